import type { User } from '@wishlist/contract/client/types.gen.ts';
import { dailyLikesText } from '@wishlist/mf-shared/daily-likes';
import { ButtonLink, CloseIcon, type EmptyStateProps, HeartIcon, IconButton, QueryState, SparklesIcon, theme } from '@wishlist/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Screen, ScreenNote } from '../../../components/Screen.tsx';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useDeck } from '../hooks/use-deck.ts';
import { CardStack } from './CardStack.tsx';
import { CompleteProfileBanner } from './CompleteProfileBanner.tsx';
import { DiscoverHeader } from './DiscoverHeader.tsx';
import { MatchDialog } from './MatchDialog.tsx';
import { timeUntilNewLikes } from '../utils/next-likes.ts';

/** /app (spec §2, §4): the header, today's likes, and the deck of suggested people with Pass and Add. */
export function DiscoverScreen({ user }: { user: User }) {
  const subscription = useSubscription(user.id);
  const ownProfile = useOwnProfile();
  const deck = useDeck(user.id);
  const likes = subscription.data;
  const atLimit = likes !== undefined && likes.dailyLikeLimit !== null && likes.dailyLikes >= likes.dailyLikeLimit;

  return (
    <Frame>
      <DiscoverHeader
        user={user}
        subscription={subscription.isError ? null : subscription.data}
        photo={ownProfile.data?.profile.profilePhoto ?? user.profilePhoto}
      />
      {subscription.data && <ScreenNote>{`Daily likes: ${dailyLikesText(subscription.data)}`}</ScreenNote>}
      {ownProfile.data && !ownProfile.data.profile.discoverable && <CompleteProfileBanner />}
      <Deck>
        <QueryState
          query={deck.cards}
          loadingText="Finding amazing people..."
          errorTitle="We couldn't load new people"
          empty={{ when: (cards) => cards.length === 0, ...nobodyLeft }}
        >
          {(cards) => (
            <>
              <CardStack people={cards} leaving={deck.leaving} onLeft={deck.onLeft} onSwipe={deck.swipe} swipeDisabled={deck.busy} />
              <Actions>
                <IconButton label="Pass" variant="pass" size={64} icon={<CloseIcon size={30} />} onClick={() => deck.pass()} disabled={deck.busy} />
                {/* At the limit the heart looks off but still answers a tap with the limit toast and its Upgrade. */}
                <Heart
                  label="Add to wishlist"
                  variant="primary"
                  size={72}
                  icon={<HeartIcon size={32} />}
                  onClick={() => void deck.add()}
                  disabled={deck.addDisabled}
                  $spent={atLimit}
                  aria-describedby={atLimit ? 'new-likes' : undefined}
                />
              </Actions>
              {atLimit && <NewLikesIn id="new-likes" />}
            </>
          )}
        </QueryState>
      </Deck>
      <MatchDialog user={user} match={deck.match} onClose={deck.closeMatch} />
    </Frame>
  );
}

/** The deck takes the height that is left, and no more. */
const Frame = styled(Screen)`
  min-height: 0;
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

const Heart = styled(IconButton)<{ $spent: boolean }>`
  opacity: ${({ $spent }) => ($spent ? 0.45 : 1)};
  filter: ${({ $spent }) => ($spent ? 'grayscale(1)' : 'none')};
`;

/** When the likes come back (00:00 UTC), counted down by the minute. */
function NewLikesIn({ id }: { id: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return <NewLikes id={id}>New likes in {timeUntilNewLikes(now)}</NewLikes>;
}
const NewLikes = styled.p`
  padding-top: 6px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 700;
  text-align: center;
`;

/** The deck ran out: come back later, or look at the people already added. */
const nobodyLeft: EmptyStateProps = {
  icon: <SparklesIcon size={32} />,
  title: "You've seen everyone for now",
  text: 'New people join every day. Check back soon, or look through the people you already added.',
  action: <ButtonLink to="/wishlist">View My Wishlist</ButtonLink>,
};
