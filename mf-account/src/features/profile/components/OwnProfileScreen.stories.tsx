import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  getEntitlementsQueryKey,
  getOwnProfileQueryKey,
  getSubscriptionQueryKey,
  getWishlistQueryKey,
  listBlocksQueryKey,
  listCitiesQueryKey,
  listMyReportsQueryKey,
  listStatementsQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import {
  freeEntitlements,
  freeSubscription,
  goldEntitlements,
  goldSubscription,
  premiumEntitlements,
  premiumSubscription,
  serviceUnavailable,
} from '@wishlist/testing/fixtures';
import { withMessages } from '@wishlist/testing/story-messages';
import { type MockQueries, withQueries } from '@wishlist/testing/story-queries';
import { accountCatalogue } from '../../../i18n.ts';
import { cities, completeProfile, maya, newProfile, wishlistOf } from '../../../testing/fixtures.ts';
import { OwnProfileScreen } from './OwnProfileScreen.tsx';

const meta = {
  title: 'Account/OwnProfileScreen',
  component: OwnProfileScreen,
  decorators: [withMessages(accountCatalogue)],
  args: { user: maya },
  parameters: { frame: 'screen', sessionUser: maya, router: { url: '/profile' } },
} satisfies Meta<typeof OwnProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const keys = {
  profile: getOwnProfileQueryKey(),
  wishlist: getWishlistQueryKey({ path: { userId: maya.id } }),
  subscription: getSubscriptionQueryKey({ path: { userId: maya.id } }),
  entitlements: getEntitlementsQueryKey(),
  cities: listCitiesQueryKey(),
  blocks: listBlocksQueryKey(),
  reports: listMyReportsQueryKey(),
  statements: listStatementsQueryKey(),
};

const plans = { free: freeEntitlements, premium: premiumEntitlements, gold: goldEntitlements };

function seeded({
  profile = completeProfile,
  wishlist = wishlistOf(4),
  subscription = freeSubscription,
} = {}): MockQueries {
  return {
    data: [
      [keys.profile, { profile }],
      [keys.wishlist, wishlist],
      [keys.subscription, subscription],
      [keys.entitlements, plans[subscription.tier]],
      [keys.cities, { cities }],
      [keys.blocks, { blocks: [] }],
      [keys.reports, { reports: [] }],
      [keys.statements, { statements: [] }],
    ],
  };
}

export const Complete: Story = { decorators: [withQueries(seeded())] };

/** Right after signup: the call to complete the details, since the profile is hidden until then. */
export const JustSignedUp: Story = {
  decorators: [withQueries(seeded({ profile: newProfile, wishlist: wishlistOf(0) }))],
};

/** More than six people: six shown and 'View All'. */
export const FullWishlist: Story = { decorators: [withQueries(seeded({ wishlist: wishlistOf(8) }))] };

export const PremiumWithVideo: Story = {
  decorators: [
    withQueries(
      seeded({
        profile: { ...completeProfile, introVideo: '/media/users/demo/intro.mp4' },
        subscription: premiumSubscription,
      }),
    ),
  ],
};

/** Gold: the Incognito switch, here on. */
export const Gold: Story = {
  decorators: [
    withQueries(seeded({ profile: { ...completeProfile, incognito: true }, subscription: goldSubscription })),
  ],
};

/** No gender, "show me" or location chosen yet. */
export const PreferencesNotChosen: Story = {
  decorators: [
    withQueries(
      seeded({ profile: { ...completeProfile, gender: null, showMe: null, coordinates: null, location: '' } }),
    ),
  ],
};

export const Loading: Story = { decorators: [withQueries({ pending: [keys.profile] })] };

/** The profile loaded, the sections' own reads still on their way. */
export const SectionsLoading: Story = {
  decorators: [
    withQueries({
      data: [[keys.profile, { profile: completeProfile }]],
      pending: [keys.wishlist, keys.subscription, keys.entitlements, keys.cities, keys.blocks],
    }),
  ],
};

export const LoadFailed: Story = {
  decorators: [withQueries({ failed: [[keys.profile, serviceUnavailable]] })],
};

/** The sections that failed say so without taking the screen down. */
export const SectionsFailed: Story = {
  decorators: [
    withQueries({
      data: [[keys.profile, { profile: completeProfile }]],
      failed: [
        [keys.wishlist, serviceUnavailable],
        [keys.subscription, serviceUnavailable],
      ],
    }),
  ],
};

/** A moderator: the header links to the moderators' console. */
export const Moderator: Story = {
  args: { user: { ...maya, role: 'moderator' } },
  decorators: [withQueries(seeded())],
};
