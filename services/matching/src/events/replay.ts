import type { FastifyBaseLogger } from 'fastify';
import type { StreamEvent } from '../core/event-repository.ts';
import { REPLAY_PAGE, type eventReader } from './repository.ts';
import { write, type Stream, type StreamRegistry } from './stream-registry.ts';

interface DeliveryOptions {
  registry: StreamRegistry;
  events: ReturnType<typeof eventReader>;
  log: FastifyBaseLogger;
  /** Told the ids of the messages an open stream of `userId` was just written (their pushes are not needed). */
  messagesShown?: ((userId: string, messageIds: string[]) => Promise<void>) | undefined;
}

/** The person saw these events on a stream: the messages among them need no push (a failure only logs). */
function tellShown(
  { log, messagesShown }: Pick<DeliveryOptions, 'log' | 'messagesShown'>,
  userId: string,
  written: StreamEvent[],
) {
  const messageIds = written.flatMap((event) => (event.event === 'message' ? [event.data.message.id] : []));
  if (messageIds.length === 0 || !messagesShown) return;
  messagesShown(userId, messageIds).catch((err: unknown) =>
    log.warn({ err }, 'the pushes of messages a stream showed could not be cancelled'),
  );
}

/** Writes the stream's events after its last id, a page at a time, until it has them all (or is gone). */
async function replayStream(
  events: DeliveryOptions['events'],
  shown: (userId: string, written: StreamEvent[]) => void,
  stream: Stream,
) {
  for (;;) {
    const page = await events.after(stream.userId, stream.lastId.toString());
    for (const event of page) write(stream, event);
    shown(stream.userId, page);
    if (page.length < REPLAY_PAGE || stream.ended || stream.raw?.destroyed) return;
  }
}

/**
 * Writing stored events to the streams: the announced ones to every stream of their person, and a replay from a
 * stream's last id. All of it runs in one queue, so each stream gets its events once and in order.
 */
export function streamDelivery({ registry, events, log, messagesShown }: DeliveryOptions) {
  const shown = (userId: string, written: StreamEvent[]) => tellShown({ log, messagesShown }, userId, written);
  let announced: string[] = [];
  let queue = Promise.resolve();

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

  const replay = (stream: Stream) => replayStream(events, shown, stream);

  async function deliverAnnounced() {
    const ids = announced;
    announced = [];
    const people = registry.people();
    if (ids.length === 0 || people.length === 0) return;
    const written = new Map<string, StreamEvent[]>();
    for (const { userId, ...event } of await events.byIds(ids, people)) {
      for (const stream of registry.streamsOf(userId)) write(stream, event);
      written.set(userId, [...(written.get(userId) ?? []), event]);
    }
    for (const [userId, shownEvents] of written) shown(userId, shownEvents);
  }

  return {
    /** An event id announced at its commit; announcements that arrive together are read together, in one query. */
    announce(id: string) {
      if (registry.people().length === 0) return;
      if (announced.push(id) === 1) return enqueue(deliverAnnounced, registry.delivering);
    },

    /** Every open stream reads on from its last id (after the listener missed announcements). */
    replayAll: () =>
      enqueue(async () => {
        for (const stream of registry.delivering()) await replay(stream);
      }, registry.delivering),

    /** Registers an open stream in the queue, then replays it from where it starts: what was announced meanwhile is read there. */
    start: (stream: Stream) =>
      enqueue(
        async () => {
          if (!stream.raw || stream.raw.destroyed || stream.raw.writableEnded) return;
          registry.deliverTo(stream);
          await replay(stream);
        },
        () => [stream],
      ),
  };
}
