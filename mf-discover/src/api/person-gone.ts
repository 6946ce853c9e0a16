import type { QueryClient } from '@tanstack/react-query';
import { getProfileQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { refreshConversations, refreshLikesReceived } from '@wishlist/shared-data/conversations';
import { dropFromFeed } from './get-feed.ts';
import { refreshWishlist } from './wishlist-changed.ts';

/**
 * After a block, a report or an unmatch: the person leaves every loaded deck at once, and the wishlist, the matches,
 * the conversations, the likes received and their profile are read again (the server no longer shows them, or no
 * longer as a match).
 */
export function forgetPerson(queryClient: QueryClient, userId: string, profileId: string): void {
  dropFromFeed(queryClient, userId, profileId);
  refreshWishlist(queryClient, userId, true);
  void refreshConversations(queryClient);
  void refreshLikesReceived(queryClient);
  void queryClient.invalidateQueries({ queryKey: getProfileQueryKey({ path: { id: profileId } }) });
}
