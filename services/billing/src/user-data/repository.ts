import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { changed, rows, sql } from '@wishlist/service-kit';
import { Subscription } from '../core/entities.ts';

/**
 * EVERY billing table holding people's data, keyed by `user_id`: a new table of people's data is added here, or
 * deleting an account leaves it behind. What the download shows of them is below (exportStatements).
 */
const PERSON_TABLES = ['subscriptions', 'subscription_transitions', 'test_payments', 'entitlement_changes', 'uploads'];

/**
 * What the download shows, by section, in the names of the contract's BillingUserData. Not shown: payment
 * providers' ids and a payment's client secret, storage keys and etags, the photo triage's scores, and the
 * entitlement outbox (the subscription's history says the same in words).
 */
type BillingUserData = components['schemas']['BillingUserData'];

const exportStatements = (userId: string) => ({
  subscription: sql<NonNullable<BillingUserData['subscription']>>`select tier as plan, status,
      premium_until as "paidUntil", cancel_at_period_end as "cancelsAtPeriodEnd", scheduled_tier as "changesTo",
      updated_at as "updatedAt"
    from billing.subscriptions where user_id = ${userId}`,
  subscriptionHistory: sql<BillingUserData['subscriptionHistory'][number]>`select event as change,
      from_tier as "fromPlan", from_status as "fromStatus", to_tier as "toPlan", to_status as "toStatus",
      premium_until as "paidUntil", occurred_at as at
    from billing.subscription_transitions where user_id = ${userId} order by occurred_at`,
  payments: sql<BillingUserData['payments'][number]>`select tier as plan, status, last_error_message as problem,
      created_at as "startedAt", paid_at as "paidAt"
    from billing.test_payments where user_id = ${userId} order by created_at`,
  uploads: sql<BillingUserData['uploads'][number]>`select kind,
      case status when 'issued' then 'waiting' when 'stored' then 'kept' else 'refused' end as status,
      coalesce(size, declared_size) as size, issued_at as "uploadedAt", refusal_message as "refusedBecause",
      removed_at as "removedAt"
    from billing.uploads where user_id = ${userId} order by issued_at`,
});

/** The tables above, by name (a test holds them to the schema's tables). */
export const personTables = PERSON_TABLES;

/** A person's data in billing, as a whole: deleted in one transaction, read for the data download. */
export function userDataRepository(em: EntityManager) {
  return {
    /** The user's subscription row (null: never had one). */
    subscription: (userId: string) => em.findOne(Subscription, { userId }),

    /**
     * Deletes every row about the user; answers how many went. The subscription row is deleted, never updated:
     * no entitlement change is announced for a person who no longer exists.
     */
    delete: (userId: string) =>
      em.transactional(async (tx) => {
        let deleted = 0;
        for (const table of personTables) {
          const statement = sql`delete from ${sql.table(`billing.${table}`)} where user_id = ${userId}`;
          deleted += await changed(tx.getKysely(), statement);
        }
        return deleted;
      }),

    async export(userId: string): Promise<BillingUserData> {
      const db = em.getKysely();
      const statements = exportStatements(userId);
      const [subscription, subscriptionHistory, payments, uploads] = await Promise.all([
        rows(db, statements.subscription),
        rows(db, statements.subscriptionHistory),
        rows(db, statements.payments),
        rows(db, statements.uploads),
      ]);
      return { subscription: subscription[0] ?? null, subscriptionHistory, payments, uploads };
    },
  };
}
