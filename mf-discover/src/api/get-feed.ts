import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import {
  listProfilesInfiniteOptions,
  listProfilesInfiniteQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { ProfilesResponse } from '@wishlist/contract/client/types.gen.ts';

const feedRequest = (userId: string) => ({ query: { userId } });

/**
 * The discover feed of GET /api/profiles?userId=…, page by page (`nextCursor`). The server applies the filters saved
 * on the account; a change of them starts every loaded feed over (@wishlist/shared-data/own-profile).
 */
export function useFeed(userId: string) {
  return useInfiniteQuery({
    ...listProfilesInfiniteOptions(feedRequest(userId)),
    // The first page has no cursor; each next page starts at the previous page's `nextCursor`.
    initialPageParam: {},
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The feed's cache key. */
export const feedQueryKey = (userId: string) => listProfilesInfiniteQueryKey(feedRequest(userId));

/** Takes a person out of every loaded feed, as the server does once they are in the wishlist. */
export function dropFromFeed(queryClient: QueryClient, userId: string, profileId: string): void {
  queryClient.setQueriesData<InfiniteData<ProfilesResponse>>(
    { queryKey: feedQueryKey(userId) },
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({
          ...page,
          profiles: page.profiles.filter((profile) => profile.id !== profileId),
        })),
      },
  );
}
