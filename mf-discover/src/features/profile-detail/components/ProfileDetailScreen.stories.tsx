import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  getProfileQueryKey,
  getWishlistQueryKey,
  listMatchesQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { apiError, serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { userEvent } from 'storybook/test';
import { jordan, jordanPrompted, maya } from '../../../testing/fixtures.ts';
import { ProfileDetailScreen } from './ProfileDetailScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const key = getProfileQueryKey({ path: { id: jordan.id } });

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/ProfileDetailScreen',
  component: ProfileDetailScreen,
  args: { user: maya, profileId: jordan.id },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof ProfileDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { decorators: [withQueries({ data: [[key, { profile: jordan }]] })] };

/** Both have a location: how far, coarsely ("Less than 2 km away" for the API's smallest distance). */
/** What Jordan is looking for and their prompts, each with a comment button, as the photo has (issue 46). */
export const WithPrompts: Story = { decorators: [withQueries({ data: [[key, { profile: jordanPrompted }]] })] };

/** The comment sheet on one of Jordan's prompts. */
export const CommentOnPrompt: Story = {
  decorators: [withQueries({ data: [[key, { profile: jordanPrompted }]] })],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Comment on "Green flags I look for"' }));
  },
};

export const Nearby: Story = {
  decorators: [withQueries({ data: [[key, { profile: { ...jordan, distanceKm: 2 } }]] })],
};

const wishlistKey = getWishlistQueryKey({ path: { userId: maya.id } });
const matchesKey = listMatchesQueryKey({ path: { userId: maya.id } });
const entry = { id: '5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4', profile: jordan, createdAt: '2026-11-23T10:00:00Z' };

/** Jordan is in Maya's wishlist: the bar says so instead of offering Add to Wishlist. */
export const InYourWishlist: Story = {
  decorators: [
    withQueries({
      data: [
        [key, { profile: jordan }],
        [wishlistKey, { wishlist: [entry] }],
        [matchesKey, { matches: [] }],
      ],
    }),
  ],
};

/** Jordan added Maya back: a match. */
export const Match: Story = {
  decorators: [
    withQueries({
      data: [
        [key, { profile: jordan }],
        [wishlistKey, { wishlist: [entry] }],
        [matchesKey, { matches: [{ id: entry.id, profile: jordan, matchedAt: '2026-11-23T10:00:00Z' }] }],
      ],
    }),
  ],
};

/** A photo tapped: all of them full screen, one at a time, swiped through. */
export const PhotosFullScreen: Story = {
  decorators: [withQueries({ data: [[key, { profile: jordan }]] })],
  play: async ({ canvas }) => {
    // The large photo (the grid may hold the same photo too).
    const [hero] = await canvas.findAllByRole('button', { name: /^Open photo 1 of/ });
    if (hero) await userEvent.click(hero);
  },
};

/** Only what every profile has: no bio, photos or interests. */
export const Sparse: Story = {
  decorators: [
    withQueries({
      data: [[key, { profile: { ...jordan, bio: '', instagramPhotos: [], interests: [], location: '' } }]],
    }),
  ],
};

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const NotFound: Story = {
  decorators: [
    withQueries({
      failed: [[key, apiError(404, 'Not Found', 'Profile not found.', 'PROFILE_NOT_FOUND')]],
    }),
  ],
};

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
