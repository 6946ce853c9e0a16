import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import {
  listProfilesInfiniteOptions,
  listProfilesInfiniteQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { ListProfilesData, ProfilesResponse } from '@wishlist/contract/client/types.gen.ts';

/** The advanced filters as query parameters (premium, gold); none by default. */
export type FeedFilterQuery = Omit<NonNullable<ListProfilesData['query']>, 'userId' | 'cursor' | 'limit'>;

const feedRequest = (userId: string, filters: FeedFilterQuery = {}) => ({ query: { userId, ...filters } });

/** The discover feed of GET /api/profiles?userId=…(&filters), page by page (`nextCursor`). */
export function useFeed(userId: string, filters: FeedFilterQuery = {}) {
  return useInfiniteQuery({
    ...listProfilesInfiniteOptions(feedRequest(userId, filters)),
    // The first page has no cursor; each next page starts at the previous page's `nextCursor`.
    initialPageParam: {},
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The feed's cache key; without filters it also finds every filtered feed (keys match by prefix). */
export const feedQueryKey = (userId: string, filters: FeedFilterQuery = {}) =>
  listProfilesInfiniteQueryKey(feedRequest(userId, filters));

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
