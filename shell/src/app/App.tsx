import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { GlobalStyle, Toaster } from '@wishlist/ui';
import { RouterProvider } from 'react-router-dom';
import { checkStoredSession } from '../features/session/api/check-session.ts';
import { router } from './router.tsx';

// One QueryClient for the page: the remotes share it (TanStack Query is a federated singleton).
const queryClient = createQueryClient();
void checkStoredSession(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
