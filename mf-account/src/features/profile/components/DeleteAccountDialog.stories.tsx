import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onOpenChange: () => undefined, username: 'maya' },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: Delete stays off until the username and the password are typed. */
export const Open: Story = {};

/** Username and password typed: Delete is on. */
export const Confirmed: Story = {
  // The dialog is rendered in a portal, outside the story's canvas.
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'maya');
    await userEvent.type(screen.getByLabelText('Password'), 'violet-kettle-93');
  },
};
