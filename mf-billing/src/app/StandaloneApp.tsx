// The billing team's own page (`npm run dev -w @wishlist/mf-billing`): the remote's screens with the
// providers the shell gives them when federated (query client, router, toasts), plus a bar to sign the
// demo user in and out, since the shell's login screen is not here.
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { GlobalStyle, theme, Toaster } from '@wishlist/ui';
import { Navigate, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '../config/env.ts';
import { PricingScreen } from '../features/pricing/components/PricingScreen.tsx';
import { SubscriptionScreen } from '../features/subscription/components/SubscriptionScreen.tsx';
import { StandaloneBar } from './StandaloneBar.tsx';

const queryClient = createQueryClient();

const router = createBrowserRouter(
  [
    {
      element: <StandaloneLayout />,
      children: [
        { index: true, element: <Navigate to="pricing" replace /> },
        { path: 'pricing', element: <PricingScreen /> },
        { path: 'subscription', element: <SubscriptionScreen /> },
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
  return <Elsewhere>This screen belongs to the shell: open the whole app with `npm run dev:mock` to see it.</Elsewhere>;
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
