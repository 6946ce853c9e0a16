import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of spec §9: no retries for reads or writes (nor when a screen that failed mounts again: Try Again
 * asks), no refetch on window focus, no polling, and data never goes stale (a mutation invalidates what it changes).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
