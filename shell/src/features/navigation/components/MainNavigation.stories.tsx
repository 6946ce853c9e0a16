import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getWishlistQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { unreadTotalOptions } from '@wishlist/shared-data/conversations';
import { maya } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { MainNavigation } from './MainNavigation.tsx';
import { shellCatalogue } from '../../../i18n.ts';

function person(index: number): Profile {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Person ${String(index)}`,
    age: 25 + index,
    location: 'Lisbon',
    bio: 'Sunsets and long walks.',
    profilePhoto: '',
    instagramHandle: `@person${String(index)}`,
    instagramPhotos: [],
    interests: [],
    prompts: [],
    intention: null,
  };
}

/**
 * Maya's wishlist of `count` people, as the Wishlist screen would have loaded it, `unread` unread messages and
 * `newMatches` matches she has not opened.
 */
function withWishlist(count: number, unread = 0, newMatches = 0) {
  const wishlist = Array.from({ length: count }, (_, index) => ({
    id: person(index).id,
    profile: person(index),
    createdAt: '2026-11-22T09:30:00Z',
  }));
  return withQueries({
    data: [
      [getWishlistQueryKey({ path: { userId: maya.id } }), { wishlist }],
      [
        unreadTotalOptions().queryKey,
        { conversations: [], nextCursor: null, unreadTotal: unread, newMatchTotal: newMatches },
      ],
    ],
  });
}

const meta = {
  title: 'Shell/Navigation/MainNavigation',
  component: MainNavigation,
  decorators: [withMessages(shellCatalogue)],
  parameters: { sessionUser: maya, router: { url: '/app' } },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyWishlist: Story = { decorators: [withWishlist(0)] };
export const WithWishlistBadge: Story = { decorators: [withWishlist(3)] };
export const OnWishlist: Story = { decorators: [withWishlist(12)], parameters: { router: { url: '/wishlist' } } };
/** Three unread messages: the Matches entry carries the count. */
export const WithUnreadMessages: Story = { decorators: [withWishlist(3, 3)] };
/** Two matches not opened yet and one unread message: the Matches entry counts both (named '2 new matches, 1 unread message'). */
export const WithNewMatches: Story = { decorators: [withWishlist(3, 1, 2)] };
