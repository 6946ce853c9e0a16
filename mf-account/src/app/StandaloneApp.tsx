// The account team's own page (`npm run dev -w @wishlist/mf-account`): the remote's screen in the shared standalone
// page, with the dark bar to sign the demo user in and out.
import { type StandaloneLink, StandalonePage } from '@wishlist/mf-shared/standalone';
import type { RouteObject } from 'react-router-dom';
import { env } from '../config/env.ts';
import { OwnProfileScreen } from '../features/profile/components/OwnProfileScreen.tsx';

// Everything else (the landing page a guest is sent to, /app, /pricing …) lives in the shell.
const routes: RouteObject[] = [{ path: 'profile', element: <OwnProfileScreen /> }];
const links: StandaloneLink[] = [{ to: '/profile', label: 'My Profile' }];
const elsewhere = 'This screen belongs to the shell. Sign in with the bar above and open My Profile, or run the whole app with `npm run dev:mock`.';

export function StandaloneApp() {
  return <StandalonePage basePath={env.basePath} routes={routes} links={links} elsewhere={elsewhere} />;
}
