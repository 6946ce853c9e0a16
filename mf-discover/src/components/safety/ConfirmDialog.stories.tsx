import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '@wishlist/ui';

const meta = {
  title: 'Discover/Safety/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    onConfirm: () => undefined,
    pending: false,
    title: 'Block Jordan?',
    text: "You won't see each other anywhere on Wishlist again, and any match or conversation ends. Jordan won't be told.",
    confirm: 'Block',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Block, asked once more. */
export const BlockConfirm: Story = {};

/** The block is on its way. */
export const Blocking: Story = { args: { pending: true } };

/** Unmatch, asked once more. */
export const UnmatchConfirm: Story = {
  args: {
    title: 'Unmatch Jordan?',
    text: "This can't be undone. You leave each other's matches and won't see each other on Wishlist again. The conversation closes for both of you: what was written stays readable, but nobody can write. Jordan sees that you are no longer matched.",
    confirm: 'Unmatch',
  },
};
