import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { FederatedScreen } from '../components/federation/FederatedScreen.tsx';
import { LandingScreen } from '../features/landing/components/LandingScreen.tsx';
import { NotFound } from './routes/NotFound.tsx';

// Paths of spec §2. React Router matches case-insensitively unless a route sets `caseSensitive`,
// so /PRICING shows the pricing screen. Routes of later issues (/login, /signup, /app, …) fall to 404 until built.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingScreen /> },
      { path: 'pricing', element: <FederatedScreen id="mf_billing/PricingScreen" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
