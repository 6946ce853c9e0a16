import type { Meta, StoryObj } from '@storybook/react-vite';
import { getProfileQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { apiError, serviceUnavailable } from '@wishlist/mf-shared/testing/fixtures';
import { withQueries } from '@wishlist/mf-shared/testing/story-queries';
import { jordan, maya } from '../../../testing/fixtures.ts';
import { ProfileDetailScreen } from './ProfileDetailScreen.tsx';

const key = getProfileQueryKey({ path: { id: jordan.id } });

const meta = {
  title: 'Discover/ProfileDetailScreen',
  component: ProfileDetailScreen,
  args: { user: maya, profileId: jordan.id },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof ProfileDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { decorators: [withQueries({ data: [[key, { profile: jordan }]] })] };

/** Only what every profile has: no bio, photos or interests. */
export const Sparse: Story = {
  decorators: [
    withQueries({ data: [[key, { profile: { ...jordan, bio: '', instagramPhotos: [], interests: [], location: '' } }]] }),
  ],
};

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const NotFound: Story = {
  decorators: [
    withQueries({
      failed: [[key, apiError(404, 'Not Found', 'Profile not found', 'NOT_FOUND')]],
    }),
  ],
};

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
