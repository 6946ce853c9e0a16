import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';

type PushSettings = components['schemas']['PushSettings'];
type PushSubscription = components['schemas']['PushSubscription'];

const SETTINGS_COLUMNS = `messages, matches, likes, reminders, previews, email_digest as "emailDigest"`;
const DEFAULTS: PushSettings = {
  messages: true,
  matches: true,
  likes: true,
  reminders: true,
  previews: false,
  emailDigest: true,
};
const COLUMN_OF: Record<keyof PushSettings, string> = {
  messages: 'messages',
  matches: 'matches',
  likes: 'likes',
  reminders: 'reminders',
  previews: 'previews',
  emailDigest: 'email_digest',
};

/** A person's push subscriptions and settings (matching.push_subscriptions, matching.push_settings). */
export function pushRepository(em: EntityManager) {
  return {
    async settings(userId: string): Promise<PushSettings> {
      const [row] = await em.execute<PushSettings[]>(
        `select ${SETTINGS_COLUMNS} from matching.push_settings where user_id = ?`,
        [userId],
      );
      return row ?? DEFAULTS;
    },

    async updateSettings(userId: string, change: Partial<PushSettings>): Promise<PushSettings> {
      const merged = { ...(await this.settings(userId)), ...change };
      const keys = Object.keys(COLUMN_OF) as (keyof PushSettings)[];
      const [row] = await em.execute<PushSettings[]>(
        `insert into matching.push_settings (user_id, ${keys.map((key) => COLUMN_OF[key]).join(', ')})
         values (?, ${keys.map(() => '?').join(', ')})
         on conflict (user_id) do update set ${keys.map((key) => `${COLUMN_OF[key]} = excluded.${COLUMN_OF[key]}`).join(', ')}
         returning ${SETTINGS_COLUMNS}`,
        [userId, ...keys.map((key) => merged[key])],
      );
      return row ?? merged;
    },

    keep: (userId: string, subscription: PushSubscription) =>
      em.execute(
        `insert into matching.push_subscriptions (endpoint, user_id, p256dh, auth) values (?, ?, ?, ?)
         on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
        [subscription.endpoint, userId, subscription.keys.p256dh, subscription.keys.auth],
      ),

    forget: (userId: string, endpoint: string) =>
      em.execute('delete from matching.push_subscriptions where user_id = ? and endpoint = ?', [userId, endpoint]),
  };
}
