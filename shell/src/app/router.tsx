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
import { NotFound } from './routes/NotFound.tsx';
import { RequireUser } from './routes/RequireUser.tsx';

// Every route of spec §2. React Router matches case-insensitively unless a route sets `caseSensitive`,
// so /LOGIN shows the login screen. Screens of the remotes are loaded on first use (FederatedScreen).
const routes = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingScreen /> },
      { path: 'login', element: <LoginScreen /> },
      { path: 'signup', element: <SignupScreen /> },
      { path: 'faq', element: <FaqScreen /> },
      { path: 'contact', element: <ContactScreen /> },
      { path: 'terms', element: <TermsScreen /> },
      // Public: Pricing shows the plans to everyone; Subscription shows guests its own log-in prompt (spec §2, §6).
      { path: 'pricing', element: <FederatedScreen id="mf_billing/PricingScreen" /> },
      { path: 'subscription', element: <FederatedScreen id="mf_billing/SubscriptionScreen" /> },
      {
        element: <RequireUser />,
        children: [
          {
            element: <WithMainNavigation />,
            children: [
              { path: 'app', element: <FederatedScreen id="mf_discover/DiscoverScreen" /> },
              { path: 'wishlist', element: <FederatedScreen id="mf_discover/WishlistScreen" /> },
              { path: 'matches', element: <FederatedScreen id="mf_discover/MatchesScreen" /> },
              { path: 'likes', element: <FederatedScreen id="mf_discover/LikesYouScreen" /> },
            ],
          },
          { path: 'profile', element: <FederatedScreen id="mf_account/OwnProfileScreen" /> },
          { path: 'profile/:id', element: <FederatedScreen id="mf_discover/ProfileDetailScreen" /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
