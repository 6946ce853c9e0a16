import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { completeProfile, newProfile, picture } from '../../../testing/fixtures.ts';
import { PhotosSection } from './PhotosSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/PhotosSection',
  component: PhotosSection,
} satisfies Meta<typeof PhotosSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPhotos: Story = { args: { profile: newProfile } };

/**
 * The photo manager: each photo can be deleted, moved earlier (or pressed and dragged), or made the profile picture;
 * the profile picture says so.
 */
export const ThreePhotos: Story = { args: { profile: completeProfile } };

/** Eight photos: all of them (up to 12), newest first. */
export const MoreThanSix: Story = {
  args: {
    profile: {
      ...completeProfile,
      instagramPhotos: Array.from({ length: 8 }, (_, index) => picture(index * 40, String(index + 1))),
    },
  },
};

/** Deleting a photo asks once more, showing the photo: the server deletes it for good. */
export const AskingToDelete: Story = {
  args: ThreePhotos.args,
  // The dialog is rendered in a portal, outside the story's canvas.
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    await screen.findByRole('dialog', { name: 'Delete this photo?' });
  },
};
