import { useQueryClient } from '@tanstack/react-query';
import type { LikeComment, Profile } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddToWishlist } from '../../../api/add-to-wishlist.ts';
import { dropFromFeed } from '../../../api/get-feed.ts';
import { isLimitReached, isNetworkOrServerFailure } from '../../../lib/like-failure.ts';
import {
  showAddedToast,
  showCommentRefusedToast,
  showLikeFailedToast,
  showLimitReachedToast,
  showSuperLikeLimitToast,
  showSuperLikedToast,
} from '../../../lib/toasts.ts';
import { useCheckLikeLimit } from '../api/check-like-limit.ts';
import type { DeckPages } from './use-deck-pages.ts';
import type { LeavingCard, Leave } from './use-exit-animation.ts';
import type { SwipeDirection } from './use-swipe.ts';

/** What a like needs of the deck: who is on screen, and how a card leaves. */
interface LikeDeck extends Pick<DeckPages, 'people' | 'current' | 'leftFeed'> {
  leaving: LeavingCard | null;
  leave: Leave;
}

/** Says a like's person was liked, once its answer came: from where the card was let go. */
type Liked = (offset: number, direction: SwipeDirection, lift?: number) => void;

/**
 * One like at a time, from its start (the limit check) to its answer; and where the deck goes when it is answered.
 * Spec §2: no like while one runs, nor before the next person is in sight (the added card is still leaving).
 */
function useOneLikeAtATime(deck: LikeDeck) {
  // The ref stops a second tap in the same frame, before React has drawn the disabled button; the state draws it.
  const liking = useRef(false);
  const [busy, setBusy] = useState(false);
  const setLiking = (running: boolean) => {
    liking.current = running;
    setBusy(running);
  };
  // What is on screen as a like starts (a Retry's closure is older), and how many passes were made since.
  const onScreen = useRef({ people: deck.people, current: deck.current });
  useEffect(() => {
    onScreen.current = { people: deck.people, current: deck.current };
  });
  const passes = useRef(0);

  /**
   * Called as a like of `person` starts; its answer then says they were liked. A liked person leaves the loaded
   * feed: still on top, their card leaves and the next one moves up into the same index; passed already (a Retry, or
   * a like answered after a Pass), the deck stays on the card now on top.
   */
  const likeStarts = (person: Profile): Liked => {
    const { people: shown, current: top } = onScreen.current;
    const passesBefore = passes.current;
    return (offset, direction, lift = 0) => {
      if (top?.id === person.id && passes.current === passesBefore)
        deck.leave(person, offset, direction, { lift, added: true });
      else deck.leftFeed(shown.findIndex((someone) => someone.id === person.id));
    };
  };

  /** Runs a like of `person` unless one runs or the added card is leaving; `instead` runs in its place (locked). */
  const run = async (
    person: Profile | undefined,
    like: (liked: Liked, person: Profile) => Promise<void>,
    instead?: () => void,
  ) => {
    if (!person || liking.current || deck.leaving?.added) return;
    if (instead) return instead();
    setLiking(true);
    try {
      await like(likeStarts(person), person);
    } finally {
      setLiking(false);
    }
  };
  return { busy, run, passed: () => void (passes.current += 1) };
}

export interface LikeOptions {
  /** The plan has no super likes: a super like opens the upgrade prompt instead. */
  superLikesLocked?: boolean;
  /** Opens the upgrade prompt for super likes. */
  onSuperLikeLocked?: () => void;
  /** The plan's super likes a day (null: no cap), which come back when today's are used up. */
  superLikesPerDay?: number | null;
}

/**
 * The like flow (spec §4): add checks the like limit first (reached: the limit toast, nothing added), then adds; on
 * success the toast, the refreshed wishlist and subscription, and the next card. A check or add that gets no answer
 * or a server error says so with Retry (for the same person); the card stays. A super like is counted on its own
 * (no like-limit check); the server's refusal names what stopped it. Either may carry a comment (the comment sheet);
 * a comment the server refuses says why and leaves the card. `passed` tells it of each Pass.
 */
export function useLikeFlow(
  userId: string,
  deck: LikeDeck,
  { superLikesLocked = false, onSuperLikeLocked, superLikesPerDay }: LikeOptions,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const likeLimit = useCheckLikeLimit(userId);
  const wishlist = useAddToWishlist(userId);
  const { busy, run, passed } = useOneLikeAtATime(deck);
  // Someone already in the wishlist (added on their profile page meanwhile) just leaves the deck, as the server
  // would no longer list them.
  const alreadyAdded = (person: Profile, offset: number, direction: SwipeDirection, lift = 0) => {
    dropFromFeed(queryClient, userId, person.id);
    deck.leave(person, offset, direction, { lift });
  };

  const add = (offset = 0, person = deck.current, comment?: LikeComment): Promise<void> =>
    run(person, async (liked, person) => {
      try {
        await likeLimit.check();
      } catch (error) {
        if (isLimitReached(error)) showLimitReachedToast(() => void navigate('/pricing'));
        else showLikeFailedToast(error, () => void add(0, person, comment));
        return;
      }
      try {
        await wishlist.add(person.id, false, comment);
        showAddedToast();
        liked(offset, 'right');
      } catch (error) {
        // Spec §8: an add refused after the limit check passed shows nothing.
        if (isApiError(error, 'ALREADY_IN_WISHLIST')) alreadyAdded(person, offset, 'right');
        else if (isApiError(error, 'EMPTY_COMMENT', 'UNKNOWN_COMMENT_TARGET')) showCommentRefusedToast(error);
        else if (isNetworkOrServerFailure(error)) showLikeFailedToast(error, () => void add(0, person, comment));
      }
    });

  const superLike = (offset = 0, lift = 0, comment?: LikeComment, person = deck.current): Promise<void> =>
    run(
      person,
      async (liked, person) => {
        try {
          await wishlist.add(person.id, true, comment);
          showSuperLikedToast(person.name);
          liked(offset, 'up', lift);
        } catch (error) {
          if (isNetworkOrServerFailure(error)) showLikeFailedToast(error, () => void superLike(0, 0, comment, person));
          else if (isApiError(error, 'EMPTY_COMMENT', 'UNKNOWN_COMMENT_TARGET')) showCommentRefusedToast(error);
          else if (isApiError(error, 'SUPER_LIKES_LOCKED')) onSuperLikeLocked?.();
          else if (isApiError(error, 'SUPER_LIKE_LIMIT_REACHED')) showSuperLikeLimitToast(superLikesPerDay ?? 0);
          else if (isApiError(error, 'ALREADY_IN_WISHLIST')) alreadyAdded(person, offset, 'up', lift);
        }
      },
      superLikesLocked ? () => onSuperLikeLocked?.() : undefined,
    );

  return { busy, add, superLike, passed };
}
