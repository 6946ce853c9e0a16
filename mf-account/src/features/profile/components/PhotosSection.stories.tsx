import type { Meta, StoryObj } from '@storybook/react-vite';
import { completeProfile, newProfile, picture } from '../../../testing/fixtures.ts';
import { PhotosSection } from './PhotosSection.tsx';

const meta = {
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
