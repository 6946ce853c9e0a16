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
}

/**
 * One dedicated connection per instance that LISTENs on one or more channels (on one connection, notifications of
 * every channel arrive in commit order). At start-up and after every reconnect it first LISTENs, then catches up,
 * so a notification committed in between is both announced and read, never lost. A lost connection or a failed
 * catch-up is retried with a growing delay.
 */
export function pgListener({ databaseUrl, channels, log, catchUp }: PgListenerOptions): PgListener {
  const names = Object.keys(channels);
  for (const name of names) if (!/^[a-z_]+$/.test(name)) throw new Error(`not a channel name: ${name}`);
  const listened = names.join(', ');
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  // Work still touching the database (catch-ups, notifications being applied). Stopping waits for it: the service
  // closes its ORM next, and a query that starts while the ORM's pool is ending can take a connection the pool
  // never gets back (Kysely's acquire reads the pool after ending cleared it), so the close would wait forever.
  const inFlight = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>) {
    inFlight.add(work);
    const settled = () => inFlight.delete(work);
    work.then(settled, settled);
  }

  /** Tries again later: reconnects when the connection is gone, else catches up again. */
  function retryLater() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void (client ? catchUpOrRetry() : connect());
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function catchUpOrRetry() {
    if (stopped) return;
    const work = catchUp();
    track(work);
    const done = await work.catch((err: unknown) => {
      log.error({ err }, `the ${listened} catch-up failed`);
      return false;
    });
    if (done) retryMs = RETRY_MIN_MS;
    else retryLater();
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const listener = new pg.Client({ connectionString: databaseUrl });
    const lost = (err?: Error) => {
      if (client !== listener) return;
      client = null;
      listener.end().catch(() => {});
      if (!stopped) log.warn({ err }, `the ${listened} listener lost its connection; reconnecting`);
      retryLater();
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    listener.on('notification', (message) => {
      const onNotification = Object.hasOwn(channels, message.channel) ? channels[message.channel] : undefined;
      if (stopped || !onNotification || !message.payload) return;
      const work = onNotification(message.payload);
      if (work) track(work);
    });
    client = listener;
    try {
      await listener.connect();
      for (const name of names) await listener.query(`listen ${name}`);
    } catch (err) {
      lost(err instanceof Error ? err : undefined);
      return;
    }
    await catchUpOrRetry();
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const listener = client;
      client = null;
      // A connection caught half-way (connecting, or its socket stuck) may never confirm its end: closing the
      // service waits for it at most STOP_WAIT_MS, then leaves it to the process's exit. The wait keeps the event
      // loop alive: were it unref'd, a worker thread whose other handles had closed would end mid-close.
      await Promise.race([listener?.end().catch(() => {}), delay(STOP_WAIT_MS)]);
      await Promise.allSettled(inFlight);
    },
  };
}
