import type { Meta, StoryObj } from '@storybook/react-vite';
import { getProfileQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { jordan, maya } from '../../../testing/fixtures.ts';
import { seedFailure, seedPending, withQueryData } from '../../../testing/query-seed.tsx';
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

export const Full: Story = { decorators: [withQueryData((client) => client.setQueryData(key, { profile: jordan }))] };

/** Only what every profile has: no bio, photos or interests. */
export const Sparse: Story = {
  decorators: [
    withQueryData((client) =>
      client.setQueryData(key, { profile: { ...jordan, bio: '', instagramPhotos: [], interests: [], location: '' } }),
    ),
  ],
};

export const Loading: Story = { decorators: [withQueryData((client) => seedPending(client, key))] };

export const NotFound: Story = {
  decorators: [
    withQueryData((client) =>
      seedFailure(client, key, '404: {"statusCode":404,"error":"Not Found","message":"Profile not found","code":"NOT_FOUND"}'),
    ),
  ],
};

export const LoadFailed: Story = { decorators: [withQueryData((client) => seedFailure(client, key))] };
