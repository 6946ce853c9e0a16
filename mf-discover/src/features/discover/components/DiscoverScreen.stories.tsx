import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  getEntitlementsQueryKey,
  getOwnProfileQueryKey,
  getSubscriptionQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { DeckEmptiedBy, Entitlements, Profile, Subscription } from '@wishlist/contract/client/types.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { type MockQueries, withQueries } from '@wishlist/testing/story-queries';
import { userEvent, within } from 'storybook/test';
import { feedQueryKey } from '../../../api/get-feed.ts';
import { likesReceivedQueryKey } from '../../../api/list-likes-received.ts';
import { showLikeFailedToast, showLimitReachedToast } from '../../../lib/toasts.ts';
import { entitlements, jordanPrompted, maya, people, sam, subscriptions } from '../../../testing/fixtures.ts';
import { DiscoverScreen } from './DiscoverScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const ownProfile = (discoverable: boolean, chosen = true) => ({
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
    gender: chosen ? 'woman' : null,
    showMe: chosen ? 'everyone' : null,
    coordinates: chosen ? { latitude: 30.2672, longitude: -97.7431 } : null,
    incognito: false,
    filters: {
      minAge: null,
      maxAge: null,
      maxDistanceKm: 80,
      commonInterests: false,
      intentions: ['long_term'],
      dealbreakers: { ageRange: true, distance: true, showMe: true, intention: true },
      twoWay: false,
    },
    prompts: [],
    intention: 'long_term',
  },
});

const keys = {
  feed: feedQueryKey(maya.id),
  subscription: getSubscriptionQueryKey({ path: { userId: maya.id } }),
  ownProfile: getOwnProfileQueryKey(),
  entitlements: getEntitlementsQueryKey(),
  likes: likesReceivedQueryKey(),
};

const plans: Record<Subscription['tier'], Entitlements> = {
  free: entitlements.free,
  premium: entitlements.premium,
  gold: entitlements.gold,
};

function seeded(
  feed: Profile[],
  subscription: Subscription,
  discoverable = true,
  plan = plans[subscription.tier],
  chosen = true,
): MockQueries {
  return {
    data: [
      [keys.feed, { pages: [{ profiles: feed, nextCursor: null }], pageParams: [{}] }],
      [keys.subscription, subscription],
      [keys.ownProfile, ownProfile(discoverable, chosen)],
      [keys.entitlements, plan],
      [
        keys.likes,
        { pages: [{ count: 4, locked: !plan.flags.seeWhoLikesYou, likes: [], nextCursor: null }], pageParams: [{}] },
      ],
    ],
  };
}

/** An empty first page, emptied (the server says) by these dealbreakers. */
function emptiedBy(dealbreakers: DeckEmptiedBy[]): MockQueries {
  const { data = [] } = seeded([], subscriptions.free);
  const page = { profiles: [], nextCursor: null, emptiedBy: dealbreakers };
  return {
    data: data.map(([key, value]) => [key, key === keys.feed ? { pages: [page], pageParams: [{}] } : value]),
  };
}

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/DiscoverScreen',
  component: DiscoverScreen,
  args: { user: maya },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof DiscoverScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free user with people to discover: Upgrade in the header, 'Daily likes: 3 / 10', three stacked cards. */
export const Free: Story = { decorators: [withQueries(seeded(people, subscriptions.free))] };

/** The premium badge replaces Upgrade; the cap reads ' / 100'. */
export const Premium: Story = { decorators: [withQueries(seeded(people, subscriptions.premium))] };

/** Gold: ' (unlimited)', super likes left on the star, boosts left. */
export const Gold: Story = { decorators: [withQueries(seeded(people, subscriptions.gold))] };

/** Gold with a boost running: its countdown in the toolbar; the top card super liked the user and is less than 2 km away. */
export const ActiveBoost: Story = {
  decorators: [
    withQueries(
      seeded(
        people.map((person, at) =>
          at === 0 ? { ...person, distanceKm: 2, superLikedYou: true } : { ...person, distanceKm: 10 + at },
        ),
        subscriptions.gold,
        true,
        entitlements.goldBoosting,
      ),
    ),
  ],
};

/** The own profile has no gender, "show me" or location yet: the banner invites to choose them. */
export const ChoosePreferences: Story = {
  decorators: [withQueries(seeded(people, subscriptions.free, true, entitlements.free, false))],
};

/** The own profile has no birth date yet: the onboarding comes before the deck, at its first step. */
export const ProfileIncomplete: Story = {
  decorators: [withQueries(seeded(people, subscriptions.free, false))],
};

/** One person left: the stack is a single card, and Pass wraps onto it. */
export const LastPerson: Story = { decorators: [withQueries(seeded(people.slice(0, 1), subscriptions.free))] };

/**
 * Today's likes are used up: the heart looks spent and says when new likes come ('New likes in 5 h 12 min', to
 * 00:00 UTC); an add shows the 'Daily Limit Reached' toast with its Upgrade button.
 */
export const LimitReached: Story = {
  decorators: [withQueries(seeded(people, subscriptions.freeAtLimit))],
  play: () => showLimitReachedToast(() => undefined),
};

/** An add is under way: the heart is disabled until the answer comes and the next person is in sight. */
export const AddPending: Story = {
  decorators: [withQueries(seeded(people, subscriptions.free))],
  beforeEach: () => {
    const original = globalThis.fetch;
    globalThis.fetch = () => new Promise<Response>(() => undefined);
    return () => {
      globalThis.fetch = original;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to wishlist' }));
  },
};

/** A like got no answer (offline): the toast says so and offers Retry; the card stays. */
export const LikeFailed: Story = {
  decorators: [withQueries(seeded(people, subscriptions.free))],
  play: () => showLikeFailedToast(new TypeError('Failed to fetch'), () => undefined),
};

/** Nobody matches the filters: "You've seen everyone", with Adjust filters. */
export const NobodyLeft: Story = { decorators: [withQueries(seeded([], subscriptions.free))] };

/** The intention dealbreaker left nobody: the deck names it and offers to relax it (it then only ranks). */
export const EmptiedByDealbreaker: Story = { decorators: [withQueries(emptiedBy(['intention']))] };

/** Two dealbreakers each left nobody: a Relax button for each, and the two-way switch's own. */
export const EmptiedBySeveral: Story = { decorators: [withQueries(emptiedBy(['distance', 'twoWay']))] };

/** The top card with what Jordan is looking for and a prompt, each prompt and the photo with a comment button. */
export const CardWithPrompts: Story = {
  decorators: [withQueries(seeded([jordanPrompted, sam], subscriptions.gold))],
};

/** The comment sheet on Jordan's prompt: the prompt and answer, a comment of up to 140 characters, like or super like. */
export const CommentSheet: Story = {
  decorators: [withQueries(seeded([jordanPrompted, sam], subscriptions.gold))],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Comment on "A perfect Sunday"' }));
    await userEvent.type(await within(document.body).findByLabelText('Your comment'), 'Which bakery, though?');
  },
};

/** Adjust filters opens the sheet: a free member sets the age range and distance; interests in common are locked. */
export const AdjustFilters: Story = {
  decorators: [withQueries(seeded([], subscriptions.free))],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adjust filters' }));
  },
};

export const Loading: Story = {
  decorators: [withQueries({ pending: [keys.feed, keys.subscription], data: [[keys.ownProfile, ownProfile(true)]] })],
};

/** The feed could not be loaded; the subscription could not either, so Upgrade shows and the likes line hides. */
export const LoadFailed: Story = {
  decorators: [
    withQueries({
      failed: [
        [keys.feed, serviceUnavailable],
        [keys.subscription, serviceUnavailable],
      ],
      data: [[keys.ownProfile, ownProfile(true)]],
    }),
  ],
};
