import type {
  DeckEmptiedBy,
  Entitlements,
  FeedFiltersUpdate,
  OwnProfile,
  Profile,
  User,
} from '@wishlist/contract/client/types.gen.ts';
import { likesToday, likesUsedUp } from '@wishlist/shared-data/daily-likes';
import { hasSuperLikes, useEntitlements } from '@wishlist/shared-data/entitlements';
import { HydrateLater } from '@wishlist/app-runtime/hydrate-later';
import { useOwnProfile, useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { useSubscription } from '@wishlist/shared-data/subscription';
import {
  Button,
  ButtonLink,
  type EmptyStateProps,
  LoadingState,
  QueryState,
  SparklesIcon,
  theme,
  toast,
} from '@wishlist/ui';
import { lazy, Suspense, useReducer, useState } from 'react';
import styled from 'styled-components';
import { useLikesReceived } from '../../../api/list-likes-received.ts';
import { useIntl } from '../../../i18n.ts';
import type { Commenting } from '../../../components/commenting.ts';
import { CommentSheet } from '../../../components/CommentSheet.tsx';
import { PersonMenu } from '../../../components/safety/PersonMenu.tsx';
import { Screen, ScreenNote } from '../../../components/Screen.tsx';
import { useDeck } from '../hooks/use-deck.ts';
import { activeFilterCount, relaxUpdate } from '../utils/feed-filters.ts';
import { CardStack } from './CardStack.tsx';
import { ChoosePreferencesBanner } from './ChoosePreferencesBanner.tsx';
import { DeckButtons, NewLikesIn } from './DeckButtons.tsx';
import { DeckList } from './DeckList.tsx';
import { DiscoverHeader } from './DiscoverHeader.tsx';
import { DiscoverToolbar } from './DiscoverToolbar.tsx';
import { type LockedFeature, LockedFeatureDialog } from './LockedFeatureDialog.tsx';

// The filter sheet's code loads the first time it opens.
const FilterSheet = lazy(async () => ({ default: (await import('./FilterSheet.tsx')).FilterSheet }));
// Only a new person needs the onboarding (its fields, the prompts editor): its code loads for them alone.
const Onboarding = lazy(async () => ({ default: (await import('./Onboarding.tsx')).Onboarding }));

type DiscoverIntl = ReturnType<typeof useIntl>;

/** What the deck shows while it loads. */
function FindingPeople() {
  return <LoadingState text={useIntl().formatMessage({ id: 'discover.loading' })} />;
}

/**
 * /app (spec §2, §4): for a person whose profile lacks the birth date or the first name, the onboarding first (it
 * runs to its end once begun, also past the two required steps); then the deck.
 */
export function DiscoverScreen({ user }: { user: User }) {
  const ownProfile = useOwnProfile();
  const profile = ownProfile.data?.profile;
  const [onboarding, setOnboarding] = useState(false);
  if (profile && !profile.discoverable && !onboarding) setOnboarding(true);
  if (profile && onboarding)
    return (
      <Suspense fallback={<FindingPeople />}>
        <Onboarding profile={profile} onDone={() => setOnboarding(false)} />
      </Suspense>
    );
  // The deck's reads (the feed, Likes you) wait for the profile: someone still to onboard may not make them (403).
  // Without it (offline, an error) the deck says so itself, as before.
  if (ownProfile.isPending) return <FindingPeople />;
  return <DeckScreen user={user} />;
}

/**
 * The filters sheet: open or not (`opened`: ever, so its code has loaded), and saving what it chose. The server
 * applies the saved filters and "show me" to the feed; each save (`saves`) starts the deck over (own-profile).
 */
function useFilterSheet() {
  const intl = useIntl();
  const saveProfile = useUpdateOwnProfile();
  const [open, setOpenNow] = useState(false);
  const [opened, setOpened] = useState(false);
  const setOpen = (value: boolean) => {
    if (value) setOpened(true);
    setOpenNow(value);
  };
  const [saves, setSaves] = useState(0);
  const save = (filters: FeedFiltersUpdate) =>
    saveProfile.mutate(
      { body: { filters } },
      {
        onSuccess: () => {
          setSaves((count) => count + 1);
          setOpen(false);
        },
        onError: () =>
          toast({
            title: intl.formatMessage({ id: 'discover.filtersNotSaved.title' }),
            description: intl.formatMessage({ id: 'discover.filtersNotSaved.text' }),
            variant: 'destructive',
          }),
      },
    );
  return { open, opened, setOpen, saves, save, saving: saveProfile.isPending };
}

/**
 * The header, today's likes, the tools of the plan (Likes you, Filters, Boost), and the deck of suggested people with
 * Pass, Super like and Add.
 */
function DeckScreen({ user }: { user: User }) {
  const subscription = useSubscription(user.id);
  const ownProfile = useOwnProfile();
  const entitlements = useEntitlements();
  const filterSheet = useFilterSheet();
  const [locked, setLocked] = useState<LockedFeature | null>(null);
  // Interests in common apply only while the plan has them (the server keeps but ignores a lapsed plan's).
  const advancedFilters = entitlements.data?.flags.advancedFilters === true;
  const profile = ownProfile.data?.profile;
  const today = entitlements.data && likesToday(entitlements.data);
  const [listView, toggleListView] = useReducer((shown: boolean) => !shown, false);

  return (
    <Frame>
      <DiscoverHeader user={user} subscription={subscription.data} photo={profile?.profilePhoto ?? user.profilePhoto} />
      <DailyLikesLine today={today} listView={listView} onToggle={toggleListView} />
      {/* Until the profile and the plan are known (the toolbar and a banner may come), a placeholder of the deck's
          size holds their place; then they and the deck arrive together and nothing on screen moves. */}
      {ownProfile.isPending || subscription.isPending || entitlements.isPending ? (
        <Deck>
          <FindingPeople />
        </Deck>
      ) : (
        <>
          {entitlements.data && (
            <DeckTools
              entitlements={entitlements.data}
              profile={profile}
              onOpenFilters={() => filterSheet.setOpen(true)}
              onBoostLocked={() => setLocked('boost')}
            />
          )}
          {profile?.discoverable && <ChoosePreferencesBanner profile={profile} />}
          <DeckCards
            user={user}
            entitlements={entitlements.data}
            atLimit={today !== undefined && likesUsedUp(today)}
            filtersSaved={filterSheet.saves}
            listView={listView}
            onAdjustFilters={() => filterSheet.setOpen(true)}
            onRelax={(emptiedBy) => filterSheet.save(relaxUpdate(emptiedBy))}
            onSuperLikeLocked={() => setLocked('superLike')}
          />
        </>
      )}
      {profile && filterSheet.opened && (
        <Filters sheet={filterSheet} profile={profile} interestsLocked={!advancedFilters} />
      )}
      <LockedFeatureDialog locked={locked} onClose={() => setLocked(null)} />
    </Frame>
  );
}

interface FiltersProps {
  sheet: ReturnType<typeof useFilterSheet>;
  profile: OwnProfile;
  interestsLocked: boolean;
}

/** The filter sheet on the saved filters, once its code has loaded (the first time it opens). */
function Filters({ sheet, profile, interestsLocked }: FiltersProps) {
  return (
    <Suspense>
      <FilterSheet
        open={sheet.open}
        onClose={() => sheet.setOpen(false)}
        filters={profile.filters}
        onApply={sheet.save}
        interestsLocked={interestsLocked}
        hasLocation={Boolean(profile.coordinates)}
        saving={sheet.saving}
      />
    </Suspense>
  );
}

interface DeckToolsProps {
  entitlements: Entitlements;
  profile: OwnProfile | undefined;
  onOpenFilters: () => void;
  onBoostLocked: () => void;
}

/** The toolbar over the deck: Likes you with its count, Filters with how many are on, Boost. */
function DeckTools({ entitlements, profile, onOpenFilters, onBoostLocked }: DeckToolsProps) {
  const likes = useLikesReceived();
  const filters = profile
    ? activeFilterCount(profile.filters, {
        hasLocation: Boolean(profile.coordinates),
        interests: entitlements.flags.advancedFilters,
      })
    : 0;
  return (
    // The toolbar, the cards and the buttons hydrate each on its own (HydrateLater): a tap waits for none.
    <HydrateLater>
      <DiscoverToolbar
        entitlements={entitlements}
        likesCount={likes.data?.pages[0]?.count}
        activeFilters={filters}
        onOpenFilters={onOpenFilters}
        onBoostLocked={onBoostLocked}
      />
    </HydrateLater>
  );
}

interface DeckCardsProps {
  user: User;
  entitlements: Entitlements | undefined;
  /** Today's likes are used up: the heart looks off and says when they come back. */
  atLimit: boolean;
  /** How many times the filters were saved: each save starts the deck over. */
  filtersSaved: number;
  /** The people as a list with buttons instead of a deck to swipe. */
  listView: boolean;
  onAdjustFilters: () => void;
  /** Turns off a dealbreaker (or two-way) that emptied the deck; the deck starts over once saved. */
  onRelax: (emptiedBy: DeckEmptiedBy) => void;
  onSuperLikeLocked: () => void;
}

/**
 * The deck of suggested people with Pass, Super like and Add. The deck's state lives here, so a pass or a like draws
 * the deck again and not the screen around it (docs/architecture.md, "Interactions on a phone").
 */
function DeckCards({
  user,
  entitlements,
  atLimit,
  filtersSaved,
  listView,
  onAdjustFilters,
  onRelax,
  onSuperLikeLocked,
}: DeckCardsProps) {
  const superLikes = entitlements !== undefined && hasSuperLikes(entitlements);
  const deck = useDeck(user.id, {
    superLikesLocked: !superLikes,
    onSuperLikeLocked,
    superLikesPerDay: entitlements?.limits.superLikesPerDay,
  });
  const [commenting, setCommenting] = useState<Commenting | null>(null);
  const intl = useIntl();
  useRestartOnSave(filtersSaved, deck.restart);
  return (
    <Deck>
      <QueryState
        query={deck.cards}
        loadingText={intl.formatMessage({ id: 'discover.loading' })}
        errorTitle={intl.formatMessage({ id: 'discover.loadFailed' })}
        empty={emptyDeck(intl, { emptiedBy: deck.emptiedBy, onAdjustFilters, onRelax })}
      >
        {(cards) =>
          listView ? (
            <DeckList deck={deck} />
          ) : (
            <SwipeDeck
              cards={cards}
              deck={deck}
              user={user}
              entitlements={entitlements}
              atLimit={atLimit}
              onComment={setCommenting}
            />
          )
        }
      </QueryState>
      <CommentSheet
        commenting={commenting}
        onClose={() => setCommenting(null)}
        superLikes={superLikes}
        onSend={(comment, superLike) => {
          setCommenting(null);
          void (superLike ? deck.superLike(0, 0, comment) : deck.add(0, undefined, comment));
        }}
      />
    </Deck>
  );
}

interface SwipeDeckProps {
  cards: Profile[];
  deck: ReturnType<typeof useDeck>;
  user: User;
  entitlements: Entitlements | undefined;
  atLimit: boolean;
  onComment: (commenting: Commenting) => void;
}

/** The cards to swipe, each hydrated apart, and the buttons under them. */
function SwipeDeck({ cards, deck, user, entitlements, atLimit, onComment }: SwipeDeckProps) {
  return (
    <>
      <HydrateLater>
        <CardStack
          people={cards}
          leaving={deck.leaving}
          onLeft={deck.onLeft}
          onSwipe={deck.swipe}
          swipeDisabled={deck.busy}
          menu={(person) => <PersonMenu userId={user.id} person={person} look="onPhoto" />}
          onComment={onComment}
        />
      </HydrateLater>
      <HydrateLater>
        <DeckButtons
          entitlements={entitlements}
          atLimit={atLimit}
          addDisabled={deck.addDisabled}
          onPass={() => deck.pass()}
          onSuperLike={() => void deck.superLike()}
          onAdd={() => void deck.add()}
        />
      </HydrateLater>
      {atLimit && <NewLikesIn id="new-likes" />}
    </>
  );
}

/** Each save of the filters starts the deck over (the feed is read again from its start). */
function useRestartOnSave(filtersSaved: number, restart: () => void) {
  const [restartedFor, setRestartedFor] = useState(filtersSaved);
  if (restartedFor !== filtersSaved) {
    setRestartedFor(filtersSaved);
    restart();
  }
}

/** Until today's likes are known the line holds its height, so the deck does not move. */
const NO_BREAK_SPACE = '\u00a0';

/** Today's likes with the plan's cap, "3 / 10" or "40 (unlimited)" (spec §2), and the switch to the list view. */
function DailyLikesLine({
  today,
  listView,
  onToggle,
}: {
  today: ReturnType<typeof likesToday> | undefined;
  listView: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const likes =
    today &&
    (today.dailyLikeLimit === null
      ? intl.formatMessage({ id: 'discover.dailyLikes.unlimited' }, { used: today.dailyLikes })
      : intl.formatMessage(
          { id: 'discover.dailyLikes.limited' },
          { used: today.dailyLikes, limit: today.dailyLikeLimit },
        ));
  return (
    <NoteLine>
      <span>{likes ?? NO_BREAK_SPACE}</span>
      <ViewToggle type="button" aria-pressed={listView} onClick={onToggle}>
        {intl.formatMessage({ id: 'discover.listView' })}
      </ViewToggle>
    </NoteLine>
  );
}

/** The empty deck: what emptied it (dealbreakers, or nobody left), and what it offers. */
const emptyDeck = (intl: DiscoverIntl, props: NobodyLeftActionsProps) => ({
  when: (cards: unknown[]) => cards.length === 0,
  ...(props.emptiedBy.length > 0 ? emptiedByDealbreakers(intl, props.emptiedBy) : nobodyLeft(intl)),
  action: <NobodyLeftActions {...props} />,
});

interface NobodyLeftActionsProps {
  emptiedBy: DeckEmptiedBy[];
  onAdjustFilters: () => void;
  onRelax: (emptiedBy: DeckEmptiedBy) => void;
}

/** What nobody left offers: relaxing the dealbreakers that emptied the deck, wider filters, the people added. */
function NobodyLeftActions({ emptiedBy, onAdjustFilters, onRelax }: NobodyLeftActionsProps) {
  const intl = useIntl();
  return (
    <EmptyActions>
      {emptiedBy.map((which) => (
        <Button key={which} onClick={() => onRelax(which)}>
          {intl.formatMessage({ id: 'discover.empty.relax' }, { which })}
        </Button>
      ))}
      <Button variant={emptiedBy.length > 0 ? 'secondary' : 'primary'} onClick={onAdjustFilters}>
        {intl.formatMessage({ id: 'discover.empty.adjustFilters' })}
      </Button>
      <ButtonLink to="/wishlist" variant="secondary">
        {intl.formatMessage({ id: 'discover.empty.wishlist' })}
      </ButtonLink>
    </EmptyActions>
  );
}

/** Today's likes, and the switch to the list view (its 44 px overhang the line rather than make it taller). */
const NoteLine = styled(ScreenNote)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;
const ViewToggle = styled.button`
  min-height: 44px;
  margin: -12px -8px;
  padding: 0 8px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.primaryStrong};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
`;
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
/** Nobody is left to show with these filters: widen them, come back later, or look at the people already added. */
const nobodyLeft = (intl: DiscoverIntl): EmptyStateProps => ({
  icon: <SparklesIcon size={32} />,
  title: intl.formatMessage({ id: 'discover.empty.title' }),
  text: intl.formatMessage({ id: 'discover.empty.text' }),
});
/** The deck is empty because of dealbreakers (the server's `emptiedBy`): which ones, and that relaxing ranks instead. */
const emptiedByDealbreakers = (intl: DiscoverIntl, emptiedBy: DeckEmptiedBy[]): EmptyStateProps => {
  const names = emptiedBy
    .map((which) => intl.formatMessage({ id: 'discover.empty.dealbreakers.name' }, { which }))
    .reduce((list, name) => intl.formatMessage({ id: 'discover.empty.dealbreakers.and' }, { names: list, name }));
  return {
    icon: <SparklesIcon size={32} />,
    title: intl.formatMessage({ id: 'discover.empty.dealbreakers.title' }),
    text: intl.formatMessage({ id: 'discover.empty.dealbreakers.text' }, { names }),
  };
};
const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;
