import type { ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pgListener, runHourly, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eventRepository, EVENTS_CHANNEL, REPLAY_PAGE, type StreamEvent } from './event-repository.ts';

/** A comment line every 25 s keeps proxies and phones from dropping a quiet stream. */
const PING_MS = 25_000;
/** What a client's EventSource waits before it reconnects. */
const RETRY_MS = 3_000;
/** A stream whose client reads slower than this much unsent data is closed (it reconnects and replays). */
const MAX_UNSENT_BYTES = 1024 * 1024;

interface Stream {
  userId: string;
  raw: ServerResponse;
  /** The id of the last event written (or the user's latest when the stream opened): only later ones are written. */
  lastId: bigint;
}

const frame = (event: StreamEvent) => `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * The open event streams of this instance and their feed. Every event is stored (event-repository.ts) and its id
 * announced on the `matching_events` channel at commit; one listener per instance reads the announced events of
 * the users who have a stream here and writes them. A stream that reconnects with `Last-Event-ID`, and every
 * stream after the listener reconnected, is replayed from its last id. All reading and writing runs in one queue,
 * so each stream gets its events once and in order.
 */
export function eventHub({ orm, databaseUrl, log }: { orm: MikroORM; databaseUrl: string; log: FastifyBaseLogger }) {
  const events = () => eventRepository(orm.em.fork());
  /** Every open stream, and those registered for delivery by user. */
  const opened = new Set<Stream>();
  const streams = new Map<string, Set<Stream>>();
  let closing = false;
  let announced: string[] = [];
  let queue = Promise.resolve();
  let pinger: NodeJS.Timeout | undefined;

  /**
   * Runs `task` after every task queued before it. When it fails (the database away a moment), the streams it was
   * writing to may have missed events: they are closed, and their clients reconnect and replay from their last id.
   */
  const enqueue = (task: () => Promise<void>, affected: () => Iterable<Stream>) => {
    queue = queue.then(task).catch((err: unknown) => {
      log.warn({ err }, 'event stream delivery failed; closing the streams it served so they replay');
      for (const stream of affected()) stream.raw.destroy();
    });
    return queue;
  };
  const registered = () => [...streams.values()].flatMap((set) => [...set]);

  function send({ raw }: Stream, text: string) {
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) raw.destroy();
  }

  function write(stream: Stream, event: StreamEvent) {
    if (BigInt(event.id) <= stream.lastId) return;
    stream.lastId = BigInt(event.id);
    send(stream, frame(event));
  }

  async function replay(stream: Stream) {
    for (;;) {
      const page = await events().after(stream.userId, stream.lastId.toString());
      for (const event of page) write(stream, event);
      if (page.length < REPLAY_PAGE || stream.raw.destroyed) return;
    }
  }

  async function deliverAnnounced() {
    const ids = announced;
    announced = [];
    if (ids.length === 0 || streams.size === 0) return;
    for (const { userId, ...event } of await events().byIds(ids, [...streams.keys()])) {
      for (const stream of streams.get(userId) ?? []) write(stream, event);
    }
  }

  const listener = pgListener({
    databaseUrl,
    channel: EVENTS_CHANNEL,
    log,
    onNotification(id) {
      if (streams.size === 0) return;
      // Announcements that arrive together are read together, in one query.
      if (announced.push(id) === 1) return enqueue(deliverAnnounced, registered);
    },
    // Events announced while nobody listened are in the table: every open stream reads on from its last id.
    catchUp: async () => {
      await enqueue(async () => {
        for (const stream of registered()) await replay(stream);
      }, registered);
      return true;
    },
  });

  function remove(stream: Stream) {
    opened.delete(stream);
    const set = streams.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) streams.delete(stream.userId);
  }

  return {
    start: () => listener.start(),

    /**
     * Where a new stream of the user starts: after `lastEventId` when given, else after their latest event. Read
     * before the client sees the stream open, so nothing made after that is missed.
     */
    async startOf(userId: string, lastEventId: string | undefined): Promise<bigint> {
      const latest = BigInt(await events().latestId(userId));
      // A Last-Event-ID from the future (another database, a made-up one) would hold back every event: start at the latest.
      return lastEventId !== undefined && BigInt(lastEventId) < latest ? BigInt(lastEventId) : latest;
    },

    /** Opens a stream on `raw` for the user: replays what came after `from`, then writes each new event. */
    async open(userId: string, raw: ServerResponse, from: bigint) {
      if (closing) {
        raw.destroy();
        return;
      }
      const stream: Stream = { userId, raw, lastId: from };
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Tells nginx-like proxies not to buffer the stream.
        'x-accel-buffering': 'no',
        // A stream's connection is not reused: once the stream ends (also when the service closes) it goes.
        connection: 'close',
      });
      send(stream, `retry: ${RETRY_MS}\n\n`);
      opened.add(stream);
      raw.on('close', () => remove(stream));
      pinger ??= setInterval(() => {
        for (const open of opened) send(open, ': ping\n\n');
      }, PING_MS).unref();
      // Registered in the queue, then replayed from where it starts: what was announced meanwhile is read there.
      await enqueue(
        async () => {
          if (raw.destroyed || raw.writableEnded) return;
          streams.set(userId, (streams.get(userId) ?? new Set()).add(stream));
          await replay(stream);
        },
        () => [stream],
      );
    },

    /** Ends every open stream (clients reconnect elsewhere): closing the service never waits on a stream. */
    closeStreams() {
      closing = true;
      clearInterval(pinger);
      for (const stream of opened) stream.raw.end();
    },

    /** How many streams are open here (tests, the benchmark). */
    get openStreams() {
      return opened.size;
    },

    stop: () => listener.stop(),
  };
}

export type EventHub = ReturnType<typeof eventHub>;

/** Starts the hub with the app and ends its streams before the server closes (a stream never holds a shutdown). */
export async function registerEventHub(app: FastifyInstance, hub: EventHub) {
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', () => hub.stop());
  runHourly(app, 'pruning old events', () => eventRepository(app.orm.em.fork()).prune());
  await hub.start();
}

/** GET /api/events: the signed-in user's Server-Sent Events. */
export const eventHandlers = (hub: EventHub) =>
  ({
    async streamEvents(request, reply) {
      const userId = sessionUser(request);
      const lastEventId = request.headers['last-event-id'];
      const from = await hub.startOf(userId, typeof lastEventId === 'string' ? lastEventId : undefined);
      // The stream is written by hand: no serializer, no compression, no contract check of a body that never ends.
      reply.hijack();
      await hub.open(userId, reply.raw, from);
      return reply;
    },
  }) satisfies Handlers;
