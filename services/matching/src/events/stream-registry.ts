import type { ServerResponse } from 'node:http';
import { ApiError, type SessionEndReason } from '@wishlist/service-kit';
import type { FastifyReply } from 'fastify';
import type { StreamEvent } from '../core/event-repository.ts';

/** A stream whose client reads slower than this much unsent data is closed (it reconnects and replays). */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** Open streams of one person on one instance (tabs, devices); the next is refused with 429. */
const MAX_STREAMS_PER_PERSON = 5;
/** What a refused stream is told to wait. */
const REFUSED_RETRY_AFTER_SECONDS = 60;

export interface Stream {
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

/** Writes `text` to the stream, unless it is gone; a client that reads too slowly is dropped (it replays). */
export function send({ raw }: Stream, text: string) {
  if (!raw || raw.writableEnded || raw.destroyed) return;
  raw.write(text);
  if (raw.writableLength > MAX_UNSENT_BYTES) raw.destroy();
}

/** Writes an event the stream has not had yet. */
export function write(stream: Stream, event: StreamEvent) {
  if (BigInt(event.id) <= stream.lastId) return;
  stream.lastId = BigInt(event.id);
  send(stream, frame(event));
}

/**
 * This instance's streams: every stream taken on (also those still starting), by person and by session, and those
 * delivered to (registered once they are open), by person.
 */
export function streamRegistry({ maxLifetimeMs }: { maxLifetimeMs: number }) {
  const opened = new Set<Stream>();
  const ofPerson: StreamsBy = new Map();
  const ofSession: StreamsBy = new Map();
  const delivered: StreamsBy = new Map();

  function remove(stream: Stream) {
    opened.delete(stream);
    deleteFrom(ofPerson, stream.userId, stream);
    deleteFrom(ofSession, stream.sessionId, stream);
    deleteFrom(delivered, stream.userId, stream);
  }

  return {
    opened,
    remove,

    /** Takes one of the person's places for a stream under this session, or refuses with 429. */
    admit(userId: string, sessionId: string, reply: FastifyReply): Stream {
      if ((ofPerson.get(userId)?.size ?? 0) >= MAX_STREAMS_PER_PERSON) {
        reply.header('retry-after', REFUSED_RETRY_AFTER_SECONDS);
        throw new ApiError('TOO_MANY_STREAMS');
      }
      const endsAt = Date.now() + maxLifetimeMs * (1 - Math.random() / 10);
      const stream: Stream = { userId, sessionId, raw: null, lastId: 0n, endsAt, ended: false };
      opened.add(stream);
      addTo(ofPerson, userId, stream);
      addTo(ofSession, sessionId, stream);
      return stream;
    },

    /** The stream is open: announced events of its person are written to it from now on. */
    deliverTo: (stream: Stream) => addTo(delivered, stream.userId, stream),

    /** Ends a stream cleanly: nothing more is written to it, and its place is free. */
    end(stream: Stream) {
      stream.ended = true;
      remove(stream);
      stream.raw?.end();
    },

    /** The people with an open stream here, and their streams. */
    people: () => [...delivered.keys()],
    streamsOf: (userId: string) => delivered.get(userId) ?? new Set<Stream>(),
    delivering: () => [...delivered.values()].flatMap((set) => [...set]),
    ofSession: (sessionId: string) => [...(ofSession.get(sessionId) ?? [])],
  };
}

export type StreamRegistry = ReturnType<typeof streamRegistry>;
