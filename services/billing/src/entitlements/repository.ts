import type { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementChange } from './entities.ts';

/**
 * The outbox of entitlement changes. Rows are written by the trigger on `billing.subscriptions` (see the
 * migration `entitlements`), in the transaction of every subscription change, with a `NOTIFY entitlements`.
 */
export function entitlementRepository(em: EntityManager) {
  return {
    changesAfter: (seq: number, limit: number) =>
      em.find(EntitlementChange, { seq: { $gt: seq } }, { orderBy: { seq: 'asc' }, limit }),
  };
}
