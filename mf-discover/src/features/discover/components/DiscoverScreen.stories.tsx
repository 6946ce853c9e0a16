import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { getOwnProfileQueryKey, getSubscriptionQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Profile, Subscription } from '@wishlist/contract/client/types.gen.ts';
import { feedQueryKey } from '../../../api/get-feed.ts';
import { showLimitReachedToast } from '../../../lib/toasts.ts';
import { maya, people, subscriptions } from '../../../testing/fixtures.ts';
import { seedFailure, seedPending, withQueryData } from '../../../testing/query-seed.tsx';
import { DiscoverScreen } from './DiscoverScreen.tsx';

const ownProfile = (discoverable: boolean) => ({
  profile: {
    id: maya.id,
    firstName: discoverable ? maya.firstName : 'maya',
    lastName: discoverable ? maya.lastName : '',
    birthDate: discoverable ? '1996-04-12' : null,
    age: discoverable ? maya.age : null,
    location: 'Austin, TX',
    bio: maya.bio,
    profilePhoto: maya.profilePhoto,
    instagramHandle: '@maya.runs',
    instagramPhotos: [],
    introVideo: null,
    interests: maya.interests,
    discoverable,
  },
});

function seed(client: QueryClient, feed: Profile[], subscription: Subscription, discoverable = true) {
  client.setQueryData(feedQueryKey(maya.id), { pages: [{ profiles: feed, nextCursor: null }], pageParams: [{}] });
  client.setQueryData(getSubscriptionQueryKey({ path: { userId: maya.id } }), subscription);
  client.setQueryData(getOwnProfileQueryKey(), ownProfile(discoverable));
}

const meta = {
  title: 'Discover/DiscoverScreen',
  component: DiscoverScreen,
  args: { user: maya },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof DiscoverScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free user with people to discover: Upgrade in the header, 'Daily likes: 3 / 10', three stacked cards. */
export const Free: Story = { decorators: [withQueryData((client) => seed(client, people, subscriptions.free))] };

/** The premium badge replaces Upgrade; the cap reads ' / 100'. */
export const Premium: Story = { decorators: [withQueryData((client) => seed(client, people, subscriptions.premium))] };

/** Gold: ' (unlimited)'. */
export const Gold: Story = { decorators: [withQueryData((client) => seed(client, people, subscriptions.gold))] };

/** The own profile has no name or birth date yet, so the banner asks to complete it. */
export const ProfileIncomplete: Story = {
  decorators: [withQueryData((client) => seed(client, people, subscriptions.free, false))],
};

/** One person left: the stack is a single card, and Pass wraps onto it. */
export const LastPerson: Story = { decorators: [withQueryData((client) => seed(client, people.slice(0, 1), subscriptions.free))] };

/** Today's likes are used up: an add shows the 'Daily Limit Reached' toast with its Upgrade button. */
export const LimitReached: Story = {
  decorators: [withQueryData((client) => seed(client, people, subscriptions.freeAtLimit))],
  play: () => showLimitReachedToast(() => undefined),
};

/** Nobody left to discover. */
export const NobodyLeft: Story = { decorators: [withQueryData((client) => seed(client, [], subscriptions.free))] };

export const Loading: Story = {
  decorators: [
    withQueryData((client) => {
      seedPending(client, feedQueryKey(maya.id));
      seedPending(client, getSubscriptionQueryKey({ path: { userId: maya.id } }));
      client.setQueryData(getOwnProfileQueryKey(), ownProfile(true));
    }),
  ],
};

/** The feed could not be loaded; the subscription could not either, so Upgrade shows and the likes line hides. */
export const LoadFailed: Story = {
  decorators: [
    withQueryData((client) => {
      seedFailure(client, feedQueryKey(maya.id));
      seedFailure(client, getSubscriptionQueryKey({ path: { userId: maya.id } }));
      client.setQueryData(getOwnProfileQueryKey(), ownProfile(true));
    }),
  ],
};
