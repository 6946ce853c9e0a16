// The discover team's own page (`npm run dev -w @wishlist/mf-discover`): the remote's screens in the shared
// standalone page, behind a demo sign-in of its own (no bar).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { setSessionUser, useSessionUser } from '@wishlist/app-runtime/session';
import { StandalonePage, screenRoutes } from '@wishlist/app-runtime/standalone';
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
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: () => queryClient.fetchQuery(getCurrentUserOptions()),
    onSuccess: ({ user: signedIn }) => setSessionUser(signedIn),
  });
  if (user) return <Navigate to="/app" replace />;
  return (
    <EmptyState
      title="mf-discover, standalone"
      text={
        signIn.isError
          ? `Sign-in failed: ${signIn.error.message}`
          : 'Sign in as the API session user (Prism: Maya) to try the screens.'
      }
      action={
        <Button onClick={() => signIn.mutate()} disabled={signIn.isPending}>
          Sign In
        </Button>
      }
    />
  );
}

/** Links to screens that other remotes or the shell own (/pricing, /profile …) land here. */
function OtherTeamsScreen() {
  return (
    <EmptyState
      title="Not part of mf-discover"
      text="This screen belongs to the shell or another remote: open it through the shell."
      action={<ButtonLink to="/app">Back to Discover</ButtonLink>}
    />
  );
}
