import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/ChangePasswordSection',
  component: ChangePasswordSection,
  args: { username: 'maya' },
} satisfies Meta<typeof ChangePasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Current, new and repeated password, with the policy under the new one. */
export const Empty: Story = {};

/** Sent without the current password, with a new one under 8 characters and a repeat that differs: each field says why. */
export const Refused: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('New Password'), 'kq7#vd2');
    await userEvent.type(screen.getByLabelText('Repeat New Password'), 'kq7#vd2x');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  },
};
