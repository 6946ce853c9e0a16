import { useInfiniteQuery } from '@tanstack/react-query';
import { listConversationsInfiniteOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * GET /api/conversations, page by page: one per match, newest activity first, with the last message and the unread
 * count. The event stream refreshes it (@wishlist/shared-data/conversations).
 */
export function useConversations() {
  return useInfiniteQuery({
    ...listConversationsInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
