// The billing team's own page (`npm run dev -w @wishlist/mf-billing`): the remote's screens with the
// providers the shell gives them when federated.
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { GlobalStyle, theme } from '@wishlist/ui';
import { Navigate, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '../config/env.ts';
import { PricingScreen } from '../features/pricing/components/PricingScreen.tsx';

const queryClient = createQueryClient();

const router = createBrowserRouter(
  [
    {
      element: <StandaloneLayout />,
      children: [
        { index: true, element: <Navigate to="pricing" replace /> },
        { path: 'pricing', element: <PricingScreen /> },
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

const Column = styled.div`
  max-width: ${theme.layout.columnWidth};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${theme.color.background};
  box-shadow: ${theme.shadow.column};
`;
