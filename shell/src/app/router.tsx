import { screenPaths as paths } from '@wishlist/mf-shared/screen-routes';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RemoteScreenId } from '../lib/federation/load-remote.ts';
import { AppColumn, AppLayout } from '../components/layout/AppLayout.tsx';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { NotFound } from './routes/NotFound.tsx';
import { RequireUser } from './routes/RequireUser.tsx';

// Every route of spec §2, at the paths the edge also knows (screen-routes.ts: it answers 404 for any other).
// React Router matches case-insensitively unless a route sets `caseSensitive`, so /LOGIN shows the login screen.
// Each screen is its own chunk, loaded when its route is first matched: a public page downloads its own code and
// nothing else, and only the routes of a remote load the federation runtime and that remote (FederatedScreen).
const federated = (id: RemoteScreenId, title: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { FederatedScreen } = await import('../components/federation/FederatedScreen.tsx');
    return { element: <FederatedScreen id={id} title={title} /> };
  },
});

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The empty column while the first screen's code arrives, instead of a blank page.
    hydrateFallbackElement: <AppColumn />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.landing, lazy: async () => ({ Component: (await import('../features/landing/components/LandingScreen.tsx')).LandingScreen }) },
          { path: paths.login, lazy: async () => ({ Component: (await import('../features/auth/components/LoginScreen.tsx')).LoginScreen }) },
          { path: paths.signup, lazy: async () => ({ Component: (await import('../features/auth/components/SignupScreen.tsx')).SignupScreen }) },
        ],
      },
      // Public, not guest-only: a reset link opened in a signed-in browser works too (and signs it out).
      { path: paths.resetPassword, lazy: async () => ({ Component: (await import('../features/auth/components/ResetPasswordScreen.tsx')).ResetPasswordScreen }) },
      { path: paths.faq, lazy: async () => ({ Component: (await import('../features/faq/components/FaqScreen.tsx')).FaqScreen }) },
      { path: paths.contact, lazy: async () => ({ Component: (await import('../features/contact/components/ContactScreen.tsx')).ContactScreen }) },
      { path: paths.terms, lazy: async () => ({ Component: (await import('../features/terms/components/TermsScreen.tsx')).TermsScreen }) },
      // Public: Pricing shows the plans to everyone; Subscription shows guests its own log-in prompt (spec §2, §6).
      { path: paths.pricing, ...federated('mf_billing/PricingScreen', 'Pricing') },
      { path: paths.subscription, ...federated('mf_billing/SubscriptionScreen', 'Subscription') },
      {
        element: <RequireUser />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/navigation/components/MainNavigation.tsx')).WithMainNavigation }),
            children: [
              { path: paths.discover, ...federated('mf_discover/DiscoverScreen', 'Discover') },
              { path: paths.wishlist, ...federated('mf_discover/WishlistScreen', 'My Wishlist') },
              { path: paths.matches, ...federated('mf_discover/MatchesScreen', 'Matches') },
              { path: paths.likesYou, ...federated('mf_discover/LikesYouScreen', 'Likes You') },
            ],
          },
          { path: paths.ownProfile, ...federated('mf_account/OwnProfileScreen', 'My Profile') },
          { path: paths.profileDetail, ...federated('mf_discover/ProfileDetailScreen', 'Profile') },
          { path: paths.conversation, ...federated('mf_discover/ConversationScreen', 'Conversation') },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
