import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

const meta = {
  title: 'Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onOpenChange: () => undefined, username: 'maya' },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
/** Opened: Delete stays off until the username is typed. */
export const Open: StoryObj<typeof meta> = {};
