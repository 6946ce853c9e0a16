import type { MikroORM } from '@mikro-orm/postgresql';
import { schemaValidator, validationErrors } from '@wishlist/contract/validator';
import { pgListener } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingClient } from '../core/billing-client.ts';
import { entitlementRepository, type EntitlementChange } from '../core/plan-repository.ts';

/** Billing's channel: one notification per change of a user's entitlements, sent at the commit of the change. */
export const ENTITLEMENTS_CHANNEL = 'entitlements';
const PAGE = 500;
const QUIET_WHILE_STARTING_MS = 30_000;
const isNotification = schemaValidator('EntitlementsNotification');

/** The change a notification announces, or why it is not one (the contract's EntitlementsNotification). */
export function readEntitlementsNotification(payload: string): { change: EntitlementChange } | { refused: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return { refused: 'not JSON' };
  }
  if (!isNotification(parsed)) return { refused: validationErrors(isNotification) };
  return { change: parsed as EntitlementChange };
}

/**
 * Keeps matching's copy of the entitlements current: a listener on billing's channel applies each change as it is
 * announced; at start-up and after every reconnect it catches up from the last sequence number read through
 * billing's `listEntitlementChanges`, so a change made while nobody listened is read there. An unreachable
 * billing is retried with a growing delay.
 */
export function entitlementSync({
  databaseUrl,
  orm,
  billing,
  log,
}: {
  databaseUrl: string;
  orm: MikroORM;
  billing: BillingClient;
  log: FastifyBaseLogger;
}) {
  const repository = () => entitlementRepository(orm.em.fork());

  const apply = (change: EntitlementChange) =>
    repository()
      .apply(change)
      .catch((err: unknown) => log.error({ err, seq: change.seq }, 'an entitlement change could not be stored'));

  /** Since when billing has not answered (null: it answers). */
  let unreachableSince: number | null = null;
  /** Reads every change after the last one read; false when billing could not be reached. */
  async function catchUp(): Promise<boolean> {
    for (;;) {
      const after = await repository().syncedUpTo();
      const answer = await billing.entitlementChanges(after, PAGE);
      if (!answer.ok) {
        unreachableSince ??= Date.now();
        // Started beside billing (npm start), matching may ask before billing listens: misses in the first moments
        // are expected and retried; billing still away after that needs someone to look.
        log[Date.now() - unreachableSince > QUIET_WHILE_STARTING_MS ? 'warn' : 'info'](
          { status: answer.status, err: answer.error },
          'billing cannot be reached to catch up on entitlements; retrying',
        );
        return false;
      }
      unreachableSince = null;
      await repository().savePlans(answer.data.plans);
      for (const change of answer.data.changes) await apply(change);
      const last = answer.data.changes.at(-1);
      if (last) await repository().markSynced(last.seq);
      if (answer.data.changes.length < PAGE) return true;
    }
  }

  return pgListener({
    databaseUrl,
    channels: {
      [ENTITLEMENTS_CHANNEL]: (payload) => {
        const read = readEntitlementsNotification(payload);
        if ('change' in read) return apply(read.change);
        // A broken announcement is dropped, never applied: the next catch-up (start-up, reconnect) reads the
        // change from billing.
        log.error({ payload, reason: read.refused }, 'an entitlements notification breaks the contract; ignored');
        return undefined;
      },
    },
    log,
    catchUp,
  });
}
