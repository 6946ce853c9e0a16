import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { Subscription } from '../subscriptions/entities.ts';

/**
 * EVERY billing table holding people's data, keyed by `user_id`, one line each: the section that shows it in the
 * person's data download, and the columns it shows when not all (never a payment's client secret). A new table of
 * people's data is added here, or deleting an account leaves it behind.
 */
const PERSON_TABLES: Record<string, [section: string, columns?: string]> = {
  subscriptions: ['subscription'],
  subscription_transitions: ['subscriptionHistory'],
  test_payments: ['payments', 'id, tier, status, last_error_code, created_at, expires_at, paid_at'],
  entitlement_changes: ['entitlementChanges'],
  uploads: ['uploads'],
};

/** The tables above, by name (a test holds them to the schema's tables). */
export const personTables = Object.keys(PERSON_TABLES);

/** A row as stored (column names), for the data download. */
type Row = Record<string, unknown>;

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

    async export(userId: string): Promise<Record<string, Row[]>> {
      const sections: Record<string, Row[]> = {};
      for (const [table, [section, columns = '*']] of Object.entries(PERSON_TABLES)) {
        sections[section] = await em.execute<Row[]>(`select ${columns} from billing.${table} where user_id = ?`, [
          userId,
        ]);
      }
      return sections;
    },
  };
}
