import type { Meta, StoryObj } from '@storybook/react-vite';
import { listHeldPhotosQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { heldPhotos, sam } from '../../../testing/fixtures.ts';
import { PhotosScreen } from './PhotosScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { moderationCatalogue } from '../../../i18n.ts';

const key = listHeldPhotosQueryKey();

const meta = {
  decorators: [withMessages(moderationCatalogue)],
  title: 'Moderation/PhotosScreen',
  component: PhotosScreen,
  parameters: { frame: 'wide', sessionUser: sam, router: { url: '/moderation/photos' } },
} satisfies Meta<typeof PhotosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhotos: Story = { decorators: [withQueries({ data: [[key, heldPhotos]] })] };

export const EmptyQueue: Story = { decorators: [withQueries({ data: [[key, { photos: [] }]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
