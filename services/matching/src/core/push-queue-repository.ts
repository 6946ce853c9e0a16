import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, sql } from '@wishlist/service-kit';

export type PushType = 'match' | 'message' | 'like' | 'reminder';

/** Something to push to `userId` (each of their browsers) about `profileId`. */
export interface NewPush {
  userId: string;
  type: PushType;
  profileId: string;
  messageId?: string;
}

/** One row per browser of each person told; `pushes` is their JSON array. */
const enqueue = (pushes: string) => sql`
  insert into matching.push_queue (subscription_id, user_id, type, profile_id, message_id)
  select s.id, x.user_id, x.type, x.profile_id, x.message_id
  from jsonb_to_recordset(${pushes}::jsonb) as x(user_id uuid, type text, profile_id uuid, message_id uuid)
  join matching.push_subscriptions s on s.user_id = x.user_id`;

/**
 * Queues pushes in the caller's transaction `tx` (the like, the match, the message they tell of): they exist once
 * it commits, or never. Sending happens later, outside any request (delivery.ts).
 */
export const pushQueue = (tx: EntityManager) => ({
  async add(pushes: NewPush[]): Promise<void> {
    const rows = pushes.map(({ userId, type, profileId, messageId }) => ({
      user_id: userId,
      type,
      profile_id: profileId,
      message_id: messageId ?? null,
    }));
    await changed(tx.getKysely(), enqueue(JSON.stringify(rows)));
  },
});
