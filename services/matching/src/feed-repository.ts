import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProfileFields } from './profile-view.ts';
import { PROFILE_COLUMNS } from './profile-repository.ts';

/** The feed position to read the first page after: above every feed position (the largest bigint). */
export const FEED_START = '9223372036854775807';

/** How long a passed person stays out of the feed (spec §4). */
const PASS_DAYS = 7;

/**
 * One page of the discover feed for $1, after feed position $2, at most $3 rows: newest members first, never the
 * user, never someone in their wishlist, never an undiscoverable profile, and (unless $4) nobody passed in the
 * last 7 days. Walks the partial index
 * `profiles_feed_idx` and probes the wishlist's unique (user_id, profile_id) index, so a page costs the same
 * whatever the size of the table.
 */
const FEED_SQL = `
  select ${PROFILE_COLUMNS}, p.feed_seq as "feedSeq"
  from matching.profiles p
  where p.discoverable and p.feed_seq < $2 and p.id <> $1
    and not exists (select 1 from matching.wishlist_entries w where w.user_id = $1 and w.profile_id = p.id)
    and ($4 or not exists (select 1 from matching.passes s
      where s.user_id = $1 and s.profile_id = p.id and s.passed_at > now() - interval '${PASS_DAYS} days'))
  order by p.feed_seq desc
  limit $3`;

/** A profile in the feed and its position there (a bigint, as text). */
export type FeedRow = ProfileFields & { feedSeq: string };

/**
 * The discover feed, read with keyset paging on the feed position. The busiest read of the app runs on the
 * ORM's own pg pool with server-side parameters: `em.execute` would format the values into the text first.
 */
export function feedRepository(em: EntityManager) {
  const query = async <Row extends object>(sql: string, params: unknown[]) => {
    const pool = await em.getConnection().getNativeClient();
    return (await pool.query<Row>(sql, params)).rows;
  };
  return {
    /**
     * Up to `limit` profiles for `userId` after feed position `after` (from the first when not given); the people
     * passed lately only with `includePassed`.
     */
    page: (userId: string, limit: number, after = FEED_START, includePassed = false) =>
      query<FeedRow>(FEED_SQL, [userId, after, limit, includePassed]),

    /** Remembers that `userId` passed `profileId` now (again: the 7 days start over). */
    async pass(userId: string, profileId: string): Promise<void> {
      await query(
        `insert into matching.passes (user_id, profile_id) values ($1, $2)
         on conflict (user_id, profile_id) do update set passed_at = now()`,
        [userId, profileId],
      );
    },

    /** How PostgreSQL runs the first page for this user (EXPLAIN ANALYZE, one line per row): the benchmark shows it. */
    async firstPagePlan(userId: string, limit: number): Promise<string[]> {
      const rows = await query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${FEED_SQL}`, [userId, FEED_START, limit, false]);
      return rows.map((row) => row['QUERY PLAN']);
    },
  };
}
