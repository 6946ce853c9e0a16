import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterSheet } from './FilterSheet.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';
import { startingFilters } from '@wishlist/testing/fixtures';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/FilterSheet',
  component: FilterSheet,
  args: {
    open: true,
    onClose: () => undefined,
    onApply: () => undefined,
    filters: startingFilters,
    interestsLocked: false,
    hasLocation: true,
  },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free: age and distance like everyone; interests in common show their upgrade prompt. */
export const Free: Story = { args: { interestsLocked: true } };

/** Premium or gold, as a new account starts: any age, within 80 km. */
export const Defaults: Story = {};

/** 25–40, within 10 km, interests in common. */
export const FiltersApplied: Story = {
  args: {
    filters: {
      minAge: 25,
      maxAge: 40,
      maxDistanceKm: 10,
      commonInterests: true,
      intentions: [],
      dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
      twoWay: false,
    },
  },
};

/** The own profile has no location: distance waits for it, with the way to the profile. */
export const NoLocation: Story = { args: { hasLocation: false, interestsLocked: true } };

/** The chosen filters are being saved. */
export const Saving: Story = { args: { saving: true } };

/** Looking for a long-term partner as a dealbreaker, distance only ranking, and the two-way switch on (issue 46). */
export const Dealbreakers: Story = {
  args: {
    filters: {
      minAge: 25,
      maxAge: 40,
      maxDistanceKm: 25,
      commonInterests: false,
      intentions: ['long_term', 'long_term_open_to_short'],
      dealbreakers: { ageRange: true, distance: false, showMe: true, intention: true },
      twoWay: true,
    },
  },
};
