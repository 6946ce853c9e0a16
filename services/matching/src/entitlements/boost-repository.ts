import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRow, sql } from '@wishlist/service-kit';

export const BOOST_MINUTES = 30;

/** The running boost of `userId`, its profile row locked: one user's boosts start one at a time. */
const lockProfile = (userId: string) =>
  sql<{ running: boolean | null }>`select boost_ends_at > now() as running from matching.profiles
    where id = ${userId} for update`;

/** Counts one boost of `userId` in the UTC month `month` against `cap`; a row only when one was left. */
const consumeBoost = (userId: string, month: string, cap: number | null) => sql<{ used: number }>`
  insert into matching.monthly_boosts as b (user_id, month, used)
  select ${userId}::uuid, ${month}::date, 1 where ${cap}::int is null or ${cap}::int > 0
  on conflict (user_id, month) do update set used = b.used + 1
    where ${cap}::int is null or b.used < ${cap}::int
  returning used`;

const startBoost = (userId: string) => sql<{ startedAt: string; endsAt: string }>`
  update matching.profiles set boost_started_at = now(), boost_ends_at = now() + make_interval(mins => ${BOOST_MINUTES})
  where id = ${userId}
  returning boost_started_at as "startedAt", boost_ends_at as "endsAt"`;

export type BoostOutcome =
  | { startedAt: Date; endsAt: Date }
  | 'BOOST_ACTIVE'
  | 'BOOST_LIMIT_REACHED'
  | 'PROFILE_NOT_FOUND';

/** Boosts: 30 minutes first in other people's feeds, counted per UTC calendar month. */
export function boostRepository(em: EntityManager) {
  return {
    /** Starts a boost unless one runs or none is left this month, atomically (a refused one uses none). */
    start: ({ userId, cap, month }: { userId: string; cap: number | null; month: string }): Promise<BoostOutcome> =>
      em.transactional(async (tx) => {
        const db = tx.getKysely();
        const profile = await firstRow(db, lockProfile(userId));
        if (!profile) return 'PROFILE_NOT_FOUND';
        if (profile.running) return 'BOOST_ACTIVE';
        if (!(await firstRow(db, consumeBoost(userId, month, cap)))) return 'BOOST_LIMIT_REACHED';
        const started = await firstRow(db, startBoost(userId));
        if (!started) throw new Error('the boost update returned no row');
        return { startedAt: new Date(started.startedAt), endsAt: new Date(started.endsAt) };
      }),

    async usedThisMonth(userId: string, month: string): Promise<number> {
      const row = await firstRow(
        em.getKysely(),
        sql<{ used: number }>`select used from matching.monthly_boosts where user_id = ${userId} and month = ${month}`,
      );
      return row?.used ?? 0;
    },

    async endsAt(userId: string): Promise<Date | null> {
      const row = await firstRow(
        em.getKysely(),
        sql<{ endsAt: string | Date | null }>`select boost_ends_at as "endsAt" from matching.profiles
          where id = ${userId} and boost_ends_at > now()`,
      );
      return row?.endsAt ? new Date(row.endsAt) : null;
    },
  };
}
