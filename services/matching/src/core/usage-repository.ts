import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRow, sql } from '@wishlist/service-kit';
import { goneTo } from './safety-rules-repository.ts';

type DailyCount = 'daily_likes' | 'daily_super_likes';

/**
 * What a person used of their plan's daily limits (core/plan-repository.ts): the likes and super likes counted by a
 * like (wishlist/), and the messages sent (messages/). GET /api/entitlements reads all three.
 */
export function usageRepository(em: EntityManager) {
  const db = em.getKysely();
  const usedOn = async (table: DailyCount, userId: string, day: string) =>
    (
      await firstRow(
        db,
        sql<{
          used: number;
        }>`select used from ${sql.table(`matching.${table}`)} where user_id = ${userId} and day = ${day}`,
      )
    )?.used ?? 0;

  return {
    likesUsed: (userId: string, day: string) => usedOn('daily_likes', userId, day),

    superLikesUsed: (userId: string, day: string) => usedOn('daily_super_likes', userId, day),

    /**
     * Messages `userId` sent on the UTC day `day`, but those to someone who blocked them: a block reads like the
     * recipient's deletion, which takes those messages (and gives back their place in the free plan's daily count);
     * nor a like's comment that became a message at the match (it counted as the like).
     */
    async messagesSentOn(userId: string, day: string): Promise<number> {
      const row = await firstRow(
        db,
        sql<{ count: number }>`select count(*)::int as count from matching.messages m
          where sender_id = ${userId} and sent_at >= (${day}::date)::timestamp at time zone 'UTC'
            and sent_at < (${day}::date + 1)::timestamp at time zone 'UTC'
            and m.answers is null and not ${goneTo(sql`m.sender_id`, sql`m.recipient_id`)}`,
      );
      return row?.count ?? 0;
    },
  };
}
