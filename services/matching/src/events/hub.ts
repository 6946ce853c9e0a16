import type { ServerResponse } from 'node:http';
import {
  ApiError,
  apiErrorBody,
  endedSessions,
  liveSessions,
  pgListener,
  sessionEndedError,
  SESSIONS_ENDED_CHANNEL,
  type Db,
  type SessionEndReason,
} from '@wishlist/service-kit';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { EVENTS_CHANNEL, type StreamEvent } from '../core/event-repository.ts';
import { eventReader, REPLAY_PAGE } from './repository.ts';

/** How often streams are pinged (keeps proxies and phones from dropping a quiet one) and their sessions checked. */
const PING_MS = 25_000;
/**
 * A stream ends after an hour (a tenth less at random, so streams opened together do not come back together); the
 * browser reconnects by itself with Last-Event-ID, and its session is read again.
 */
const MAX_LIFETIME_MS = 60 * 60 * 1000;
/** What a client's EventSource waits before it reconnects. */
const RETRY_MS = 3_000;
/** A stream whose client reads slower than this much unsent data is closed (it reconnects and replays). */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** Open streams of one person on one instance (tabs, devices); the next is refused with 429. */
export const MAX_STREAMS_PER_PERSON = 5;
/** What a refused stream is told to wait. */
const REFUSED_RETRY_AFTER_SECONDS = 60;

/** How often streams are pinged and how long one lives (tests shorten both). */
export interface StreamTiming {
  pingMs: number;
  maxLifetimeMs: number;
}

interface Stream {
  userId: string;
  /** The session it was opened under: it ends when that session does. */
  sessionId: string;
  /** Null until the response is taken over (its start is being read). */
  raw: ServerResponse | null;
  /** The id of the last event written (or the user's latest when the stream opened): only later ones are written. */
  lastId: bigint;
  /** When it ends however active (ms since the epoch). */
  endsAt: number;
  /** Its session ended before the response was taken over: it is refused. */
  ended: boolean;
  /** Why its session was ended, when that was on purpose. */
  why?: SessionEndReason | undefined;
}

type StreamsBy = Map<string, Set<Stream>>;
const addTo = (map: StreamsBy, key: string, stream: Stream) => map.set(key, (map.get(key) ?? new Set()).add(stream));
function deleteFrom(map: StreamsBy, key: string, stream: Stream) {
  const set = map.get(key);
  set?.delete(stream);
  if (set?.size === 0) map.delete(key);
}

const frame = (event: StreamEvent) => `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** A stream's last frame when its session was ended on purpose: the 401 its next request would get (no id). */
const sessionEndedFrame = (reason: SessionEndReason) =>
  `event: session-ended\ndata: ${JSON.stringify(apiErrorBody(sessionEndedError(reason)))}\n\n`;

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

/**
 * The open event streams of this instance and their feed. Every event is stored (repository.ts) and its id
 * announced on the `matching_events` channel at commit; one listener per instance reads the announced events of
 * the users who have a stream here and writes them. A stream that reconnects with `Last-Event-ID`, and every
 * stream after the listener reconnected, is replayed from its last id. All reading and writing runs in one queue,
 * so each stream gets its events once and in order.
 *
 * A stream lives no longer than its session: the same listener hears the ids of deleted sessions (the kit's
 * `sessions_ended`, on the same connection, so a message sent after a sign-out is never written to its stream)
 * and ends their streams at once; each ping checks every stream's session again (one query), which also ends
 * those whose session expired; and a stream ends at its maximum lifetime.
 */
export function eventHub({ pool, db, databaseUrl, log, timing = {}, messagesShown }: EventHubOptions) {
  const { pingMs = PING_MS, maxLifetimeMs = MAX_LIFETIME_MS } = timing;
  const events = eventReader(db);
  /** Every stream taken on (also those still starting), by person and by session; those delivered to, by person. */
  const opened = new Set<Stream>();
  const ofPerson: StreamsBy = new Map();
  const ofSession: StreamsBy = new Map();
  const streams: StreamsBy = new Map();
  let closing = false;
  let announced: string[] = [];
  let queue = Promise.resolve();
  let pinger: NodeJS.Timeout | undefined;
  let checking = false;

  /**
   * Runs `task` after every task queued before it. When it fails (the database away a moment), the streams it was
   * writing to may have missed events: they are closed, and their clients reconnect and replay from their last id.
   */
  const enqueue = (task: () => Promise<void>, affected: () => Iterable<Stream>) => {
    queue = queue.then(task).catch((err: unknown) => {
      log.warn({ err }, 'event stream delivery failed; closing the streams it served so they replay');
      for (const stream of affected()) stream.raw?.destroy();
    });
    return queue;
  };
  const registered = () => [...streams.values()].flatMap((set) => [...set]);

  function send({ raw }: Stream, text: string) {
    if (!raw || raw.writableEnded || raw.destroyed) return;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) raw.destroy();
  }

  function write(stream: Stream, event: StreamEvent) {
    if (BigInt(event.id) <= stream.lastId) return;
    stream.lastId = BigInt(event.id);
    send(stream, frame(event));
  }

  /** The person saw these events on a stream: the messages among them need no push (a failure only logs). */
  function shown(userId: string, written: StreamEvent[]) {
    const messageIds = written.flatMap((event) => (event.event === 'message' ? [event.data.message.id] : []));
    if (messageIds.length === 0 || !messagesShown) return;
    messagesShown(userId, messageIds).catch((err: unknown) =>
      log.warn({ err }, 'the pushes of messages a stream showed could not be cancelled'),
    );
  }

  async function replay(stream: Stream) {
    for (;;) {
      const page = await events.after(stream.userId, stream.lastId.toString());
      for (const event of page) write(stream, event);
      shown(stream.userId, page);
      if (page.length < REPLAY_PAGE || stream.ended || stream.raw?.destroyed) return;
    }
  }

  async function deliverAnnounced() {
    const ids = announced;
    announced = [];
    if (ids.length === 0 || streams.size === 0) return;
    const written = new Map<string, StreamEvent[]>();
    for (const { userId, ...event } of await events.byIds(ids, [...streams.keys()])) {
      for (const stream of streams.get(userId) ?? []) write(stream, event);
      written.set(userId, [...(written.get(userId) ?? []), event]);
    }
    for (const [userId, shownEvents] of written) shown(userId, shownEvents);
  }

  function remove(stream: Stream) {
    opened.delete(stream);
    deleteFrom(ofPerson, stream.userId, stream);
    deleteFrom(ofSession, stream.sessionId, stream);
    deleteFrom(streams, stream.userId, stream);
  }

  /** Ends a stream cleanly: nothing more is written to it, and its place is free. */
  function end(stream: Stream) {
    stream.ended = true;
    remove(stream);
    stream.raw?.end();
  }

  /**
   * Ends streams whose sessions ended: at once, so nothing more is written to them; then each session ended on
   * purpose (a sign-out elsewhere, a ban, a suspension) has its streams told why in a last frame. A stream not
   * taken over yet keeps the reason for its refusal.
   */
  async function endStreams(gone: Stream[]) {
    for (const stream of gone) {
      stream.ended = true;
      remove(stream);
    }
    if (gone.length === 0) return;
    const reasons = await endedSessions(pool, [...new Set(gone.map((stream) => stream.sessionId))]).catch(
      (err: unknown) => {
        log.warn({ err }, 'why sessions ended could not be read; their streams end without saying');
        return new Map<string, SessionEndReason>();
      },
    );
    for (const stream of gone) {
      stream.why = reasons.get(stream.sessionId);
      if (stream.why) send(stream, sessionEndedFrame(stream.why));
      stream.raw?.end();
    }
  }

  /** Ends the streams among `some` whose session is gone, expired, or no longer the stream's person. */
  async function endWithoutSession(some: Stream[]) {
    if (some.length === 0) return;
    const live = await liveSessions(pool, [...new Set(some.map((stream) => stream.sessionId))]);
    await endStreams(some.filter((stream) => live.get(stream.sessionId) !== stream.userId));
  }

  /** Each ping: streams past their lifetime end, the others get a ping, and every session is checked. */
  async function tick() {
    const now = Date.now();
    for (const stream of opened) {
      if (!stream.raw) continue;
      if (stream.raw.destroyed || now >= stream.endsAt) end(stream);
      else send(stream, ': ping\n\n');
    }
    // One check at a time: a slow database skips a tick rather than piling them up.
    if (checking) return;
    checking = true;
    try {
      await endWithoutSession([...opened]);
    } finally {
      checking = false;
    }
  }

  const listener = pgListener({
    databaseUrl,
    log,
    channels: {
      [EVENTS_CHANNEL](id) {
        if (streams.size === 0) return;
        // Announcements that arrive together are read together, in one query.
        if (announced.push(id) === 1) return enqueue(deliverAnnounced, registered);
      },
      [SESSIONS_ENDED_CHANNEL](sessionIds) {
        return endStreams(sessionIds.split(' ').flatMap((sessionId) => [...(ofSession.get(sessionId) ?? [])]));
      },
    },
    // Events announced while nobody listened are in the table: every open stream reads on from its last id. Sessions
    // deleted meanwhile are not: every stream's session is checked.
    catchUp: async () => {
      await enqueue(async () => {
        for (const stream of registered()) await replay(stream);
      }, registered);
      await endWithoutSession([...opened]);
      return true;
    },
  });

  /** Takes one of the person's places for a stream under this session, or refuses with 429. */
  function admit(userId: string, sessionId: string, reply: FastifyReply): Stream {
    if ((ofPerson.get(userId)?.size ?? 0) >= MAX_STREAMS_PER_PERSON) {
      reply.header('retry-after', REFUSED_RETRY_AFTER_SECONDS);
      throw new ApiError('TOO_MANY_STREAMS');
    }
    const stream: Stream = {
      userId,
      sessionId,
      raw: null,
      lastId: 0n,
      endsAt: Date.now() + maxLifetimeMs * (1 - Math.random() / 10),
      ended: false,
    };
    opened.add(stream);
    addTo(ofPerson, userId, stream);
    addTo(ofSession, sessionId, stream);
    return stream;
  }

  /**
   * Where a new stream of the user starts: after `lastEventId` when given, else after their latest event. Read
   * before the client sees the stream open, so nothing made after that is missed.
   */
  async function startOf(userId: string, lastEventId: string | undefined): Promise<bigint> {
    const latest = BigInt(await events.latestId(userId));
    // A Last-Event-ID from the future (another database, a made-up one) would hold back every event: start at the latest.
    return lastEventId !== undefined && BigInt(lastEventId) < latest ? BigInt(lastEventId) : latest;
  }

  return {
    start: () => listener.start(),

    /**
     * Opens a stream for the user on the reply (429 when they have too many here): replays what came after
     * `lastEventId` (or nothing old), then writes each new event, until the stream or its session ends.
     */
    async open(
      { userId, sessionId, lastEventId }: { userId: string; sessionId: string; lastEventId: string | undefined },
      reply: FastifyReply,
    ) {
      const stream = admit(userId, sessionId, reply);
      try {
        // Taken on first, then its session read once more: a session deleted before this read is found gone here,
        // one deleted after it is announced to the stream already registered.
        [stream.lastId] = await Promise.all([startOf(userId, lastEventId), endWithoutSession([stream])]);
      } catch (err) {
        remove(stream);
        throw err;
      }
      if (stream.ended) throw stream.why ? sessionEndedError(stream.why) : new ApiError('UNAUTHENTICATED');
      // The stream is written by hand: no serializer, no compression, no contract check of a body that never ends.
      reply.hijack();
      const raw = reply.raw;
      stream.raw = raw;
      raw.on('close', () => remove(stream));
      // A client gone while the stream was starting (its close already past) gives its place back here.
      if (closing || raw.destroyed || !raw.socket || raw.socket.destroyed) {
        raw.destroy();
        remove(stream);
        return;
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
      pinger ??= setInterval(() => {
        tick().catch((err: unknown) =>
          log.warn({ err }, "the event streams' sessions could not be checked; trying at the next ping"),
        );
      }, pingMs).unref();
      // Registered in the queue, then replayed from where it starts: what was announced meanwhile is read there.
      await enqueue(
        async () => {
          if (raw.destroyed || raw.writableEnded) return;
          addTo(streams, userId, stream);
          await replay(stream);
        },
        () => [stream],
      );
    },

    /** Ends every open stream (clients reconnect elsewhere): closing the service never waits on a stream. */
    closeStreams() {
      closing = true;
      clearInterval(pinger);
      for (const stream of opened) stream.raw?.end();
    },

    /** How many streams are open here (tests, the benchmark). */
    get openStreams() {
      return opened.size;
    },

    stop: () => listener.stop(),
  };
}

export type EventHub = ReturnType<typeof eventHub>;
