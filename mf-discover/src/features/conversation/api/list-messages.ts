import { useInfiniteQuery } from '@tanstack/react-query';
import { listMessagesInfiniteOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * GET /api/conversations/{profileId}/messages, newest page first and older pages as the user scrolls up (each page
 * oldest to newest). The event stream and the user's own sends add to it (@wishlist/shared-data/conversations).
 */
export function useMessages(profileId: string) {
  return useInfiniteQuery({
    ...listMessagesInfiniteOptions({ path: { profileId } }),
    initialPageParam: { path: { profileId } },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
