// A story decorator for the remotes' stories: a QueryClient seeded per story with data, a load that never ends,
// a failure (the inner provider wins over the global one). The global decorators of storybook/.storybook/preview.tsx
// give the router, GlobalStyle, toasts and the signed-in user (`parameters.sessionUser`). Storybook only.
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import {
  listPromptsQueryKey,
  listSubscriptionPlansQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { type ReactNode, useState } from 'react';
import { plans, promptCatalogue } from './fixtures.ts';

export interface MockQueries {
  data?: [QueryKey, unknown][];
  /** Queries that never answer: the loading state. */
  pending?: QueryKey[];
  failed?: [QueryKey, Error][];
}

/**
 * The plans and the prompt catalogue are public and the same for everyone: every story has the contract's, unless it
 * seeds its own.
 */
export function seedPublicAnswers(client: QueryClient): QueryClient {
  client.setQueryData(listSubscriptionPlansQueryKey(), plans);
  client.setQueryData(listPromptsQueryKey(), promptCatalogue);
  return client;
}

function mockQueryClient({ data = [], pending = [], failed = [] }: MockQueries): QueryClient {
  // retryOnMount false: a failed query stays failed when the screen mounts, as it would after a real failure.
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, refetchOnWindowFocus: false },
    },
  });
  seedPublicAnswers(client);
  for (const [queryKey, value] of data) client.setQueryData(queryKey, value);
  for (const queryKey of pending)
    void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) });
  for (const [queryKey, error] of failed) void client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(error) });
  return client;
}

function MockQueryProvider({ queries, children }: { queries: MockQueries; children: ReactNode }) {
  const [client] = useState(() => mockQueryClient(queries));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The story's data, seeded under the generated query keys the screen reads. */
export function withQueries(queries: MockQueries): Decorator {
  return (Story) => (
    <MockQueryProvider queries={queries}>
      <Story />
    </MockQueryProvider>
  );
}
