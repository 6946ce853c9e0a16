import type { Entitlements, FeedFiltersUpdate, OwnProfile, User } from '@wishlist/contract/client/types.gen.ts';
import { dailyLikesText, likesToday, likesUsedUp } from '@wishlist/mf-shared/daily-likes';
import { hasSuperLikes, useEntitlements } from '@wishlist/mf-shared/entitlements';
import { HydrateLater } from '@wishlist/mf-shared/hydrate-later';
import { useOwnProfile, useUpdateOwnProfile } from '@wishlist/mf-shared/own-profile';
import { useSubscription } from '@wishlist/mf-shared/subscription';
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
import { useReducer, useState } from 'react';
import styled from 'styled-components';
import { useLikesReceived } from '../../../api/list-likes-received.ts';
import { PersonMenu } from '../../../components/safety/PersonMenu.tsx';
import { Screen, ScreenNote } from '../../../components/Screen.tsx';
import { useDeck } from '../hooks/use-deck.ts';
import { activeFilterCount } from '../utils/feed-filters.ts';
import { CardStack } from './CardStack.tsx';
import { ChoosePreferencesBanner } from './ChoosePreferencesBanner.tsx';
import { DeckButtons, NewLikesIn } from './DeckButtons.tsx';
import { DeckList } from './DeckList.tsx';
import { DiscoverHeader } from './DiscoverHeader.tsx';
import { DiscoverToolbar } from './DiscoverToolbar.tsx';
import { FilterSheet } from './FilterSheet.tsx';
import { type LockedFeature, LockedFeatureDialog } from './LockedFeatureDialog.tsx';
import { Onboarding } from './Onboarding.tsx';

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
 * The filters sheet: open or not, and saving what it chose. The server applies the saved filters and "show me" to
 * the feed; each save (`saves`) starts the deck over (own-profile).
 */
function useFilterSheet() {
  const saveProfile = useUpdateOwnProfile();
  const [open, setOpen] = useState(false);
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
            title: "Your filters weren't saved",
            description: 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  return { open, setOpen, saves, save, saving: saveProfile.isPending };
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
      <DailyLikesLine today={today ? dailyLikesText(today) : null} listView={listView} onToggle={toggleListView} />
      {/* Until the profile and the plan are known (the toolbar and a banner may come), a placeholder of the deck's
          size holds their place; then they and the deck arrive together and nothing on screen moves. */}
      {ownProfile.isPending || subscription.isPending || entitlements.isPending ? (
        <Deck>
          <LoadingState text="Finding amazing people..." />
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
            onSuperLikeLocked={() => setLocked('superLike')}
          />
        </>
      )}
      {profile && (
        <FilterSheet
          open={filterSheet.open}
          onClose={() => filterSheet.setOpen(false)}
          filters={profile.filters}
          onApply={filterSheet.save}
          interestsLocked={!advancedFilters}
          hasLocation={Boolean(profile.coordinates)}
          saving={filterSheet.saving}
        />
      )}
      <LockedFeatureDialog locked={locked} onClose={() => setLocked(null)} />
    </Frame>
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
  onSuperLikeLocked,
}: DeckCardsProps) {
  const deck = useDeck(user.id, {
    superLikesLocked: entitlements !== undefined && !hasSuperLikes(entitlements),
    onSuperLikeLocked,
  });
  useRestartOnSave(filtersSaved, deck.restart);
  return (
    <Deck>
      <QueryState
        query={deck.cards}
        loadingText="Finding amazing people..."
        errorTitle="We couldn't load new people"
        empty={{
          when: (cards) => cards.length === 0,
          ...nobodyLeft,
          action: <NobodyLeftActions onAdjustFilters={onAdjustFilters} />,
        }}
      >
        {(cards) =>
          listView ? (
            <DeckList deck={deck} />
          ) : (
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
          )
        }
      </QueryState>
    </Deck>
  );
}

/** Each save of the filters (`saves` counts them) starts the deck over. */
function useRestartOnSave(saves: number, restart: () => void) {
  const [restartedFor, setRestartedFor] = useState(saves);
  if (restartedFor !== saves) {
    setRestartedFor(saves);
    restart();
  }
}

/** Today's likes (a no-break space until known, so the deck does not move), and the switch to the list view. */
function DailyLikesLine({
  today,
  listView,
  onToggle,
}: {
  today: string | null;
  listView: boolean;
  onToggle: () => void;
}) {
  return (
    <NoteLine>
      <span>{today ? `Daily likes: ${today}` : '\u00a0'}</span>
      <ViewToggle type="button" aria-pressed={listView} onClick={onToggle}>
        List view
      </ViewToggle>
    </NoteLine>
  );
}

/** What nobody left offers: wider filters, or the people already added. */
function NobodyLeftActions({ onAdjustFilters }: { onAdjustFilters: () => void }) {
  return (
    <EmptyActions>
      <Button onClick={onAdjustFilters}>Adjust filters</Button>
      <ButtonLink to="/wishlist" variant="secondary">
        View My Wishlist
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
