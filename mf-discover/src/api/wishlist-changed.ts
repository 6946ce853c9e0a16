import type { QueryClient } from '@tanstack/react-query';
import { getWishlistQueryKey, listMatchesQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** After an add or a remove: the wishlist (and the navigation's count) and, when a match came or went, the matches. */
export function refreshWishlist(queryClient: QueryClient, userId: string, matchChanged: boolean): void {
  void queryClient.invalidateQueries({ queryKey: getWishlistQueryKey({ path: { userId } }) });
  if (matchChanged) void queryClient.invalidateQueries({ queryKey: listMatchesQueryKey({ path: { userId } }) });
}
