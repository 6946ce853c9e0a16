import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { UserResponse } from '@wishlist/contract/client/types.gen.ts';
import { setSessionUser } from '@wishlist/app-runtime/session';

/**
 * After login or register: the user is stored (spec §4) and becomes the session's user in the cache. Whatever was
 * cached before belonged to a guest or to someone else on this device, so it is dropped first.
 */
export function rememberUser(queryClient: QueryClient, { user }: UserResponse): void {
  queryClient.removeQueries();
  queryClient.setQueryData(getCurrentUserQueryKey(), { user });
  setSessionUser(user);
}
