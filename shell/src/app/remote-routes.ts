import type { screenPaths } from '@wishlist/mf-shared/screen-routes';
import type { RemoteScreenId } from '../lib/federation/load-remote.ts';

export interface RemoteRoute {
  screen: RemoteScreenId;
  /** The document's title while the screen shows ('Discover' → 'Discover · Wishlist'). */
  title: string;
  /** Shown inside the bottom navigation (its layout is a chunk of its own). */
  navigation?: true;
}

/**
 * The routes whose screen comes from a remote, by their name in screenPaths. The router renders them
 * (AppRoutes.tsx), and the build has a first visit to each path fetch its code at once instead of screen by screen
 * (build/route-preload.ts). Build-time code imports this module too: keep it free of browser-only imports.
 */
export const remoteRoutes = {
  pricing: { screen: 'mf_billing/PricingScreen', title: 'Pricing' },
  subscription: { screen: 'mf_billing/SubscriptionScreen', title: 'Subscription' },
  discover: { screen: 'mf_discover/DiscoverScreen', title: 'Discover', navigation: true },
  wishlist: { screen: 'mf_discover/WishlistScreen', title: 'My Wishlist', navigation: true },
  matches: { screen: 'mf_discover/MatchesScreen', title: 'Matches', navigation: true },
  likesYou: { screen: 'mf_discover/LikesYouScreen', title: 'Likes You', navigation: true },
  ownProfile: { screen: 'mf_account/OwnProfileScreen', title: 'My Profile' },
  profileDetail: { screen: 'mf_discover/ProfileDetailScreen', title: 'Profile' },
  conversation: { screen: 'mf_discover/ConversationScreen', title: 'Conversation' },
} as const satisfies Partial<Record<keyof typeof screenPaths, RemoteRoute>>;

export type RemoteRouteName = keyof typeof remoteRoutes;
