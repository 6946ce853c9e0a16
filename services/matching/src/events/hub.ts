import { ApiError, pgListener, sessionEndedError, SESSIONS_ENDED_CHANNEL, type Db } from '@wishlist/service-kit';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { EVENTS_CHANNEL } from '../core/event-repository.ts';
import { streamDelivery } from './replay.ts';
import { eventReader } from './repository.ts';
import { sessionWatch } from './session-watch.ts';
import { send, streamRegistry, type Stream, type StreamRegistry } from './stream-registry.ts';

/** How often streams are pinged (keeps proxies and phones from dropping a quiet one) and their sessions checked. */
const PING_MS = 25_000;
/**
 * A stream ends after an hour (a tenth less at random, so streams opened together do not come back together); the
 * browser reconnects by itself with Last-Event-ID, and its session is read again.
 */
const MAX_LIFETIME_MS = 60 * 60 * 1000;
/** What a client's EventSource waits before it reconnects. */
const RETRY_MS = 3_000;

/** How often streams are pinged and how long one lives (tests shorten both). */
export interface StreamTiming {
  pingMs: number;
  maxLifetimeMs: number;
}

export interface EventHubOptions {
  pool: Pool;
  /** The pool as the kit's statement runner (the stored events' reads). */
  db: Db;
  databaseUrl: string;
  log: FastifyBaseLogger;
  timing?: Partial<StreamTiming>;
  /** Told the ids of the messages an open stream of `userId` was just written (their pushes are not needed). */
  messagesShown?: (userId: string, messageIds: string[]) => Promise<void>;
}

/** What a new stream is opened with. */
interface OpenStream {
  userId: string;
  sessionId: string;
  lastEventId: string | undefined;
  /** How long ago the page opening the stream started (the contract's `pageAgeMs`). */
  pageAgeMs?: number | undefined;
}

/** Answers the stream's request itself: the stream is written by hand (no serializer, no compression, no contract check of a body that never ends). */
function takeOver(stream: Stream, reply: FastifyReply, registry: StreamRegistry, closing: boolean): boolean {
  reply.hijack();
  const raw = reply.raw;
  stream.raw = raw;
  raw.on('close', () => registry.remove(stream));
  // A client gone while the stream was starting (its close already past) gives its place back here.
  if (closing || raw.destroyed || !raw.socket || raw.socket.destroyed) {
    raw.destroy();
    registry.remove(stream);
    return false;
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Tells nginx-like proxies not to buffer the stream.
    'x-accel-buffering': 'no',
    // A stream's connection is not reused: once the stream ends (also when the service closes) it goes.
    connection: 'close',
  });
  send(stream, `retry: ${RETRY_MS}\n\n`);
  return true;
}

interface ListenerParts {
  databaseUrl: string;
  log: FastifyBaseLogger;
  registry: StreamRegistry;
  delivery: ReturnType<typeof streamDelivery>;
  sessions: ReturnType<typeof sessionWatch>;
}

/** The one listener of the instance: announced events, and the ids of deleted sessions. */
function hubListener({ databaseUrl, log, registry, delivery, sessions }: ListenerParts) {
  return pgListener({
    databaseUrl,
    log,
    channels: {
      [EVENTS_CHANNEL]: (id) => delivery.announce(id),
      [SESSIONS_ENDED_CHANNEL]: (sessionIds) => sessions.sessionsEnded(sessionIds.split(' ')),
    },
    // Events announced while nobody listened are in the table: every open stream reads on from its last id. Sessions
    // deleted meanwhile are not: every stream's session is checked.
    catchUp: async () => {
      await delivery.replayAll();
      await sessions.endWithoutSession([...registry.opened]);
      return true;
    },
  });
}

/** The longest a page's load is covered: events older than this are in what the page read, or long past. */
const PAGE_LOAD_REPLAY_MS = 30_000;

/**
 * Where a new stream of the user starts: after `lastEventId` when given; else after their last event made before
 * the page opening it started (`pageAgeMs`, 30 s at most), so what happened while the page loaded is replayed;
 * else after their latest event. Read before the client sees the stream open, so nothing made after that is missed.
 */
async function startOf(
  events: ReturnType<typeof eventReader>,
  { userId, lastEventId, pageAgeMs }: OpenStream,
): Promise<bigint> {
  if (lastEventId === undefined && pageAgeMs !== undefined) {
    return BigInt(await events.latestIdBefore(userId, Math.min(pageAgeMs, PAGE_LOAD_REPLAY_MS)));
  }
  const latest = BigInt(await events.latestId(userId));
  // A Last-Event-ID from the future (another database, a made-up one) would hold back every event: start at the latest.
  return lastEventId !== undefined && BigInt(lastEventId) < latest ? BigInt(lastEventId) : latest;
}

/**
 * The open event streams of this instance and their feed. Every event is stored (core/event-repository.ts) and its
 * id announced on the `matching_events` channel at commit; one listener per instance hears them and the ids of
 * deleted sessions (the kit's `sessions_ended`, on the same connection, so a message sent after a sign-out is never
 * written to its stream). The parts: the streams (stream-registry.ts), their feed and replay (replay.ts), and the
 * check of their sessions (session-watch.ts); a stream also ends at its maximum lifetime.
 */
export function eventHub({ pool, db, databaseUrl, log, timing = {}, messagesShown }: EventHubOptions) {
  const { pingMs = PING_MS, maxLifetimeMs = MAX_LIFETIME_MS } = timing;
  const events = eventReader(db);
  const registry = streamRegistry({ maxLifetimeMs });
  const delivery = streamDelivery({ registry, events, log, messagesShown });
  const sessions = sessionWatch({ pool, registry, log });
  let closing = false;

  const listener = hubListener({ databaseUrl, log, registry, delivery, sessions });

  return {
    start: () => listener.start(),

    /**
     * Opens a stream for the user on the reply (429 when they have too many here): replays what came after
     * `lastEventId` (or what was made while the page loaded, or nothing old), then writes each new event, until the stream or its session ends.
     */
    async open(opening: OpenStream, reply: FastifyReply) {
      const stream = registry.admit(opening.userId, opening.sessionId, reply);
      try {
        // Taken on first, then its session read once more: a session deleted before this read is found gone here,
        // one deleted after it is announced to the stream already registered.
        [stream.lastId] = await Promise.all([startOf(events, opening), sessions.endWithoutSession([stream])]);
      } catch (err) {
        registry.remove(stream);
        throw err;
      }
      if (stream.ended) throw stream.why ? sessionEndedError(stream.why) : new ApiError('UNAUTHENTICATED');
      if (!takeOver(stream, reply, registry, closing)) return;
      sessions.startPinging(pingMs);
      await delivery.start(stream);
    },

    /** Ends every open stream (clients reconnect elsewhere): closing the service never waits on a stream. */
    closeStreams() {
      closing = true;
      sessions.stopPinging();
      for (const stream of registry.opened) stream.raw?.end();
    },

    /** How many streams are open here (tests, the benchmark). */
    get openStreams() {
      return registry.opened.size;
    },

    /** Whether its listener is connected: while it is not, no event reaches the streams here (/ready says so). */
    listening: () => listener.listening(),

    stop: () => listener.stop(),
  };
}

export type EventHub = ReturnType<typeof eventHub>;
