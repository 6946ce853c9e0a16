// Story decorators that put data in a story's own QueryClient (the inner provider wins over the global one):
// seeded answers for the full states, a fetch that never ends for loading, a failed fetch for errors.
import type { Decorator } from '@storybook/react-vite';
import { type QueryClient, type QueryKey, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { useState } from 'react';

export function withQueryData(seed: (client: QueryClient) => void): Decorator {
  function SeededQueryClient({ Story }: { Story: Parameters<Decorator>[0] }) {
    const [client] = useState(() => {
      const fresh = createQueryClient();
      seed(fresh);
      return fresh;
    });
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  }
  return (Story) => <SeededQueryClient Story={Story} />;
}

/** The query stays loading: its fetch never ends. */
export function seedPending(client: QueryClient, queryKey: QueryKey): void {
  void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) });
}

/** The query fails as a call does (spec §7: '{status}: {body}'). */
export function seedFailure(client: QueryClient, queryKey: QueryKey, message = '503: Service Unavailable'): void {
  void client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new Error(message)) });
}
