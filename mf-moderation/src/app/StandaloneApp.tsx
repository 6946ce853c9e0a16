// The moderators' own page (`npm run dev -w @wishlist/mf-moderation`): the console's screens in the shared standalone
// page, with the dark bar to sign the demo user in and out.
import { StandalonePage, screenLinks, screenRoutes } from '@wishlist/app-runtime/standalone';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { env } from '../config/env.ts';

const routes: RouteObject[] = [
  { index: true, element: <Navigate to="moderation" replace /> },
  ...screenRoutes('mf_moderation', import.meta.glob<ComponentType>('../exposes/*.tsx', { import: 'default' })),
];

export function StandaloneApp() {
  return (
    <StandalonePage
      basePath={env.basePath}
      routes={routes}
      links={screenLinks('mf_moderation')}
      elsewhere="standalone.elsewhere.shell"
    />
  );
}
