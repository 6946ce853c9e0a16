import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of spec §9: no retries for reads or writes (nor when a screen that failed mounts again: Try Again
 * asks), no refetch on window focus, no polling, and data never goes stale (a mutation invalidates what it changes).
 * A read lost with the network is the exception: it is read again once the network is back (readAgainOnReconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Back online, every read that failed is asked again, and so is every read whose answer was still awaited when the
 * network went. TanStack Query's own refetch on reconnect misses most of them: it asks only for what a screen shows
 * at that moment (a screen mounted later keeps the failure: retryOnMount), never for a read that failed with an
 * earlier answer kept (which never goes stale), and it leaves a read still awaited to its answer, which may be lost
 * with the network. Answers the function that stops it.
 */
export function readAgainOnReconnect(queryClient: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (!online) return;
    const lost = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' || query.state.fetchStatus === 'fetching' });
    // An awaited read is dropped first: asked again while awaited, it would wait on the same lost answer.
    void queryClient
      .cancelQueries({ fetchStatus: 'fetching' })
      .then(() => queryClient.refetchQueries({ predicate: (query) => lost.includes(query) }));
  });
}
