import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
const STOP_WAIT_MS = 2_000;

export interface PgListenerOptions {
  databaseUrl: string;
  /**
   * What to do with each notification, by channel (PostgreSQL channel names: lower case letters and `_`); called
   * with its payload, in commit order across the channels; stopping waits for the work it returns.
   */
  channels: Record<string, (payload: string) => Promise<unknown> | undefined>;
  log: FastifyBaseLogger;
  /**
   * Reads what was announced while nobody listened; false when it could not (then it is tried again later).
   * Runs at start-up and after every reconnect, always after the LISTEN.
   */
  catchUp: () => Promise<boolean>;
}

export interface PgListener {
  /** Connects, LISTENs and catches up once (waits for both; failures are retried in the background). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether it is connected and LISTENs now (for /ready: `addReadinessCheck`). */
  listening(): boolean;
}

/** The channels' names, checked: they are written into LISTEN statements. */
function channelNames(channels: PgListenerOptions['channels']) {
  const names = Object.keys(channels);
  for (const name of names) if (!/^[a-z_]+$/.test(name)) throw new Error(`not a channel name: ${name}`);
  return names;
}

/**
 * Work still touching the database (catch-ups, notifications being applied). Stopping waits for it: the service
 * closes its ORM next, and a query that starts while the ORM's pool is ending can take a connection the pool never
 * gets back (Kysely's acquire reads the pool after ending cleared it), so the close would wait forever.
 */
function workInFlight() {
  const inFlight = new Set<Promise<unknown>>();
  return {
    track(work: Promise<unknown>) {
      inFlight.add(work);
      const settled = () => inFlight.delete(work);
      work.then(settled, settled);
    },
    settled: () => Promise.allSettled(inFlight),
  };
}

/** A growing delay between tries (from RETRY_MIN_MS, doubling up to RETRY_MAX_MS), back to the least on success. */
function backoff() {
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  return {
    /** Runs `retry` after the delay, unless a retry is already waiting. */
    later(retry: () => void) {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        retry();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    },
    succeeded: () => {
      retryMs = RETRY_MIN_MS;
    },
    cancel: () => timer && clearTimeout(timer),
  };
}

/** Hands each notification of a known channel to its handler, tracking the work it returns, until stopped. */
function notificationDispatch(
  channels: PgListenerOptions['channels'],
  work: ReturnType<typeof workInFlight>,
  stopped: () => boolean,
) {
  return (message: pg.Notification) => {
    const onNotification = Object.hasOwn(channels, message.channel) ? channels[message.channel] : undefined;
    if (stopped() || !onNotification || !message.payload) return;
    const applied = onNotification(message.payload);
    if (applied) work.track(applied);
  };
}

/** A client for one connection, not connected yet: `lost` when it fails or ends, `deliver` with each notification. */
function listenerClient(
  databaseUrl: string,
  lost: (listener: pg.Client, err?: Error) => void,
  deliver: (message: pg.Notification) => void,
) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', (err) => lost(listener, err));
  listener.on('end', () => lost(listener));
  listener.on('notification', deliver);
  return listener;
}

/** Connects the client and LISTENs on every channel. */
async function listenOn(listener: pg.Client, names: string[]) {
  await listener.connect();
  for (const name of names) await listener.query(`listen ${name}`);
}

/**
 * Ends a connection, waiting at most STOP_WAIT_MS: one caught half-way (connecting, or its socket stuck) may never
 * confirm its end, and is then left to the process's exit. The wait keeps the event loop alive: were it unref'd, a
 * worker thread whose other handles had closed would end mid-close.
 */
async function endWithin(listener: pg.Client | null) {
  await Promise.race([listener?.end().catch(() => {}), delay(STOP_WAIT_MS)]);
}

/**
 * One dedicated connection per instance that LISTENs on one or more channels (on one connection, notifications of
 * every channel arrive in commit order). At start-up and after every reconnect it first LISTENs, then catches up,
 * so a notification committed in between is both announced and read, never lost. A lost connection or a failed
 * catch-up is retried with a growing delay.
 */
export function pgListener({ databaseUrl, channels, log, catchUp }: PgListenerOptions): PgListener {
  const names = channelNames(channels);
  const listened = names.join(', ');
  const work = workInFlight();
  const retries = backoff();
  let client: pg.Client | null = null;
  let subscribed: pg.Client | null = null; // the last client whose LISTENs went through
  let stopped = false;
  const deliver = notificationDispatch(channels, work, () => stopped);

  /** Tries again later: reconnects when the connection is gone, else catches up again. */
  function retryLater() {
    if (!stopped) retries.later(() => void (client ? catchUpOrRetry() : connect()));
  }

  async function catchUpOrRetry() {
    if (stopped) return;
    const caughtUp = catchUp();
    work.track(caughtUp);
    const done = await caughtUp.catch((err: unknown) => {
      log.error({ err }, `the ${listened} catch-up failed`);
      return false;
    });
    if (done) retries.succeeded();
    else retryLater();
  }

  function lost(listener: pg.Client, err?: Error) {
    if (client !== listener) return;
    client = null;
    listener.end().catch(() => {});
    if (!stopped) log.warn({ err }, `the ${listened} listener lost its connection; reconnecting`);
    retryLater();
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const listener = listenerClient(databaseUrl, lost, deliver);
    client = listener;
    try {
      await listenOn(listener, names);
    } catch (err) {
      lost(listener, err instanceof Error ? err : undefined);
      return;
    }
    subscribed = listener;
    await catchUpOrRetry();
  }

  async function stop() {
    stopped = true;
    retries.cancel();
    const listener = client;
    client = null;
    await endWithin(listener);
    await work.settled();
  }

  return { start: connect, stop, listening: () => client !== null && client === subscribed };
}
