// The account team's own page (`npm run dev -w @wishlist/mf-account`): the remote's screen with the providers
// the shell gives it when federated (query client, router, toasts), plus a bar to sign the demo user in and
// out, since the shell's login screen is not here.
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { GlobalStyle, theme, Toaster } from '@wishlist/ui';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '../config/env.ts';
import { OwnProfileScreen } from '../features/profile/components/OwnProfileScreen.tsx';
import { StandaloneBar } from './StandaloneBar.tsx';

const queryClient = createQueryClient();

const router = createBrowserRouter(
  [
    {
      element: <StandaloneLayout />,
      children: [
        { path: 'profile', element: <OwnProfileScreen /> },
        // Everything else (the landing page a guest is sent to, /app, /pricing …) lives in the shell.
        { path: '*', element: <ShellScreen /> },
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

function ShellScreen() {
  return <Elsewhere>This screen belongs to the shell. Sign in with the bar above and open My Profile, or run the whole app with `npm run dev:mock`.</Elsewhere>;
}

function StandaloneLayout() {
  return (
    <Column>
      <StandaloneBar />
      <Outlet />
    </Column>
  );
}

const Column = styled.div`
  max-width: ${theme.layout.columnWidth};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${theme.color.background};
  box-shadow: ${theme.shadow.column};
`;
const Elsewhere = styled.p`
  padding: ${theme.space.xl} ${theme.space.lg};
  color: ${theme.color.muted};
  text-align: center;
`;
