// The discover team's own page (`npm run dev -w @wishlist/mf-discover`): the remote's screens with the
// providers the shell gives them when federated, a demo sign-in, and a toast host.
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { setSessionUser, useSessionUser } from '@wishlist/mf-shared/session';
import { Button, ButtonLink, EmptyState, GlobalStyle, Toaster, theme } from '@wishlist/ui';
import { Navigate, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '../config/env.ts';
import { DiscoverRoute } from './routes/DiscoverRoute.tsx';
import { MatchesRoute } from './routes/MatchesRoute.tsx';
import { ProfileDetailRoute } from './routes/ProfileDetailRoute.tsx';
import { WishlistRoute } from './routes/WishlistRoute.tsx';

const queryClient = createQueryClient();

const router = createBrowserRouter(
  [
    {
      element: <StandaloneLayout />,
      children: [
        { index: true, element: <DemoSignIn /> },
        { path: 'app', element: <DiscoverRoute /> },
        { path: 'wishlist', element: <WishlistRoute /> },
        { path: 'profile/:id', element: <ProfileDetailRoute /> },
        { path: 'matches', element: <MatchesRoute /> },
        { path: '*', element: <OtherTeamsScreen /> },
      ],
    },
  ],
  { basename: env.basePath.replace(/\/$/, '') },
);

export function StandaloneApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}

function StandaloneLayout() {
  return (
    <Column>
      <Outlet />
    </Column>
  );
}

/** Signs in as the user of the current API session: Prism's example user, or whoever signed in through the shell. */
function DemoSignIn() {
  const user = useSessionUser();
  const signIn = useMutation({
    mutationFn: () => queryClient.fetchQuery(getCurrentUserOptions()),
    onSuccess: ({ user: signedIn }) => setSessionUser(signedIn),
  });
  if (user) return <Navigate to="/app" replace />;
  return (
    <EmptyState
      title="mf-discover, standalone"
      text={signIn.isError ? `Sign-in failed: ${signIn.error.message}` : 'Sign in as the API session user (Prism: Maya) to try the screens.'}
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

const Column = styled.div`
  display: flex;
  flex-direction: column;
  max-width: ${theme.layout.columnWidth};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${theme.color.background};
  box-shadow: ${theme.shadow.column};
`;
