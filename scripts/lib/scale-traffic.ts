import autocannon from 'autocannon';
import { type EventStreamClient, openEventStream } from './event-stream-client.ts';
import type { Stack } from './stack.ts';
import { partnerOf, type ScalePeople, type ScalePerson } from './scale-people.ts';

// The traffic `npm run bench:scale` sends: load for throughput (autocannon, as `npm run bench`), and the steady
// traffic of people reading, liking and writing while an instance is killed.

const CONNECTIONS = 16;

/** A stack with its people, as the bench's phases send traffic to it. */
export interface ScaleRun {
  stack: Stack;
  people: ScalePeople;
  nextLike: ReturnType<typeof likeSource>;
}

export interface Throughput {
  rps: number;
  requests: number;
  /** Answers 5xx and connection errors: through the pooler, a named statement that collided would show here. */
  failures: number;
}

/**
 * Runs autocannon for a duration and answers the requests per second over the run's own wall time (a run of an
 * `amount` ends on one of autocannon's whole-second ticks, so it cannot be timed). Any other answer than a 2xx or a
 * 5xx (a 429 of a quota, a 404) means the run measured something else: it stops the bench.
 */
async function timed(options: autocannon.Options): Promise<Throughput> {
  const started = performance.now();
  const result = await autocannon(options);
  const seconds = (performance.now() - started) / 1000;
  const refused = result.non2xx - result['5xx'];
  if (refused > 0) throw new Error(`${options.url}: ${refused} answers neither 2xx nor 5xx`);
  return {
    rps: result.requests.total / seconds,
    requests: result.requests.total,
    failures: result.errors + result['5xx'],
  };
}

/** The feed's first page for each viewer, for `seconds`. */
export async function feedLoad(edgeUrl: string, { viewers }: ScalePeople, seconds: number) {
  let next = 0;
  return timed({
    url: `${edgeUrl}/api/profiles`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { viewer?: ScalePerson }) => {
          context.viewer ??= viewers[next++ % viewers.length] as ScalePerson;
          return { ...request, headers: { ...request.headers, cookie: context.viewer.cookie } };
        },
      },
    ],
  });
}

/** A source of likes never sent before: viewer k % n likes the (k / n)th profile. */
export function likeSource({ viewers, profileIds }: ScalePeople) {
  let next = 0;
  return () => {
    const k = next++;
    const viewer = viewers[k % viewers.length] as ScalePerson;
    return { viewer, profileId: profileIds[Math.floor(k / viewers.length)] ?? '' };
  };
}

/** POSTs of JSON to `url` for `seconds`, each as `next()` says: by whom (their cookie), the body, another path. */
function postLoad(url: string, seconds: number, next: () => { cookie: string; body: object; path?: string }) {
  return timed({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { cookie, body, path = request.path } = next();
          const headers = { ...request.headers, cookie, 'content-type': 'application/json' };
          return { ...request, path, headers, body: JSON.stringify(body) };
        },
      },
    ],
  });
}

/** Likes for `seconds`, each a viewer's first like of a profile. */
export function likeLoad(edgeUrl: string, nextLike: ReturnType<typeof likeSource>, seconds: number) {
  return postLoad(`${edgeUrl}/api/wishlist`, seconds, () => {
    const { viewer, profileId } = nextLike();
    return { cookie: viewer.cookie, body: { userId: viewer.userId, profileId } };
  });
}

/** Messages for `seconds`, each the next talker writing to their match. */
export function messageLoad(edgeUrl: string, { talkers }: ScalePeople, seconds: number) {
  let next = 0;
  return postLoad(`${edgeUrl}/api/conversations`, seconds, () => {
    const i = next++ % talkers.length;
    return {
      cookie: talkers[i]?.cookie ?? '',
      path: `/api/conversations/${partnerOf(talkers, i).userId}/messages`,
      body: { text: 'Scale hello', clientId: crypto.randomUUID() },
    };
  });
}

/** Sends one message from `from` to `to` at `baseUrl` (the edge or one matching instance); answers its status. */
export async function sendMessage(baseUrl: string, from: ScalePerson, to: ScalePerson, clientId: string) {
  const res = await fetch(`${baseUrl}/api/conversations/${to.userId}/messages`, {
    method: 'POST',
    headers: { cookie: from.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Scale hello', clientId }),
    signal: AbortSignal.timeout(35_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The clientIds of the messages a stream's frames carried to its holder (not their own). */
export function arrivedMessages(frames: { event?: string; data?: string }[]) {
  return frames
    .filter((frame) => frame.event === 'message' && frame.data)
    .map((frame) => (JSON.parse(frame.data ?? '{}') as { message: { clientId: string; mine: boolean } }).message)
    .filter((message) => !message.mine)
    .map((message) => message.clientId);
}

/**
 * An event stream held as a browser's EventSource holds it: when it ends (its instance died), it is opened again
 * after a moment with the Last-Event-ID it last read, so the service replays what it missed. `arrived` gets every
 * message's clientId; `reconnects` counts the reopenings that got a stream back.
 */
export function heldStream(url: string, person: ScalePerson, arrived: (clientId: string) => void) {
  let lastId = '';
  let current: EventStreamClient | null = null;
  let closed = false;
  let opened = 0;
  const open = async (): Promise<void> => {
    while (!closed) {
      const stream = await openEventStream(
        url,
        { cookie: person.cookie, ...(lastId && { 'last-event-id': lastId }) },
        (frame) => {
          if (frame.id) lastId = frame.id;
          for (const clientId of arrivedMessages([frame])) arrived(clientId);
        },
      ).catch(() => null);
      if (stream && closed)
        await stream.close(); // closed while it was opening
      else if (stream?.response.ok) {
        current = stream;
        opened++;
        while (!stream.ended && !closed) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const running = open();
  return {
    get reconnects() {
      return Math.max(0, opened - 1);
    },
    async close() {
      closed = true;
      await current?.close();
      await running;
    },
  };
}
