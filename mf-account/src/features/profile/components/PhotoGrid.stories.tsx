import type { Meta, StoryObj } from '@storybook/react-vite';
import { completeProfile } from '../../../testing/fixtures.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/PhotoGrid',
  component: PhotoGrid,
  args: {
    photos: completeProfile.instagramPhotos,
    profilePhoto: completeProfile.profilePhoto,
    descriptions: {},
    busy: false,
    onMakeProfilePicture: () => undefined,
    onDelete: () => undefined,
    onDescribe: () => undefined,
    onMove: () => undefined,
  },
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each photo can be deleted, described, moved earlier (but the first) or made the profile picture; the profile picture
 * says so.
 */
export const Photos: Story = {};

/** While a change is under way, the buttons wait for it. */
export const Busy: Story = { args: { busy: true } };
