import type { Pool } from 'pg';
import { VIEWER, VIEWER_COLUMNS, type ViewedProfile } from '../core/visibility.ts';
import { PROFILE_COLUMNS } from '../core/visibility.ts';
import { notParted, notRestricted, notUnmatched } from '../core/safety-rules.ts';

/** A like $1 answered with a pass (Pass on Likes you, or on Discover) since it was made. */
const PASSED_SINCE = `exists (select 1 from matching.passes s
    where s.user_id = $1 and s.profile_id = l.user_id and s.passed_at >= l.created_at)`;

/**
 * The people who added $1 and whom $1 has neither added nor passed since, newest first, after ($2, $3); at most $4
 * rows.
 */
const LIST_SQL = `with ${VIEWER}
  select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}, l.created_at as "likedAt", l.id as "likeId", l.super_like as "superLike"
  from matching.wishlist_entries l
  join matching.profiles p on p.id = l.user_id and p.discoverable and ${notRestricted('p')}
  cross join v
  where l.profile_id = $1 and (l.created_at, l.id) < ($2::timestamptz, $3::uuid)
    and not exists (select 1 from matching.wishlist_entries mine where mine.user_id = $1 and mine.profile_id = l.user_id)
    and ${notParted('$1', 'l.user_id')}
    and not ${PASSED_SINCE}
  order by l.created_at desc, l.id desc
  limit $4`;

/**
 * How many people like $1 and are not in their wishlist. Unlike the list, it counts the likers $1 blocked: a count
 * that fell when $1 blocked someone would tell a free user who liked them (a block keeps the blocked person's like;
 * safety/blocks.ts). A liker who blocked $1 is gone for $1, like a deleted account (their like went with the block);
 * so is anyone either of them unmatched (a like written at that very moment included). The likers $1 passed since
 * are left out only for a viewer who sees the list (`withoutPassed`): for anyone else a count that fell at a pass on
 * Discover would tell who liked them.
 */
const countSql = (withoutPassed: boolean) => `
  select count(*)::int as count from matching.wishlist_entries l
  join matching.profiles p on p.id = l.user_id and p.discoverable and ${notRestricted('p')}
  where l.profile_id = $1
    and not exists (select 1 from matching.wishlist_entries mine where mine.user_id = $1 and mine.profile_id = l.user_id)
    and not exists (select 1 from matching.blocks blk where blk.user_id = l.user_id and blk.profile_id = $1)
    and ${notUnmatched('$1', 'l.user_id')}${withoutPassed ? `\n    and not ${PASSED_SINCE}` : ''}`;
const COUNT_SQL = countSql(false);
const COUNT_WITHOUT_PASSED_SQL = countSql(true);

/** `likedAt` is the exact text PostgreSQL gave (microseconds kept for the cursor). */
export type LikeReceivedRow = ViewedProfile & { likedAt: string; likeId: string; superLike: boolean };

/** Where a page of likes received starts: after this like (the newest first). */
export interface LikesReceivedCursor {
  likedAt: string;
  likeId: string;
}
const FROM_THE_NEWEST: LikesReceivedCursor = { likedAt: 'infinity', likeId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/** The likes received ("see who likes you"), as the viewer sees the likers; reads on the pool, as the feed's. */
export function likesReceivedRepository(pool: Pool) {
  return {
    async list(viewer: string, limit: number, after = FROM_THE_NEWEST): Promise<LikeReceivedRow[]> {
      return (await pool.query<LikeReceivedRow>(LIST_SQL, [viewer, after.likedAt, after.likeId, limit])).rows;
    },

    /** How many like `viewer`; `seesWho`: the viewer's plan shows them who, so the likers they passed are left out. */
    async count(viewer: string, { seesWho }: { seesWho: boolean }): Promise<number> {
      const sql = seesWho ? COUNT_WITHOUT_PASSED_SQL : COUNT_SQL;
      return (await pool.query<{ count: number }>(sql, [viewer])).rows[0]?.count ?? 0;
    },
  };
}
