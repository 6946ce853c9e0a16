import type { User } from '@wishlist/contract/client/types.gen.ts';
import { dailyLikesText } from '@wishlist/mf-shared/daily-likes';
import { ButtonLink, CloseIcon, type EmptyStateProps, HeartIcon, IconButton, LoadingState, QueryState, SparklesIcon } from '@wishlist/ui';
import styled from 'styled-components';
import { Screen, ScreenNote } from '../../../components/Screen.tsx';
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

  return (
    <Frame>
      <DiscoverHeader user={user} subscription={subscription.isError ? null : subscription.data} />
      {/* Always one line, so the deck does not move down when today's count arrives. */}
      <ScreenNote>{subscription.data ? `Daily likes: ${dailyLikesText(subscription.data)}` : '\u00a0'}</ScreenNote>
      {/* Until the profile and the plan are known (the banner may come), a placeholder of the deck's size holds
          its place; then banner and deck arrive together and nothing on screen moves. */}
      {ownProfile.isPending || subscription.isPending ? (
        <Deck>
          <LoadingState text="Finding amazing people..." />
        </Deck>
      ) : (
        <>
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
            </QueryState>
          </Deck>
        </>
      )}
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

/** The deck ran out: come back later, or look at the people already added. */
const nobodyLeft: EmptyStateProps = {
  icon: <SparklesIcon size={32} />,
  title: "You've seen everyone for now",
  text: 'New people join every day. Check back soon, or look through the people you already added.',
  action: <ButtonLink to="/wishlist">View My Wishlist</ButtonLink>,
};
