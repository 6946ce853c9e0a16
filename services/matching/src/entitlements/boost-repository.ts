import type { EntityManager } from '@mikro-orm/postgresql';

export const BOOST_MINUTES = 30;

/** The running boost of :userId, its profile row locked: one user's boosts start one at a time. */
const LOCK_PROFILE_SQL = `select boost_ends_at > now() as running from matching.profiles where id = :userId for update`;

/** Counts one boost of :userId in the UTC month :month against :cap; a row only when one was left. */
const CONSUME_BOOST_SQL = `
  insert into matching.monthly_boosts as b (user_id, month, used)
  select :userId::uuid, :month::date, 1 where :cap::int is null or :cap::int > 0
  on conflict (user_id, month) do update set used = b.used + 1
    where :cap::int is null or b.used < :cap::int
  returning used`;

const START_BOOST_SQL = `
  update matching.profiles set boost_started_at = now(), boost_ends_at = now() + make_interval(mins => ${BOOST_MINUTES})
  where id = :userId
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
        const [profile] = await tx.execute<{ running: boolean | null }[]>(LOCK_PROFILE_SQL, { userId });
        if (!profile) return 'PROFILE_NOT_FOUND';
        if (profile.running) return 'BOOST_ACTIVE';
        if ((await tx.execute(CONSUME_BOOST_SQL, { userId, month, cap })).length === 0) return 'BOOST_LIMIT_REACHED';
        const [started] = await tx.execute<{ startedAt: string; endsAt: string }[]>(START_BOOST_SQL, { userId });
        if (!started) throw new Error('the boost update returned no row');
        return { startedAt: new Date(started.startedAt), endsAt: new Date(started.endsAt) };
      }),

    async usedThisMonth(userId: string, month: string): Promise<number> {
      const [row] = await em.execute<{ used: number }[]>(
        'select used from matching.monthly_boosts where user_id = :userId and month = :month',
        { userId, month },
      );
      return row?.used ?? 0;
    },

    async endsAt(userId: string): Promise<Date | null> {
      const [row] = await em.execute<{ endsAt: string | null }[]>(
        'select boost_ends_at as "endsAt" from matching.profiles where id = :userId and boost_ends_at > now()',
        { userId },
      );
      return row?.endsAt ? new Date(row.endsAt) : null;
    },
  };
}
