import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { useEffect, useMemo, useState } from 'react';
import { useFeed } from '../../../api/get-feed.ts';
import { deckMemory } from '../../../lib/deck-memory.ts';
import { LIST_SIZE, STACK_SIZE, nextIndex, stackOf, topIndex } from '../utils/deck.ts';

/** Load the next page while this many people are still ahead, so the deck never waits. */
const PREFETCH_AHEAD = 5;

type Feed = ReturnType<typeof useFeed>;

/**
 * The cards as a query result: pending until a card can show (the first page, or the next one at the end of the
 * loaded people), failed when none can (`refetch` asks again for what failed), else the stacked people, top first
 * (none once everyone has been seen).
 */
export type DeckCards = { isFetching: boolean; refetch: () => unknown } & (
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: Profile[] }
);

function deckCards(feed: Feed, stack: Profile[]): DeckCards {
  const retry = () => (feed.isFetchNextPageError ? feed.fetchNextPage() : feed.refetch());
  const fetching = { isFetching: feed.isFetching, refetch: retry };
  if (feed.isPending) return { ...fetching, status: 'pending' };
  if (stack.length > 0) return { ...fetching, status: 'success', data: stack };
  if (feed.isError) return { ...fetching, status: 'error', error: feed.error };
  if (feed.hasNextPage) return { ...fetching, status: 'pending' };
  return { ...fetching, status: 'success', data: [] };
}

/** Where the deck resumes: the person on top when the user left /app (after them if they were passed). */
function resumeIndex(people: Profile[], hasMore: boolean): number {
  const { profileId, passed } = deckMemory.resumePoint();
  const at = people.findIndex((person) => person.id === profileId);
  if (at < 0) return 0;
  return passed ? nextIndex(at, people.length, hasMore) : at;
}

/** The next page loads while few people are ahead; after a failed page the deck waits for the user's Try Again. */
function usePrefetch(feed: Feed, loaded: number, top: number) {
  const { hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = feed;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && loaded - top <= PREFETCH_AHEAD)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, loaded, top, fetchNextPage]);
}

/** The photos of the people after the stack start loading now, so each new card appears complete. */
function usePreloadPhotos(people: Profile[], top: number) {
  useEffect(() => {
    for (const person of people.slice(top + STACK_SIZE, top + 2 * STACK_SIZE)) new Image().src = person.profilePhoto;
  }, [people, top]);
}

/**
 * The deck's paging: the feed, page by page, as a stack of cards from where the user left it, the next page loading
 * while 5 people are ahead and the photos of the 3 people after the stack preloading. The top is remembered.
 */
export function useDeckPages(userId: string) {
  const feed = useFeed(userId);
  const people = useMemo(() => feed.data?.pages.flatMap((page) => page.profiles) ?? [], [feed.data]);
  const hasMore = feed.hasNextPage;
  const [index, setIndex] = useState(() => resumeIndex(people, hasMore));
  const top = topIndex(index, people.length, hasMore);
  const stack = stackOf(people, index, hasMore);
  const current = stack[0];
  useEffect(() => {
    if (current) deckMemory.rememberTop(current.id);
  }, [current]);
  usePrefetch(feed, people.length, top);
  usePreloadPhotos(people, top);
  return {
    people,
    current,
    cards: deckCards(feed, stack),
    /** The list view's people: from the one on top on, as loaded (no wrapping: the list ends where the feed does). */
    listed: people.slice(top, top + LIST_SIZE),
    /** What emptied the deck (the first page's answer when it is empty): the dealbreakers to offer to relax. */
    emptiedBy: feed.data?.pages[0]?.emptiedBy ?? [],
    /** On to the next person, wrapping around once the feed has no more pages. */
    next: () => setIndex((at) => nextIndex(at, people.length, hasMore)),
    /** The person at `at` (of the people then loaded) left the feed: whoever is on top stays there. */
    leftFeed: (at: number) => setIndex((now) => (at >= 0 && at < now ? now - 1 : now)),
    /** The deck from its top: the feed was read again from its start. */
    restart: () => setIndex(0),
  };
}

export type DeckPages = ReturnType<typeof useDeckPages>;
