import { useInfiniteQuery } from '@tanstack/react-query';
import {
  listLikesReceivedInfiniteOptions,
  listLikesReceivedInfiniteQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * GET /api/likes/received, page by page: the people who added the user and whom they have not added, newest first
 * (premium, gold), or only their count (`locked`, free). Discover's "Likes you" button reads its first page.
 */
export function useLikesReceived() {
  return useInfiniteQuery({
    ...listLikesReceivedInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export const likesReceivedQueryKey = () => listLikesReceivedInfiniteQueryKey();
