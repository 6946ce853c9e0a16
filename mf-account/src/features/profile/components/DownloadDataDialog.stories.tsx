import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { DownloadDataDialog } from './DownloadDataDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/DownloadDataDialog',
  component: DownloadDataDialog,
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof DownloadDataDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from "Download my data": the password is asked first. */
export const Open: Story = {};

/** Download tapped without a password. */
export const PasswordMissing: Story = {
  // The dialog is rendered in a portal, outside the story's canvas.
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
  },
};
