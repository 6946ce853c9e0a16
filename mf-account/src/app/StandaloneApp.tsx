// The account team's own page (`npm run dev -w @wishlist/mf-account`): the remote's screens in the shared standalone
// page, with the dark bar to sign the demo user in and out.
import { StandalonePage, screenLinks, screenRoutes } from '@wishlist/app-runtime/standalone';
import type { ComponentType } from 'react';
import { env } from '../config/env.ts';

// Everything else (the landing page a guest is sent to, /app, /pricing …) lives in the shell.
const routes = screenRoutes('mf_account', import.meta.glob<ComponentType>('../exposes/*.tsx', { import: 'default' }));

export function StandaloneApp() {
  return (
    <StandalonePage
      basePath={env.basePath}
      routes={routes}
      links={screenLinks('mf_account')}
      elsewhere="standalone.elsewhere.account"
    />
  );
}
