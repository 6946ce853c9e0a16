import type { Meta, StoryObj } from '@storybook/react-vite';
import { entitlements } from '../../../testing/fixtures.ts';
import { SuperLikeButton } from './SuperLikeButton.tsx';

const meta = {
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
