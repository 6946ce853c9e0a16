import { screenPaths as paths } from '@wishlist/mf-shared/screen-routes';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppColumn, AppLayout } from '../components/layout/AppLayout.tsx';
import { type RemoteRouteName, remoteRoutes } from './remote-routes.ts';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { NotFound } from './routes/NotFound.tsx';
import { RequireUser } from './routes/RequireUser.tsx';

// Every route of spec §2, at the paths the edge also knows (screen-routes.ts: it answers 404 for any other).
// React Router matches case-insensitively unless a route sets `caseSensitive`, so /LOGIN shows the login screen.
// Each screen is its own chunk, loaded when its route is first matched: a public page downloads its own code and
// nothing else, and only the routes of a remote load the federation runtime and that remote (FederatedScreen).
const federated = (name: RemoteRouteName): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { FederatedScreen } = await import('../components/federation/FederatedScreen.tsx');
    const { screen, title } = remoteRoutes[name];
    return { element: <FederatedScreen id={screen} title={title} /> };
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
      { path: paths.pricing, ...federated('pricing') },
      { path: paths.subscription, ...federated('subscription') },
      {
        element: <RequireUser />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/navigation/components/MainNavigation.tsx')).WithMainNavigation }),
            children: [
              { path: paths.discover, ...federated('discover') },
              { path: paths.wishlist, ...federated('wishlist') },
              { path: paths.matches, ...federated('matches') },
              { path: paths.likesYou, ...federated('likesYou') },
            ],
          },
          { path: paths.ownProfile, ...federated('ownProfile') },
          { path: paths.profileDetail, ...federated('profileDetail') },
          { path: paths.conversation, ...federated('conversation') },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
