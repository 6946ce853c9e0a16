import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RemoteScreenId } from '../lib/federation/load-remote.ts';
import { AppColumn, AppLayout } from '../components/layout/AppLayout.tsx';
import { NotFound } from './routes/NotFound.tsx';
import { RequireUser } from './routes/RequireUser.tsx';

// Every route of spec §2. React Router matches case-insensitively unless a route sets `caseSensitive`,
// so /LOGIN shows the login screen. Each screen is its own chunk, loaded when its route is first matched: a
// public page downloads its own code and nothing else, and only the routes of a remote load the federation
// runtime and that remote (FederatedScreen).
const federated = (id: RemoteScreenId): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { FederatedScreen } = await import('../components/federation/FederatedScreen.tsx');
    return { element: <FederatedScreen id={id} /> };
  },
});

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The empty column while the first screen's code arrives, instead of a blank page.
    hydrateFallbackElement: <AppColumn />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/landing/components/LandingScreen.tsx')).LandingScreen }) },
      { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/components/LoginScreen.tsx')).LoginScreen }) },
      { path: 'signup', lazy: async () => ({ Component: (await import('../features/auth/components/SignupScreen.tsx')).SignupScreen }) },
      { path: 'faq', lazy: async () => ({ Component: (await import('../features/faq/components/FaqScreen.tsx')).FaqScreen }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact/components/ContactScreen.tsx')).ContactScreen }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('../features/terms/components/TermsScreen.tsx')).TermsScreen }) },
      // Public: Pricing shows the plans to everyone; Subscription shows guests its own log-in prompt (spec §2, §6).
      { path: 'pricing', ...federated('mf_billing/PricingScreen') },
      { path: 'subscription', ...federated('mf_billing/SubscriptionScreen') },
      {
        element: <RequireUser />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/navigation/components/MainNavigation.tsx')).WithMainNavigation }),
            children: [
              { path: 'app', ...federated('mf_discover/DiscoverScreen') },
              { path: 'wishlist', ...federated('mf_discover/WishlistScreen') },
              { path: 'matches', ...federated('mf_discover/MatchesScreen') },
            ],
          },
          { path: 'profile', ...federated('mf_account/OwnProfileScreen') },
          { path: 'profile/:id', ...federated('mf_discover/ProfileDetailScreen') },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
