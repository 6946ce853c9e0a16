import { setTimeout as delay } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { BillingClient } from './billing-client.ts';
import { entitlementRepository, type EntitlementChange } from './entitlement-repository.ts';

/** Billing's channel: one notification per change of a user's entitlements, sent at the commit of the change. */
export const ENTITLEMENTS_CHANNEL = 'entitlements';
const PAGE = 500;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
const STOP_WAIT_MS = 2_000;

/**
 * Keeps matching's copy of the entitlements current: one dedicated connection per instance LISTENs on billing's
 * channel and applies each change as it is announced; at start-up and after every reconnect it first LISTENs, then
 * catches up from the last sequence number read through billing's `listEntitlementChanges`, so a change made while
 * nobody listened is read there. A lost connection or an unreachable billing is retried with a growing delay.
 */
export function entitlementSync({ databaseUrl, orm, billing, log }: { databaseUrl: string; orm: MikroORM; billing: BillingClient; log: FastifyBaseLogger }) {
  const repository = () => entitlementRepository(orm.em.fork());
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const apply = (change: EntitlementChange) =>
    repository().apply(change).catch((err: unknown) => log.error({ err, seq: change.seq }, 'an entitlement change could not be stored'));

  /** Reads every change after the last one read; false when billing could not be reached. */
  async function catchUp(): Promise<boolean> {
    for (;;) {
      const after = await repository().syncedUpTo();
      const answer = await billing.entitlementChanges(after, PAGE);
      if (!answer.ok) {
        log.warn({ status: answer.status, err: answer.error }, 'billing cannot be reached to catch up on entitlements; retrying');
        return false;
      }
      await repository().savePlans(answer.data.plans);
      for (const change of answer.data.changes) await apply(change);
      const last = answer.data.changes.at(-1);
      if (last) await repository().markSynced(last.seq);
      if (answer.data.changes.length < PAGE) return true;
    }
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
    const done = await catchUp().catch((err: unknown) => {
      log.error({ err }, 'the entitlements catch-up failed');
      return false;
    });
    if (done) retryMs = RETRY_MIN_MS;
    else retryLater();
  }

  /** LISTENs first, then catches up: a change committed in between is both announced and read, never lost. */
  async function connect(): Promise<void> {
    if (stopped) return;
    const listener = new pg.Client({ connectionString: databaseUrl });
    const lost = (err?: Error) => {
      if (client !== listener) return;
      client = null;
      listener.end().catch(() => {});
      if (!stopped) log.warn({ err }, 'the entitlements listener lost its connection; reconnecting');
      retryLater();
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    listener.on('notification', (message) => {
      if (message.channel === ENTITLEMENTS_CHANNEL && message.payload) void apply(JSON.parse(message.payload) as EntitlementChange);
    });
    client = listener;
    try {
      await listener.connect();
      await listener.query(`listen ${ENTITLEMENTS_CHANNEL}`);
    } catch (err) {
      lost(err instanceof Error ? err : undefined);
      return;
    }
    await catchUpOrRetry();
  }

  return {
    /** Connects and catches up once (waits for both; failures are retried in the background). */
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
    },
  };
}
