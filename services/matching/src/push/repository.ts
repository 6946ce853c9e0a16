import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';

export type PushSettings = components['schemas']['PushSettings'];
type PushSubscriptionRequest = components['schemas']['PushSubscriptionRequest'];

/** The browsers one person may have; a new one past this replaces their oldest (a browser gone stays until then). */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

/**
 * Stores the endpoint for :userId (new keys for a known endpoint; an endpoint another person had moves to this one),
 * then keeps only the person's newest subscriptions.
 */
const SAVE_SUBSCRIPTION_SQL = `
  insert into matching.push_subscriptions as s (user_id, endpoint, p256dh, auth) values (:userId, :endpoint, :p256dh, :auth)
  on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
    created_at = case when s.user_id = excluded.user_id then s.created_at else now() end`;
const KEEP_NEWEST_SQL = `
  delete from matching.push_subscriptions where id in (
    select id from matching.push_subscriptions where user_id = :userId
    order by created_at desc, id desc offset ${MAX_SUBSCRIPTIONS_PER_PERSON})`;

const SETTINGS_COLUMNS = `messages, matches, likes, reminders, previews, email_digest as "emailDigest"`;
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

/** A person's browsers that take pushes, and what they want pushed. */
export function pushRepository(em: EntityManager) {
  return {
    saveSubscription: (userId: string, { endpoint, keys }: PushSubscriptionRequest) =>
      em.transactional(async (tx) => {
        await tx.execute(SAVE_SUBSCRIPTION_SQL, { userId, endpoint, ...keys }, 'run');
        await tx.execute(KEEP_NEWEST_SQL, { userId }, 'run');
      }),

    /** False when the person has no such subscription. */
    async removeSubscription(userId: string, endpoint: string): Promise<boolean> {
      const gone = await em.execute(
        'delete from matching.push_subscriptions where user_id = :userId and endpoint = :endpoint returning id',
        { userId, endpoint },
      );
      return gone.length > 0;
    },

    async settings(userId: string): Promise<PushSettings> {
      const [row] = await em.execute<PushSettings[]>(
        `select ${SETTINGS_COLUMNS} from matching.push_settings where user_id = :userId`,
        { userId },
      );
      return row ?? DEFAULT_SETTINGS;
    },

    async updateSettings(userId: string, changes: Partial<PushSettings>): Promise<PushSettings> {
      const names = Object.keys(changes) as (keyof PushSettings)[];
      const values = Object.fromEntries(names.map((name) => [name, changes[name] ?? DEFAULT_SETTINGS[name]]));
      const [row] = await em.execute<PushSettings[]>(
        `insert into matching.push_settings (user_id, ${names.map((name) => SETTING_COLUMNS[name]).join(', ')})
         values (:userId, ${names.map((name) => `:${name}`).join(', ')})
         on conflict (user_id) do update set ${names.map((name) => `${SETTING_COLUMNS[name]} = excluded.${SETTING_COLUMNS[name]}`).join(', ')}
         returning ${SETTINGS_COLUMNS}`,
        { userId, ...values },
      );
      if (!row) throw new Error('the push settings upsert returned no row');
      return row;
    },
  };
}
