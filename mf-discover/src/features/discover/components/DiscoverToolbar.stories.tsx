import type { Meta, StoryObj } from '@storybook/react-vite';
import { entitlements } from '../../../testing/fixtures.ts';
import { DiscoverToolbar } from './DiscoverToolbar.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/DiscoverToolbar',
  component: DiscoverToolbar,
  args: {
    entitlements: entitlements.free,
    likesCount: 7,
    activeFilters: 0,
    onOpenFilters: () => undefined,
    onBoostLocked: () => undefined,
  },
} satisfies Meta<typeof DiscoverToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free: Likes you and Boost carry a lock (each opens its upgrade prompt); Filters are everyone's. */
export const Locked: Story = {};

/** Premium: the likes count, Filters, one boost left this month. */
export const Premium: Story = { args: { entitlements: entitlements.premium } };

/** Two filters narrow the deck. */
export const FiltersApplied: Story = { args: { entitlements: entitlements.premium, activeFilters: 2 } };

/** Gold with a boost running: its countdown. */
export const ActiveBoost: Story = { args: { entitlements: entitlements.goldBoosting } };

/** This month's boosts are used up. */
export const NoBoostsLeft: Story = {
  args: { entitlements: { ...entitlements.premium, used: { ...entitlements.premium.used, boostsThisMonth: 1 } } },
};
