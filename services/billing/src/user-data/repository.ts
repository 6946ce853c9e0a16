import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { Subscription } from '../subscriptions/entities.ts';

/**
 * EVERY billing table holding people's data, keyed by `user_id`: a new table of people's data is added here, or
 * deleting an account leaves it behind. What the download shows of them is below (EXPORT_SQL).
 */
const PERSON_TABLES = ['subscriptions', 'subscription_transitions', 'test_payments', 'entitlement_changes', 'uploads'];

/**
 * What the download shows, by section, in the names of the contract's BillingUserData. Not shown: payment
 * providers' ids and a payment's client secret, storage keys and etags, the photo triage's scores, and the
 * entitlement outbox (the subscription's history says the same in words).
 */
const EXPORT_SQL = {
  subscription: `select tier as plan, status, premium_until as "paidUntil", cancel_at_period_end as "cancelsAtPeriodEnd",
      scheduled_tier as "changesTo", updated_at as "updatedAt"
    from billing.subscriptions where user_id = ?`,
  subscriptionHistory: `select event as change, from_tier as "fromPlan", from_status as "fromStatus", to_tier as "toPlan",
      to_status as "toStatus", premium_until as "paidUntil", occurred_at as at
    from billing.subscription_transitions where user_id = ? order by occurred_at`,
  payments: `select tier as plan, status, last_error_message as problem, created_at as "startedAt", paid_at as "paidAt"
    from billing.test_payments where user_id = ? order by created_at`,
  uploads: `select kind, case status when 'issued' then 'waiting' when 'stored' then 'kept' else 'refused' end as status,
      coalesce(size, declared_size) as size, issued_at as "uploadedAt", refusal_message as "refusedBecause",
      removed_at as "removedAt"
    from billing.uploads where user_id = ? order by issued_at`,
};

/** The tables above, by name (a test holds them to the schema's tables). */
export const personTables = PERSON_TABLES;

type BillingUserData = components['schemas']['BillingUserData'];

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
        let rows = 0;
        for (const table of personTables) {
          rows += (await tx.execute<QueryResult>(`delete from billing.${table} where user_id = ?`, [userId], 'run'))
            .affectedRows;
        }
        return rows;
      }),

    async export(userId: string): Promise<BillingUserData> {
      const read = <T>(sql: string) => em.execute<T[]>(sql, [userId]);
      const [subscription, subscriptionHistory, payments, uploads] = await Promise.all([
        read<NonNullable<BillingUserData['subscription']>>(EXPORT_SQL.subscription),
        read<BillingUserData['subscriptionHistory'][number]>(EXPORT_SQL.subscriptionHistory),
        read<BillingUserData['payments'][number]>(EXPORT_SQL.payments),
        read<BillingUserData['uploads'][number]>(EXPORT_SQL.uploads),
      ]);
      return { subscription: subscription[0] ?? null, subscriptionHistory, payments, uploads };
    },
  };
}
