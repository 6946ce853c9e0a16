import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { GlobalStyle } from '@wishlist/ui';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
