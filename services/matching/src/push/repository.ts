import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { changed, firstRow, sql } from '@wishlist/service-kit';

export type PushSettings = components['schemas']['PushSettings'];
type PushSubscriptionRequest = components['schemas']['PushSubscriptionRequest'];

/** The browsers one person may have; a new one past this replaces their oldest (a browser gone stays until then). */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

/**
 * Stores the endpoint for `userId` (new keys for a known endpoint; an endpoint another person had moves to this one),
 * then keeps only the person's newest subscriptions.
 */
const saveSubscription = (userId: string, { endpoint, keys: { p256dh, auth } }: PushSubscriptionRequest) => sql`
  insert into matching.push_subscriptions as s (user_id, endpoint, p256dh, auth) values (${userId}, ${endpoint}, ${p256dh}, ${auth})
  on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
    created_at = case when s.user_id = excluded.user_id then s.created_at else now() end`;
const keepNewest = (userId: string) => sql`
  delete from matching.push_subscriptions where id in (
    select id from matching.push_subscriptions where user_id = ${userId}
    order by created_at desc, id desc offset ${sql.lit(MAX_SUBSCRIPTIONS_PER_PERSON)})`;

const SETTINGS_COLUMNS = sql`messages, matches, likes, reminders, previews, email_digest as "emailDigest"`;
const DEFAULT_SETTINGS: PushSettings = {
  messages: true,
  matches: true,
  likes: true,
  reminders: true,
  previews: false,
  emailDigest: true,
};
/** The contract's names of the settings, and their columns. */
const SETTING_COLUMNS: Record<keyof PushSettings, string> = {
  messages: 'messages',
  matches: 'matches',
  likes: 'likes',
  reminders: 'reminders',
  previews: 'previews',
  emailDigest: 'email_digest',
};

/** Stores the changed settings of `userId` (the others as they were, or their defaults). */
const updateSettingsSql = (userId: string, changes: Partial<PushSettings>) => {
  const names = Object.keys(changes) as (keyof PushSettings)[];
  const columns = names.map((name) => sql.id(SETTING_COLUMNS[name]));
  return sql<PushSettings>`insert into matching.push_settings (user_id, ${sql.join(columns)})
         values (${userId}, ${sql.join(names.map((name) => changes[name] ?? DEFAULT_SETTINGS[name]))})
         on conflict (user_id) do update set ${sql.join(columns.map((column) => sql`${column} = excluded.${column}`))}
         returning ${SETTINGS_COLUMNS}`;
};

/** A person's browsers that take pushes, and what they want pushed. */
export function pushRepository(em: EntityManager) {
  return {
    saveSubscription: (userId: string, subscription: PushSubscriptionRequest) =>
      em.transactional(async (tx) => {
        await changed(tx.getKysely(), saveSubscription(userId, subscription));
        await changed(tx.getKysely(), keepNewest(userId));
      }),

    /** False when the person has no such subscription. */
    async removeSubscription(userId: string, endpoint: string): Promise<boolean> {
      const gone = await changed(
        em.getKysely(),
        sql`delete from matching.push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`,
      );
      return gone > 0;
    },

    async settings(userId: string): Promise<PushSettings> {
      const row = await firstRow(
        em.getKysely(),
        sql<PushSettings>`select ${SETTINGS_COLUMNS} from matching.push_settings where user_id = ${userId}`,
      );
      return row ?? DEFAULT_SETTINGS;
    },

    async updateSettings(userId: string, changes: Partial<PushSettings>): Promise<PushSettings> {
      const row = await firstRow(em.getKysely(), updateSettingsSql(userId, changes));
      if (!row) throw new Error('the push settings upsert returned no row');
      return row;
    },
  };
}
