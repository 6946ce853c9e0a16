import type { Meta, StoryObj } from '@storybook/react-vite';
import { jordanCase } from '../testing/fixtures.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { moderationCatalogue } from '../i18n.ts';

const meta = {
  decorators: [withMessages(moderationCatalogue)],
  title: 'Moderation/ActionDialog',
  component: ActionDialog,
  args: {
    action: 'warn',
    onClose: () => undefined,
    profileId: jordanCase.profileId,
    name: jordanCase.name,
    pending: false,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof ActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warn: Story = {};

export const RemovePhoto: Story = { args: { action: 'remove-photo', photoURL: jordanCase.photos[0] ?? '' } };

export const CorrectBirthDate: Story = { args: { action: 'correct-birth-date' } };

/** The server refused the last try. */
export const Refused: Story = {
  args: { action: 'ban', refusal: 'Only moderators can do this. Your role may have changed: sign in again.' },
};

/** A moderator's action on another moderator, refused with the server's reason. */
export const RefusedOnModerator: Story = {
  args: { action: 'suspend', refusal: 'Only an admin can act on a moderator.' },
};
