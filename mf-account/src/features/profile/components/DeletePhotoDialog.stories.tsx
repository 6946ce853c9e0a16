import type { Meta, StoryObj } from '@storybook/react-vite';
import { completeProfile } from '../../../testing/fixtures.ts';
import { DeletePhotoDialog } from './DeletePhotoDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/DeletePhotoDialog',
  component: DeletePhotoDialog,
  args: {
    photo: completeProfile.instagramPhotos[0] ?? null,
    pending: false,
    onCancel: () => undefined,
    onConfirm: () => undefined,
  },
} satisfies Meta<typeof DeletePhotoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks once more, showing the photo: the server deletes it for good. */
export const Open: Story = {};

/** Deleting: the dialog waits for the server. */
export const Deleting: Story = { args: { pending: true } };
