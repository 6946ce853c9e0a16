import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { Subscription } from '../subscriptions/entities.ts';

/**
 * EVERY billing table holding people's data, keyed by `user_id`, one line each: `section` names it in the person's
 * data download, `columns` what it shows (never a payment's client secret). A new table of people's data is added
 * here, or deleting an account leaves it behind.
 */
const PERSON_TABLES = [
  { table: 'subscriptions', section: 'subscription', columns: '*' },
  { table: 'subscription_transitions', section: 'subscriptionHistory', columns: '*' },
  { table: 'test_payments', section: 'payments', columns: 'id, tier, status, last_error_code, created_at, expires_at, paid_at' },
  { table: 'entitlement_changes', section: 'entitlementChanges', columns: '*' },
  { table: 'uploads', section: 'uploads', columns: '*' },
];

/** The tables above, by name (a test holds them to the schema's tables). */
export const personTables = PERSON_TABLES.map(({ table }) => table);

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
        for (const { table } of PERSON_TABLES) {
          rows += (await tx.execute<QueryResult>(`delete from billing.${table} where user_id = ?`, [userId], 'run')).affectedRows;
        }
        return rows;
      }),

    async export(userId: string): Promise<Record<string, Row[]>> {
      const sections: Record<string, Row[]> = {};
      for (const { table, section, columns } of PERSON_TABLES) {
        sections[section] = await em.execute<Row[]>(`select ${columns} from billing.${table} where user_id = ?`, [userId]);
      }
      return sections;
    },
  };
}
