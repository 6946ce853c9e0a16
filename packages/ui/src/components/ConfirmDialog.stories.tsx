import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    onConfirm: () => undefined,
    pending: false,
    title: 'Remove your introduction video?',
    text: 'It is deleted for good: nobody sees it again. You can upload another one any time.',
    confirm: 'Remove Video',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked once more before a step that cannot be undone. */
export const Asking: Story = {};

/** The step is on its way. */
export const Pending: Story = { args: { pending: true } };
