import type { User } from '@wishlist/contract/client/types.gen.ts';
import { dailyLikesText } from '@wishlist/mf-shared/daily-likes';
import { Button, ButtonLink, CloseIcon, EmptyState, HeartIcon, IconButton, LoadingState, SparklesIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useDeck } from '../hooks/use-deck.ts';
import { CardStack } from './CardStack.tsx';
import { CompleteProfileBanner } from './CompleteProfileBanner.tsx';
import { DiscoverHeader } from './DiscoverHeader.tsx';
import { MatchDialog } from './MatchDialog.tsx';

/** /app (spec §2, §4): the header, today's likes, and the deck of suggested people with Pass and Add. */
export function DiscoverScreen({ user }: { user: User }) {
  const subscription = useSubscription(user.id);
  const ownProfile = useOwnProfile();
  const deck = useDeck(user.id);
  const { cards } = deck;

  return (
    <Screen>
      <DiscoverHeader user={user} subscription={subscription.isError ? null : subscription.data} />
      {subscription.data && <DailyLikes>{`Daily likes: ${dailyLikesText(subscription.data)}`}</DailyLikes>}
      {ownProfile.data && !ownProfile.data.profile.discoverable && <CompleteProfileBanner />}
      <Deck>
        {cards.status === 'pending' ? (
          <LoadingState text="Finding amazing people..." />
        ) : cards.status === 'error' ? (
          <EmptyState
            title="We couldn't load new people"
            text="Check your connection and try again."
            action={
              <Button onClick={() => void cards.refetch()} disabled={cards.isFetching}>
                Try Again
              </Button>
            }
          />
        ) : cards.data.length === 0 ? (
          <EmptyState
            icon={<SparklesIcon size={32} />}
            title="You've seen everyone for now"
            text="New people join every day. Check back soon, or look through the people you already added."
            action={<ButtonLink to="/wishlist">View My Wishlist</ButtonLink>}
          />
        ) : (
          <>
            <CardStack people={cards.data} leaving={deck.leaving} onLeft={deck.onLeft} onSwipe={deck.swipe} swipeDisabled={deck.busy} />
            <Actions>
              <IconButton label="Pass" variant="pass" size={64} icon={<CloseIcon size={30} />} onClick={() => deck.pass()} disabled={deck.busy} />
              <IconButton
                label="Add to wishlist"
                variant="primary"
                size={72}
                icon={<HeartIcon size={32} />}
                onClick={() => void deck.add()}
                disabled={deck.busy}
              />
            </Actions>
          </>
        )}
      </Deck>
      <MatchDialog user={user} match={deck.match} onClose={deck.closeMatch} />
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
