import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockedFeatureDialog } from './LockedFeatureDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/LockedFeatureDialog',
  component: LockedFeatureDialog,
  args: { locked: 'superLike', onClose: () => undefined },
} satisfies Meta<typeof LockedFeatureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap on the locked star: which plans have super likes, and how many a day (the plans answer's). */
export const SuperLike: Story = {};

/** A tap on the locked Boost. */
export const Boost: Story = { args: { locked: 'boost' } };
