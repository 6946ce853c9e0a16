// The signed-in browser's one event stream (GET /api/events, Server-Sent Events): new messages, read receipts,
// matches, closed conversations and changes of the likes received as they happen. The shell opens it (`useEventStream`) and every bundle listens
// (`useServerEvents`). Each federated bundle may carry its own copy of this module, so the events travel as window
// events: whoever opened the stream, every copy hears the same ones.
import type {
  ConversationClosedEvent,
  LikesReceivedEvent,
  MatchEvent,
  MessageEvent as NewMessageEvent,
  ReadEvent,
} from '@wishlist/contract/client/types.gen.ts';
import { useEffect, useRef } from 'react';
import { type EndedSession, sessionEnded } from './session.ts';

/** What the stream says, by its SSE event type (the contract's event schemas). */
export interface ServerEventData {
  message: NewMessageEvent;
  read: ReadEvent;
  match: MatchEvent;
  'conversation-closed': ConversationClosedEvent;
  'likes-received': LikesReceivedEvent;
}

export type ServerEvent =
  | { [Type in keyof ServerEventData]: { type: Type; data: ServerEventData[Type] } }[keyof ServerEventData]
  /** A new connection after the old one was given up: events may have been missed, so read again what they change. */
  | { type: 'resync' };

const types: readonly (keyof ServerEventData)[] = ['message', 'read', 'match', 'conversation-closed', 'likes-received'];
const WINDOW_EVENT = 'wishlist:server-event';
export const EVENTS_URL = '/api/events';

/** The browser retries a dropped connection by itself; one it gives up (an error answer) is retried from here. */
const FIRST_RETRY_MS = 3_000;
const LONGEST_RETRY_MS = 60_000;

/**
 * For 2 s after the stream tells of a change, the reads it sets off go to the primary database, not a replica that may
 * not have the change yet (the kit's TOLD_OF_CHANGE_COOKIE): a cookie the browser drops by itself.
 */
const TOLD_OF_CHANGE = 'wishlist.told=1; Max-Age=2; Path=/; SameSite=Lax';

function announce(event: ServerEvent): void {
  document.cookie = TOLD_OF_CHANGE;
  window.dispatchEvent(new CustomEvent<ServerEvent>(WINDOW_EVENT, { detail: event }));
}

/**
 * Opens the stream and keeps it open until the returned function is called. The first stream starts with the
 * events made since the page started (`pageAgeMs`), so a match or a message made while the page loaded is not lost.
 * A dropped connection is resumed by
 * the browser itself (it sends Last-Event-ID, so the server replays what was missed). An answer that is not a
 * stream (a 401, a 503 while matching restarts, a mock server without one) makes the browser give up: then a new
 * stream is tried after 3 s, doubling up to a minute, and once it opens everyone is told to read again ('resync').
 * A stream that never connects stays quiet: nothing is shown for it.
 *
 * A session ended by the server ends the stream for good: its last frame (`session-ended`) says why, and a stream
 * the browser gave up asks `GET /api/auth/me` once, whose 401 says why (an EventSource cannot read an answer's
 * body). Either way `sessionEnded` signs the person out, and nothing is tried again.
 */
export function openEventStream(): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  let connectedBefore = false;
  const stop = () => {
    clearTimeout(timer);
    source?.close();
  };

  const connect = () => {
    // The first stream also asks for what happened while this page loaded (read before the stream could open);
    // a later one is followed by a 'resync' instead.
    const url = connectedBefore ? EVENTS_URL : `${EVENTS_URL}?pageAgeMs=${Math.round(performance.now())}`;
    const current = new EventSource(url, { withCredentials: true });
    source = current;
    const missedSome = connectedBefore;
    let resynced = false;
    current.onopen = () => {
      delay = FIRST_RETRY_MS;
      connectedBefore = true;
      if (missedSome && !resynced) announce({ type: 'resync' });
      resynced = true;
    };
    current.onerror = () => {
      if (current.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
      // Loaded only now: the shell's build reads EVENTS_URL from this module in Node, where the client has no place.
      void import('./api-client.ts')
        .then(({ sessionIsOver }) => sessionIsOver())
        .catch(() => false)
        .then((over) => {
          if (over && source === current) stop();
        });
    };
    current.addEventListener('session-ended', (message) => {
      stop();
      const error = parse(message.data) as Partial<EndedSession> | undefined;
      sessionEnded({ code: error?.code ?? '', message: error?.message ?? '', until: error?.until });
    });
    for (const type of types) {
      current.addEventListener(type, (message) => {
        const data = parse(message.data);
        if (data !== undefined) announce({ type, data } as ServerEvent);
      });
    }
  };

  connect();
  return stop;
}

function parse(text: unknown): unknown {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The shell's signed-in layout holds the stream open while `signedIn`. */
export function useEventStream(signedIn: boolean): void {
  useEffect(() => (signedIn ? openEventStream() : undefined), [signedIn]);
}

/** Calls `listener` with every event of the stream while the component is mounted. */
export function useServerEvents(listener: (event: ServerEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const hear = (event: Event) => latest.current((event as CustomEvent<ServerEvent>).detail);
    window.addEventListener(WINDOW_EVENT, hear);
    return () => window.removeEventListener(WINDOW_EVENT, hear);
  }, []);
}
