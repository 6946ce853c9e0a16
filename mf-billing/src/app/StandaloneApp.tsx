// The billing team's own page (`npm run dev -w @wishlist/mf-billing`): the remote's screens in the shared standalone
// page, with the dark bar to sign the demo user in and out.
import { type StandaloneLink, StandalonePage } from '@wishlist/mf-shared/standalone';
import { Navigate, type RouteObject } from 'react-router-dom';
import { env } from '../config/env.ts';
import { PricingScreen } from '../features/pricing/components/PricingScreen.tsx';
import { SubscriptionScreen } from '../features/subscription/components/SubscriptionScreen.tsx';

const routes: RouteObject[] = [
  { index: true, element: <Navigate to="pricing" replace /> },
  { path: 'pricing', element: <PricingScreen /> },
  { path: 'subscription', element: <SubscriptionScreen /> },
];
const links: StandaloneLink[] = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/subscription', label: 'Subscription' },
];
const elsewhere = 'This screen belongs to the shell: open the whole app with `npm run dev:mock` to see it.';

export function StandaloneApp() {
  return <StandalonePage basePath={env.basePath} routes={routes} links={links} elsewhere={elsewhere} />;
}
