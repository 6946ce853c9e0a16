import type { Entitlements, FeedFiltersUpdate, SubscriptionPlan, User } from '@wishlist/contract/client/types.gen.ts';
import { HydrateLater } from '@wishlist/mf-shared/hydrate-later';
import { dailyLikesText } from '@wishlist/mf-shared/daily-likes';
import { hasSuperLikes, useEntitlements } from '@wishlist/mf-shared/entitlements';
import { amountsByPlan, usePlans } from '@wishlist/mf-shared/plans';
import {
  Button,
  ButtonLink,
  CloseIcon,
  type EmptyStateProps,
  HeartIcon,
  IconButton,
  LoadingState,
  QueryState,
  SparklesIcon,
  UpgradeDialog,
  theme,
  toast,
} from '@wishlist/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLikesReceived } from '../../../api/list-likes-received.ts';
import { PersonMenu } from '../../../components/safety/PersonMenu.tsx';
import { Screen, ScreenNote } from '../../../components/Screen.tsx';
import { useOwnProfile, useUpdateOwnProfile } from '@wishlist/mf-shared/own-profile';
import { useSubscription } from '@wishlist/mf-shared/subscription';
import { useDeck } from '../hooks/use-deck.ts';
import { activeFilterCount } from '../utils/feed-filters.ts';
import { CardStack } from './CardStack.tsx';
import { ChoosePreferencesBanner } from './ChoosePreferencesBanner.tsx';
import { DiscoverHeader } from './DiscoverHeader.tsx';
import { DiscoverToolbar } from './DiscoverToolbar.tsx';
import { FilterSheet } from './FilterSheet.tsx';
import { Onboarding } from './Onboarding.tsx';
import { SuperLikeButton } from './SuperLikeButton.tsx';
import { timeUntilReset } from '../../../lib/until-reset.ts';

const superLikesSold = (plans: SubscriptionPlan[]) => amountsByPlan(plans, 'superLikesPerDay', () => 'a day');
const boostsSold = (plans: SubscriptionPlan[]) =>
  amountsByPlan(plans, 'boostsPerMonth', (n) => (n === 1 ? 'boost a month' : 'boosts a month'));

/** The locked features a tap on Discover can meet, with their upgrade prompts (how much each plan has: the plans'). */
const upgrades = {
  superLike: {
    title: 'Super likes come with Gold',
    text: (plans: SubscriptionPlan[]) =>
      `Stand out: they see a star on your card, and you come first in their deck. ${superLikesSold(plans)}`,
    plan: 'Gold',
  },
  boost: {
    title: 'Boosts come with Premium',
    text: (plans: SubscriptionPlan[]) => `Be one of the first people others see for 30 minutes. ${boostsSold(plans)}`,
    plan: 'Premium',
  },
} as const;

/**
 * /app (spec §2, §4): for a person whose profile lacks the birth date or the first name, the onboarding first (it
 * runs to its end once begun, also past the two required steps); then the deck.
 */
export function DiscoverScreen({ user }: { user: User }) {
  const ownProfile = useOwnProfile();
  const profile = ownProfile.data?.profile;
  const [onboarding, setOnboarding] = useState(false);
  if (profile && !profile.discoverable && !onboarding) setOnboarding(true);
  if (profile && onboarding) return <Onboarding profile={profile} onDone={() => setOnboarding(false)} />;
  // The deck's reads (the feed, Likes you) wait for the profile: someone still to onboard may not make them (403).
  // Without it (offline, an error) the deck says so itself, as before.
  if (ownProfile.isPending) return <LoadingState text="Finding amazing people..." />;
  return <DeckScreen user={user} />;
}

/**
 * The header, today's likes, the tools of the plan (Likes you, Filters, Boost), and the deck of suggested people with
 * Pass, Super like and Add.
 */
function DeckScreen({ user }: { user: User }) {
  const subscription = useSubscription(user.id);
  const ownProfile = useOwnProfile();
  const entitlements = useEntitlements();
  const plans = usePlans();
  const likes = useLikesReceived();
  const saveProfile = useUpdateOwnProfile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [upgrade, setUpgrade] = useState<keyof typeof upgrades | null>(null);
  // The server applies the saved filters and "show me" to the feed; saving them starts the deck over (own-profile).
  const [filtersSaved, setFiltersSaved] = useState(0);
  // Interests in common apply only while the plan has them (the server keeps but ignores a lapsed plan's).
  const advancedFilters = entitlements.data?.flags.advancedFilters === true;
  const profile = ownProfile.data?.profile;
  const hasLocation = Boolean(profile?.coordinates);
  const saveFilters = (filters: FeedFiltersUpdate) =>
    saveProfile.mutate(
      { body: { filters } },
      {
        onSuccess: () => {
          setFiltersSaved((saves) => saves + 1);
          setFiltersOpen(false);
        },
        onError: () =>
          toast({
            title: "Your filters weren't saved",
            description: 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  const prompt = upgrade && upgrades[upgrade];
  const likesToday = subscription.data;
  const atLimit =
    likesToday !== undefined &&
    likesToday.dailyLikeLimit !== null &&
    likesToday.dailyLikes >= likesToday.dailyLikeLimit;

  return (
    <Frame>
      <DiscoverHeader
        user={user}
        subscription={subscription.data}
        photo={ownProfile.data?.profile.profilePhoto ?? user.profilePhoto}
      />
      {/* Always one line, so the deck does not move down when today's count arrives. */}
      <ScreenNote>{subscription.data ? `Daily likes: ${dailyLikesText(subscription.data)}` : '\u00a0'}</ScreenNote>
      {/* Until the profile and the plan are known (the toolbar and a banner may come), a placeholder of the deck's
          size holds their place; then they and the deck arrive together and nothing on screen moves. */}
      {ownProfile.isPending || subscription.isPending || entitlements.isPending ? (
        <Deck>
          <LoadingState text="Finding amazing people..." />
        </Deck>
      ) : (
        <>
          {/* The toolbar, the cards and the buttons hydrate a task each (HydrateLater): a tap waits for none. */}
          {entitlements.data && (
            <HydrateLater>
              <DiscoverToolbar
                entitlements={entitlements.data}
                likesCount={likes.data?.pages[0]?.count}
                activeFilters={
                  profile ? activeFilterCount(profile.filters, { hasLocation, interests: advancedFilters }) : 0
                }
                onOpenFilters={() => setFiltersOpen(true)}
                onBoostLocked={() => setUpgrade('boost')}
              />
            </HydrateLater>
          )}
          {profile?.discoverable && <ChoosePreferencesBanner profile={profile} />}
          <DeckCards
            user={user}
            entitlements={entitlements.data}
            atLimit={atLimit}
            filtersSaved={filtersSaved}
            onAdjustFilters={() => setFiltersOpen(true)}
            onSuperLikeLocked={() => setUpgrade('superLike')}
          />
        </>
      )}
      {profile && (
        <FilterSheet
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          filters={profile.filters}
          onApply={saveFilters}
          interestsLocked={!advancedFilters}
          hasLocation={hasLocation}
          saving={saveProfile.isPending}
        />
      )}
      <UpgradeDialog
        title={prompt?.title ?? null}
        text={prompt?.text(plans.data ?? []).trim()}
        plan={prompt?.plan ?? 'Gold'}
        onClose={() => setUpgrade(null)}
      />
    </Frame>
  );
}

interface DeckCardsProps {
  user: User;
  entitlements: Entitlements | undefined;
  /** Today's likes are used up: the heart looks off and says when they come back. */
  atLimit: boolean;
  /** How many times the filters were saved: each save starts the deck over. */
  filtersSaved: number;
  onAdjustFilters: () => void;
  onSuperLikeLocked: () => void;
}

/**
 * The deck of suggested people with Pass, Super like and Add. The deck's state lives here, so a pass or a like draws
 * the deck again and not the screen around it (docs/architecture.md, "Interactions on a phone").
 */
function DeckCards({ user, entitlements, atLimit, filtersSaved, onAdjustFilters, onSuperLikeLocked }: DeckCardsProps) {
  const deck = useDeck(user.id, {
    superLikesLocked: entitlements !== undefined && !hasSuperLikes(entitlements),
    onSuperLikeLocked,
  });
  const [restartedFor, setRestartedFor] = useState(filtersSaved);
  if (restartedFor !== filtersSaved) {
    setRestartedFor(filtersSaved);
    deck.restart();
  }
  return (
    <Deck>
      <QueryState
        query={deck.cards}
        loadingText="Finding amazing people..."
        errorTitle="We couldn't load new people"
        empty={{
          when: (cards) => cards.length === 0,
          ...nobodyLeft,
          action: (
            <EmptyActions>
              <Button onClick={onAdjustFilters}>Adjust filters</Button>
              <ButtonLink to="/wishlist" variant="secondary">
                View My Wishlist
              </ButtonLink>
            </EmptyActions>
          ),
        }}
      >
        {(cards) => (
          <>
            <HydrateLater>
              <CardStack
                people={cards}
                leaving={deck.leaving}
                onLeft={deck.onLeft}
                onSwipe={deck.swipe}
                swipeDisabled={deck.busy}
                menu={(person) => <PersonMenu userId={user.id} person={person} look="onPhoto" />}
              />
            </HydrateLater>
            <HydrateLater>
              <Actions>
                <IconButton
                  label="Pass"
                  variant="pass"
                  size={64}
                  icon={<CloseIcon size={30} />}
                  onClick={() => deck.pass()}
                />
                <SuperLikeButton
                  entitlements={entitlements}
                  onClick={() => void deck.superLike()}
                  disabled={deck.addDisabled}
                />
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
            </HydrateLater>
            {atLimit && <NewLikesIn id="new-likes" />}
          </>
        )}
      </QueryState>
    </Deck>
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
  gap: 24px;
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
  return <NewLikes id={id}>New likes in {timeUntilReset(now)}</NewLikes>;
}
const NewLikes = styled.p`
  padding-top: 6px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 700;
  text-align: center;
`;

/** Nobody is left to show with these filters: widen them, come back later, or look at the people already added. */
const nobodyLeft: EmptyStateProps = {
  icon: <SparklesIcon size={32} />,
  title: "You've seen everyone",
  text: 'Nobody else matches your filters right now. Widen them, or check back soon: new people join every day.',
};
const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;
