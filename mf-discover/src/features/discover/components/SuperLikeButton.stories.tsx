import type { Meta, StoryObj } from '@storybook/react-vite';
import { entitlements } from '../../../testing/fixtures.ts';
import { SuperLikeButton } from './SuperLikeButton.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/SuperLikeButton',
  component: SuperLikeButton,
  args: { entitlements: entitlements.gold, onClick: () => undefined, disabled: false },
} satisfies Meta<typeof SuperLikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold: 3 super likes left today. */
export const Gold: Story = {};

/** Other plans: a lock (a tap opens the upgrade prompt). */
export const Locked: Story = { args: { entitlements: entitlements.free } };

/** Today's 5 are used. */
export const NoneLeft: Story = { args: { entitlements: entitlements.goldNoSuperLikes } };
