// The match moment ("It's a match!"), told to both people wherever they are in the app: the one whose like made
// the match (the screen that liked calls `tellOfMatch` with the answer) and the other, through the event stream's
// `match` event, which the liker gets too. The shell shows the one dialog (`MatchMoment`); a match told twice (the
// answer and the event) shows once. Like the stream's events, the moments travel as window events, so every
// federated bundle's copy of this module reaches the shell's.
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { announce } from '@wishlist/ui';
import { useServerEvents } from '@wishlist/app-runtime/event-stream';
import { useSessionUser } from '@wishlist/app-runtime/session';
import { useText } from './i18n.ts';

/** A face in the match moment: who, and their photo (initials without one). */
export interface MatchFace {
  name: string;
  photo: string | null;
}
export type MatchedPerson = MatchFace & { id: string };

const WINDOW_EVENT = 'wishlist:match-moment';
const CLOSED_EVENT = 'wishlist:match-moment-closed';
/** The answer to a like and the stream's event of the same match come within moments of each other. */
const SAME_MATCH_MS = 60_000;

/** A like of this browser's user made a match with `person`: the moment shows, on whatever screen is open. */
export function tellOfMatch(person: MatchedPerson): void {
  window.dispatchEvent(new CustomEvent<MatchedPerson>(WINDOW_EVENT, { detail: person }));
}

/** Calls `then` each time a match moment is closed (what waits for the moment to be over: the ask for notifications). */
export function useMatchMomentClosed(then: () => void): void {
  const closed = useEffectEvent(then);
  useEffect(() => {
    window.addEventListener(CLOSED_EVENT, closed);
    return () => window.removeEventListener(CLOSED_EVENT, closed);
  }, []);
}

/** The one match moment of the signed-in app (the shell's): opens for every match told, by a like or the stream. */
export function MatchMoment() {
  const user = useSessionUser();
  const [match, setMatch] = useState<MatchedPerson | null>(null);
  const [told, setTold] = useState(false);
  const toldAt = useRef(new Map<string, number>());
  const { text } = useText();
  const tell = (person: MatchedPerson) => {
    const before = toldAt.current.get(person.id);
    toldAt.current.set(person.id, Date.now());
    if (before === undefined || Date.now() - before > SAME_MATCH_MS) {
      setMatch(person);
      setTold(true);
      // Said as it happens, whatever has the focus, before the dialog (loaded with the first match) takes it.
      announce(text('domain.match.announce', { name: person.name }));
    }
  };
  useServerEvents((event) => {
    if (event.type !== 'match') return;
    const { id, name, imageURL } = event.data.profile;
    tell({ id, name, photo: imageURL });
  });
  const hear = useEffectEvent((event: Event) => tell((event as CustomEvent<MatchedPerson>).detail));
  useEffect(() => {
    window.addEventListener(WINDOW_EVENT, hear);
    return () => window.removeEventListener(WINDOW_EVENT, hear);
  }, []);
  const me = user && {
    name: `${user.firstName} ${user.lastName}`.trim() || user.username,
    photo: user.profilePhoto,
  };
  const close = () => {
    setMatch(null);
    window.dispatchEvent(new Event(CLOSED_EVENT));
  };
  // The dialog's code loads with the first match told, and stays for the next (and for its closing).
  if (!told) return null;
  return (
    <Suspense fallback={null}>
      <MatchDialog me={me} match={match} onClose={close} />
    </Suspense>
  );
}

const MatchDialog = lazy(async () => ({ default: (await import('./match-dialog.tsx')).MatchDialog }));
