import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/mf-shared/api-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddToWishlist } from '../../../api/add-to-wishlist.ts';
import { dropFromFeed, useFeed } from '../../../api/get-feed.ts';
import { useRecordPass } from '../../../api/record-pass.ts';
import { deckMemory } from '../../../lib/deck-memory.ts';
import { isLimitReached, isNetworkOrServerFailure } from '../../../lib/like-failure.ts';
import {
  showAddedToast,
  showLikeFailedToast,
  showLimitReachedToast,
  showSuperLikeLimitToast,
  showSuperLikedToast,
} from '../../../lib/toasts.ts';
import { useCheckLikeLimit } from '../api/check-like-limit.ts';
import { STACK_SIZE, nextIndex, stackOf, topIndex } from '../utils/deck.ts';
import { useArrowKeys } from './use-arrow-keys.ts';
import type { SwipeDirection } from './use-swipe.ts';

/** Load the next page while this many people are still ahead, so the deck never waits. */
const PREFETCH_AHEAD = 5;

/** A card that just left the deck, animated out over the new top card (spec §2: 0.3 s, slide and rotate). */
export interface LeavingCard {
  profile: Profile;
  /** Where it was let go (px): 0 for the buttons and keys, the drag offset for a swipe. */
  offset: number;
  /** How far up it was let go (px, 0 or less): an upward swipe leaves from there. */
  lift: number;
  direction: SwipeDirection;
  /** Tells two exits of the same person apart (a deck of one wraps onto itself). */
  id: number;
  /** Added, not passed: the next person is not in sight until this card has gone. */
  added: boolean;
}

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

/** Where the deck resumes: the person on top when the user left /app (after them if they were passed). */
function resumeIndex(people: Profile[], hasMore: boolean): number {
  const { profileId, passed } = deckMemory.resumePoint();
  const at = people.findIndex((person) => person.id === profileId);
  if (at < 0) return 0;
  return passed ? nextIndex(at, people.length, hasMore) : at;
}

export interface DeckOptions {
  /** The plan has no super likes: a super like opens the upgrade prompt instead. */
  superLikesLocked?: boolean;
  /** Opens the upgrade prompt for super likes. */
  onSuperLikeLocked?: () => void;
}

/**
 * The Discover deck (spec §2, §4): the feed, page by page, as a stack of cards. Pass (button, left swipe, ←) moves
 * on, wrapping around once the feed has no more pages; add (button, right swipe, →) checks the like limit first,
 * then adds; super like (star button, upward swipe; gold) adds with a star and uses no daily like. The next page
 * loads while 5 people are ahead; the photos of the 3 people after the stack preload. `restart` starts
 * the deck from its top, for a feed read again from its start (new filters: own-profile).
 */
export function useDeck(userId: string, { superLikesLocked = false, onSuperLikeLocked }: DeckOptions = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feed = useFeed(userId);
  const likeLimit = useCheckLikeLimit(userId);
  const wishlist = useAddToWishlist(userId);
  const recordPass = useRecordPass();

  const people = useMemo(() => feed.data?.pages.flatMap((page) => page.profiles) ?? [], [feed.data]);
  const hasMore = feed.hasNextPage;
  const [index, setIndex] = useState(() => resumeIndex(people, hasMore));
  const [leaving, setLeaving] = useState<LeavingCard | null>(null);
  const exits = useRef(0);
  // A like runs from the limit check to the answer. The ref stops a second tap in the same frame, before React
  // has drawn the disabled button; the state draws it.
  const liking = useRef(false);
  const [busy, setBusy] = useState(false);
  const setLiking = (running: boolean) => {
    liking.current = running;
    setBusy(running);
  };

  const top = topIndex(index, people.length, hasMore);
  const stack = stackOf(people, index, hasMore);
  const current = stack[0];
  // What is on screen as a like starts (a Retry's closure is older), and how many passes were made since.
  const onScreen = useRef({ people, current });
  useEffect(() => {
    onScreen.current = { people, current };
  });
  const passes = useRef(0);
  // Spec §2: no add while one runs, nor before the next person is in sight (the added card is still leaving).
  const addDisabled = busy || leaving?.added === true;

  useEffect(() => {
    if (current) deckMemory.rememberTop(current.id);
  }, [current]);

  // After a failed page the deck waits for the user's Try Again instead of asking again and again.
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = feed;
  useEffect(() => {
    if (hasMore && !isFetchingNextPage && !isFetchNextPageError && people.length - top <= PREFETCH_AHEAD)
      void fetchNextPage();
  }, [hasMore, isFetchingNextPage, isFetchNextPageError, people.length, top, fetchNextPage]);

  // The photos of the people after the stack start loading now, so each new card appears complete.
  useEffect(() => {
    for (const person of people.slice(top + STACK_SIZE, top + 2 * STACK_SIZE)) new Image().src = person.profilePhoto;
  }, [people, top]);

  const leave = (profile: Profile, offset: number, direction: SwipeDirection, { lift = 0, added = false } = {}) => {
    exits.current += 1;
    setLeaving({ profile, offset, lift, direction, id: exits.current, added });
  };

  // Pass never waits for a like: a like that hangs or failed leaves it usable (spec §2 disables only the add).
  const pass = (offset = 0) => {
    if (!current) return;
    passes.current += 1;
    leave(current, offset, offset < 0 ? 'left' : 'right');
    recordPass(current.id);
    setIndex((at) => nextIndex(at, people.length, hasMore));
  };

  /**
   * Called as a like of `person` starts; its answer then says they were liked. A liked person leaves the loaded
   * feed: still on top, their card leaves and the next one moves up into the same index; passed already (a Retry, or
   * a like answered after a Pass), the deck stays on the card now on top.
   */
  const likeStarts = (person: Profile) => {
    const { people: shown, current: top } = onScreen.current;
    const passesBefore = passes.current;
    return (offset: number, direction: SwipeDirection, lift = 0) => {
      if (top?.id === person.id && passes.current === passesBefore) {
        leave(person, offset, direction, { lift, added: true });
        return;
      }
      const at = shown.findIndex((someone) => someone.id === person.id);
      setIndex((now) => (at >= 0 && at < now ? now - 1 : now));
    };
  };

  // Spec §4: check the limit first (reached: the limit toast, nothing added), then add; on success the toast, the
  // refreshed wishlist and subscription, and the next card. A check or add that gets no answer or a server error
  // says so with Retry (for the same person); the card stays, and Pass still moves on.
  const add = async (offset = 0, person = current) => {
    if (!person || liking.current || leaving?.added) return;
    setLiking(true);
    const liked = likeStarts(person);
    try {
      await likeLimit.check();
    } catch (error) {
      if (isLimitReached(error)) showLimitReachedToast(() => void navigate('/pricing'));
      else showLikeFailedToast(error, () => void add(0, person));
      setLiking(false);
      return;
    }
    try {
      await wishlist.add(person.id);
      showAddedToast();
      liked(offset, 'right');
    } catch (error) {
      // Spec §8: an add refused after the limit check passed shows nothing. Someone already in the wishlist (added
      // on their profile page meanwhile) just leaves the deck, as the server would no longer list them.
      if (isApiError(error, 'ALREADY_IN_WISHLIST')) {
        dropFromFeed(queryClient, userId, person.id);
        leave(person, offset, 'right');
      } else if (isNetworkOrServerFailure(error)) {
        showLikeFailedToast(error, () => void add(0, person));
      }
    } finally {
      setLiking(false);
    }
  };

  // A super like is counted on its own (no like-limit check); the server's refusal names what stopped it.
  const superLike = async (offset = 0, lift = 0) => {
    if (!current || liking.current || leaving?.added) return;
    if (superLikesLocked) {
      onSuperLikeLocked?.();
      return;
    }
    const person = current;
    setLiking(true);
    const liked = likeStarts(person);
    try {
      await wishlist.add(person.id, true);
      showSuperLikedToast(person.name);
      liked(offset, 'up', lift);
    } catch (error) {
      if (isNetworkOrServerFailure(error)) showLikeFailedToast(error, () => void superLike());
      else if (isApiError(error, 'SUPER_LIKES_LOCKED')) onSuperLikeLocked?.();
      else if (isApiError(error, 'SUPER_LIKE_LIMIT_REACHED')) showSuperLikeLimitToast();
      else if (isApiError(error, 'ALREADY_IN_WISHLIST')) {
        dropFromFeed(queryClient, userId, person.id);
        leave(person, offset, 'up', { lift });
      }
    } finally {
      setLiking(false);
    }
  };

  useArrowKeys({ left: () => pass(), right: () => void add() });

  const retry = () => (isFetchNextPageError ? fetchNextPage() : feed.refetch());
  const fetching = { isFetching: feed.isFetching, refetch: retry };
  let cards: DeckCards;
  if (feed.isPending) cards = { ...fetching, status: 'pending' };
  else if (current) cards = { ...fetching, status: 'success', data: stack };
  else if (feed.isError) cards = { ...fetching, status: 'error', error: feed.error };
  else if (hasMore) cards = { ...fetching, status: 'pending' };
  else cards = { ...fetching, status: 'success', data: [] };

  return {
    cards,
    /** The deck from its top: the feed was read again from its start. */
    restart: () => setIndex(0),
    /** The card animating out, until `onLeft`. */
    leaving,
    onLeft: () => setLeaving(null),
    /** A like is under way: another like and the swipe wait (Pass does not). */
    busy,
    /** No add now: one runs, or the person just added is still leaving. */
    addDisabled,
    pass,
    add,
    superLike,
    swipe: (direction: SwipeDirection, offset: number, lift = 0) => {
      if (direction === 'up') return superLike(offset, lift);
      return direction === 'right' ? add(offset) : pass(offset);
    },
  };
}
