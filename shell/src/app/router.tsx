import { screenPaths as paths } from '@wishlist/mf-shared/screen-routes';
import { createBrowserRouter } from 'react-router-dom';
import { FederatedScreen } from '../components/federation/FederatedScreen.tsx';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { LoginScreen } from '../features/auth/components/LoginScreen.tsx';
import { SignupScreen } from '../features/auth/components/SignupScreen.tsx';
import { ContactScreen } from '../features/contact/components/ContactScreen.tsx';
import { FaqScreen } from '../features/faq/components/FaqScreen.tsx';
import { LandingScreen } from '../features/landing/components/LandingScreen.tsx';
import { WithMainNavigation } from '../features/navigation/components/MainNavigation.tsx';
import { TermsScreen } from '../features/terms/components/TermsScreen.tsx';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { NotFound } from './routes/NotFound.tsx';
import { RequireUser } from './routes/RequireUser.tsx';

// Every route of spec §2, at the paths the edge also knows (screen-routes.ts: it answers 404 for any other).
// React Router matches case-insensitively unless a route sets `caseSensitive`, so /LOGIN shows the login screen.
// Screens of the remotes are loaded on first use (FederatedScreen).
const routes = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.landing, element: <LandingScreen /> },
          { path: paths.login, element: <LoginScreen /> },
          { path: paths.signup, element: <SignupScreen /> },
        ],
      },
      { path: paths.faq, element: <FaqScreen /> },
      { path: paths.contact, element: <ContactScreen /> },
      { path: paths.terms, element: <TermsScreen /> },
      // Public: Pricing shows the plans to everyone; Subscription shows guests its own log-in prompt (spec §2, §6).
      { path: paths.pricing, element: <FederatedScreen id="mf_billing/PricingScreen" title="Pricing" /> },
      { path: paths.subscription, element: <FederatedScreen id="mf_billing/SubscriptionScreen" title="Subscription" /> },
      {
        element: <RequireUser />,
        children: [
          {
            element: <WithMainNavigation />,
            children: [
              { path: paths.discover, element: <FederatedScreen id="mf_discover/DiscoverScreen" title="Discover" /> },
              { path: paths.wishlist, element: <FederatedScreen id="mf_discover/WishlistScreen" title="My Wishlist" /> },
              { path: paths.matches, element: <FederatedScreen id="mf_discover/MatchesScreen" title="Matches" /> },
              { path: paths.likesYou, element: <FederatedScreen id="mf_discover/LikesYouScreen" title="Likes You" /> },
            ],
          },
          { path: paths.ownProfile, element: <FederatedScreen id="mf_account/OwnProfileScreen" title="My Profile" /> },
          { path: paths.profileDetail, element: <FederatedScreen id="mf_discover/ProfileDetailScreen" title="Profile" /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
