import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { useRef, useState } from 'react';
import type { SwipeDirection } from './use-swipe.ts';

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

/** Sends a card out of the deck. */
export type Leave = (
  profile: Profile,
  offset: number,
  direction: SwipeDirection,
  how?: { lift?: number; added?: boolean },
) => void;

/** The card animating out of the deck: `leave` starts its exit, `onLeft` ends it. */
export function useExitAnimation() {
  const [leaving, setLeaving] = useState<LeavingCard | null>(null);
  const exits = useRef(0);
  const leave: Leave = (profile, offset, direction, { lift = 0, added = false } = {}) => {
    exits.current += 1;
    setLeaving({ profile, offset, lift, direction, id: exits.current, added });
  };
  return { leaving, leave, onLeft: () => setLeaving(null) };
}
