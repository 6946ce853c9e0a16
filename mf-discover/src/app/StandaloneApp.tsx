// The discover team's own page (`npm run dev -w @wishlist/mf-discover`): the remote's screens in the shared
// standalone page, behind a demo sign-in of its own (no bar).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { setSessionUser, useSessionUser } from '@wishlist/app-runtime/session';
import { StandalonePage, screenRoutes, useStandaloneIntl } from '@wishlist/app-runtime/standalone';
import { Button, ButtonLink, EmptyState } from '@wishlist/ui';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { env } from '../config/env.ts';

const routes: RouteObject[] = [
  { index: true, element: <DemoSignIn /> },
  ...screenRoutes('mf_discover', import.meta.glob<ComponentType>('../exposes/*.tsx', { import: 'default' })),
];

export function StandaloneApp() {
  return <StandalonePage basePath={env.basePath} routes={routes} elsewhere={<OtherTeamsScreen />} />;
}

/** Signs in as the user of the current API session: Prism's example user, or whoever signed in through the shell. */
function DemoSignIn() {
  const intl = useStandaloneIntl();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: () => queryClient.fetchQuery(getCurrentUserOptions()),
    onSuccess: ({ user: signedIn }) => setSessionUser(signedIn),
  });
  if (user) return <Navigate to="/app" replace />;
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'standalone.discover.title' })}
      text={
        signIn.isError
          ? intl.formatMessage({ id: 'standalone.discover.failed' }, { message: signIn.error.message })
          : intl.formatMessage({ id: 'standalone.discover.text' })
      }
      action={
        <Button onClick={() => signIn.mutate()} disabled={signIn.isPending}>
          {intl.formatMessage({ id: 'standalone.discover.signIn' })}
        </Button>
      }
    />
  );
}

/** Links to screens that other remotes or the shell own (/pricing, /profile …) land here. */
function OtherTeamsScreen() {
  const intl = useStandaloneIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'standalone.discover.other.title' })}
      text={intl.formatMessage({ id: 'standalone.discover.other.text' })}
      action={<ButtonLink to="/app">{intl.formatMessage({ id: 'standalone.discover.other.back' })}</ButtonLink>}
    />
  );
}
