import { useQueryClient } from '@tanstack/react-query';
import type { Profile, User } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/mf-shared/api-client';
import { dailyLikesText } from '@wishlist/mf-shared/daily-likes';
import { Button, ButtonLink, CloseIcon, EmptyState, HeartIcon, IconButton, LoadingState, SparklesIcon, theme } from '@wishlist/ui';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAddToWishlist } from '../../../api/add-to-wishlist.ts';
import { dropFromFeed, useFeed } from '../../../api/get-feed.ts';
import { deckMemory } from '../../../lib/deck-memory.ts';
import { showAddedToast, showLimitReachedToast } from '../../../lib/toasts.ts';
import { useCheckLikeLimit } from '../api/check-like-limit.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { useSubscription } from '../api/get-subscription.ts';
import type { SwipeDirection } from '../hooks/use-swipe.ts';
import { STACK_SIZE, nextIndex, stackOf, topIndex } from '../utils/deck.ts';
import { CardStack, type LeavingCard } from './CardStack.tsx';
import { CompleteProfileBanner } from './CompleteProfileBanner.tsx';
import { DiscoverHeader } from './DiscoverHeader.tsx';
import { MatchDialog } from './MatchDialog.tsx';

/** Load the next page while this many people are still ahead, so the deck never waits. */
const PREFETCH_AHEAD = 5;

/** Where the deck resumes: the person on top when the user left /app (after them if they were passed). */
function resumeIndex(people: Profile[], hasMore: boolean): number {
  const { profileId, passed } = deckMemory.resumePoint();
  const at = people.findIndex((person) => person.id === profileId);
  if (at < 0) return 0;
  return passed ? nextIndex(at, people.length, hasMore) : at;
}

/**
 * /app (spec §2, §4): the header, today's likes, and the stack of suggested people. Pass (button, left
 * swipe, ←) moves on and wraps around; add (button, right swipe, →) checks the like limit, then adds.
 */
export function DiscoverScreen({ user }: { user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feed = useFeed(user.id);
  const subscription = useSubscription(user.id);
  const ownProfile = useOwnProfile();
  const likeLimit = useCheckLikeLimit(user.id);
  const wishlist = useAddToWishlist(user.id);

  const people = useMemo(() => feed.data?.pages.flatMap((page) => page.profiles) ?? [], [feed.data]);
  const hasMore = feed.hasNextPage;
  const [index, setIndex] = useState(() => resumeIndex(people, hasMore));
  const [leaving, setLeaving] = useState<LeavingCard | null>(null);
  const [match, setMatch] = useState<Profile | null>(null);
  const exits = useRef(0);

  const top = topIndex(index, people.length, hasMore);
  const stack = stackOf(people, index, hasMore);
  const current = stack[0];
  const busy = likeLimit.isPending || wishlist.isPending;

  useEffect(() => {
    if (current) deckMemory.rememberTop(current.id);
  }, [current]);

  // After a failed page the deck waits for the user's Try Again instead of asking again and again.
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = feed;
  useEffect(() => {
    if (hasMore && !isFetchingNextPage && !isFetchNextPageError && people.length - top <= PREFETCH_AHEAD) void fetchNextPage();
  }, [hasMore, isFetchingNextPage, isFetchNextPageError, people.length, top, fetchNextPage]);

  // The photos of the people after the stack start loading now, so each new card appears complete.
  useEffect(() => {
    for (const person of people.slice(top + STACK_SIZE, top + 2 * STACK_SIZE)) new Image().src = person.profilePhoto;
  }, [people, top]);

  const leave = (profile: Profile, offset: number, direction: SwipeDirection) => {
    exits.current += 1;
    setLeaving({ profile, offset, direction, id: exits.current });
  };

  const pass = (offset = 0) => {
    if (!current || busy) return;
    leave(current, offset, offset < 0 ? 'left' : 'right');
    setIndex((at) => nextIndex(at, people.length, hasMore));
  };

  // Spec §4: check the limit first (a failure shows the limit toast and adds nothing), then add; on success
  // the toast, the refreshed wishlist and subscription, and the next card. The person leaves the loaded feed,
  // so the next one moves up into the same index.
  const add = async (offset = 0) => {
    if (!current || busy) return;
    const person = current;
    try {
      await likeLimit.check();
    } catch (error) {
      if (isApiError(error) && error.code === 'LIKE_LIMIT_REACHED') showLimitReachedToast(() => void navigate('/pricing'));
      return;
    }
    try {
      const { matched } = await wishlist.add(person.id);
      showAddedToast();
      leave(person, offset, 'right');
      if (matched) setMatch(person);
    } catch (error) {
      // Spec §8: a failed add after the limit check shows nothing. Someone already in the wishlist (added
      // on their profile page meanwhile) just leaves the deck, as the server would no longer list them.
      if (isApiError(error) && error.code === 'ALREADY_IN_WISHLIST') {
        dropFromFeed(queryClient, user.id, person.id);
        leave(person, offset, 'right');
      }
    }
  };

  const swipe = (direction: SwipeDirection, offset: number) => (direction === 'right' ? add(offset) : pass(offset));

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || match) return;
    const { target } = event;
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
    if (event.key === 'ArrowLeft') pass();
    else if (event.key === 'ArrowRight') void add();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Screen>
      <DiscoverHeader user={user} subscription={subscription.isError ? null : subscription.data} />
      {subscription.data && <DailyLikes>{`Daily likes: ${dailyLikesText(subscription.data)}`}</DailyLikes>}
      {ownProfile.data && !ownProfile.data.profile.discoverable && <CompleteProfileBanner />}
      <Deck>
        {feed.isPending ? (
          <LoadingState text="Finding amazing people..." />
        ) : feed.isError && !current ? (
          <EmptyState
            title="We couldn't load new people"
            text="Check your connection and try again."
            action={
              <Button onClick={() => void (isFetchNextPageError ? fetchNextPage() : feed.refetch())} disabled={feed.isFetching}>
                Try Again
              </Button>
            }
          />
        ) : people.length === 0 && !hasMore ? (
          <EmptyState
            icon={<SparklesIcon size={32} />}
            title="You've seen everyone for now"
            text="New people join every day. Check back soon, or look through the people you already added."
            action={<ButtonLink to="/wishlist">View My Wishlist</ButtonLink>}
          />
        ) : !current ? (
          <LoadingState text="Finding amazing people..." />
        ) : (
          <>
            <CardStack
              people={stack}
              leaving={leaving}
              onLeft={() => setLeaving(null)}
              onSwipe={swipe}
              swipeDisabled={busy}
            />
            <Actions>
              <IconButton label="Pass" variant="pass" size={64} icon={<CloseIcon size={30} />} onClick={() => pass()} disabled={busy} />
              <IconButton
                label="Add to wishlist"
                variant="primary"
                size={72}
                icon={<HeartIcon size={32} />}
                onClick={() => void add()}
                disabled={busy}
              />
            </Actions>
          </>
        )}
      </Deck>
      <MatchDialog user={user} match={match} onClose={() => setMatch(null)} />
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;
const DailyLikes = styled.p`
  margin: 0 16px 12px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 700;
`;
const Deck = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: 4px 16px 16px;
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 32px;
  padding-top: 8px;
`;
