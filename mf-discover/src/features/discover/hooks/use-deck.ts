import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { announce } from '@wishlist/ui';
import { dropFromFeed } from '../../../api/get-feed.ts';
import { useRecordPass } from '../../../api/record-pass.ts';
import { useIntl } from '../../../i18n.ts';
import { useArrowKeys } from './use-arrow-keys.ts';
import { useDeckPages } from './use-deck-pages.ts';
import { useExitAnimation } from './use-exit-animation.ts';
import { type LikeOptions, useLikeFlow } from './use-like-flow.ts';
import type { SwipeDirection } from './use-swipe.ts';

export type { DeckCards } from './use-deck-pages.ts';
export type { LeavingCard } from './use-exit-animation.ts';
export type DeckOptions = LikeOptions;

/**
 * The Discover deck (spec §2, §4): the feed, page by page, as a stack of cards (use-deck-pages). Pass (button, left
 * swipe, ←) moves on, wrapping around once the feed has no more pages; add (button, right swipe, →) and super like
 * (star button, upward swipe) run the like flow (use-like-flow); a card that leaves animates out
 * (use-exit-animation). The list view (the deck without swiping) acts on anyone it lists. `restart` starts the deck from its top, for a feed read again from its start (new filters:
 * own-profile).
 */
export function useDeck(userId: string, options: DeckOptions = {}) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const passedOn = (person: Profile) =>
    announce(intl.formatMessage({ id: 'discover.passedOn' }, { name: person.name }));
  const pages = useDeckPages(userId);
  const exit = useExitAnimation();
  const recordPass = useRecordPass();
  const likes = useLikeFlow(userId, { ...pages, ...exit }, options);

  // Pass never waits for a like: a like that hangs or failed leaves it usable (spec §2 disables only the add).
  const pass = (offset = 0) => {
    const { current } = pages;
    if (!current) return;
    likes.passed();
    exit.leave(current, offset, offset < 0 ? 'left' : 'right');
    recordPass(current.id);
    pages.next();
    passedOn(current);
  };
  // The list view's Pass: on the one on top, as the deck's; someone further down leaves the loaded list.
  const passOn = (person: Profile) => {
    if (person.id === pages.current?.id) return pass();
    recordPass(person.id);
    dropFromFeed(queryClient, userId, person.id);
    passedOn(person);
  };
  useArrowKeys({ left: () => pass(), right: () => void likes.add() });

  return {
    cards: pages.cards,
    /** The list view's people, the one on top first. */
    listed: pages.listed,
    emptiedBy: pages.emptiedBy,
    /** The deck from its top: the feed was read again from its start. */
    restart: pages.restart,
    /** The card animating out, until `onLeft`. */
    leaving: exit.leaving,
    onLeft: exit.onLeft,
    /** A like is under way: another like and the swipe wait (Pass does not). */
    busy: likes.busy,
    /** No add now: one runs, or the person just added is still leaving. */
    addDisabled: likes.busy || exit.leaving?.added === true,
    pass,
    passOn,
    add: likes.add,
    superLike: likes.superLike,
    /** The list view's Add and Super like, for anyone in it. */
    addPerson: (person: Profile) => likes.add(0, person),
    superLikePerson: (person: Profile) => likes.superLike(0, 0, undefined, person),
    swipe: (direction: SwipeDirection, offset: number, lift = 0) => {
      if (direction === 'up') return likes.superLike(offset, lift);
      return direction === 'right' ? likes.add(offset) : pass(offset);
    },
  };
}
