import type { components } from '@wishlist/contract/schema';
import { firstRow, rows, sql, type Db, type Sql } from '@wishlist/service-kit';
import { PROFILE_COLUMNS, viewerColumns, viewerRow, type ViewedProfile } from '../core/visibility-repository.ts';
import { goneTo, notParted, notRestricted, notUnmatched } from '../core/safety-rules-repository.ts';

/** A like `viewer` answered with a pass (Pass on Likes you, or on Discover) since it was made. */
const passedSince = (viewer: string): Sql<boolean> => sql`exists (select 1 from matching.passes s
    where s.user_id = ${viewer} and s.profile_id = l.user_id and s.passed_at >= l.created_at)`;

/**
 * The people who added `viewer` and whom `viewer` has neither added nor passed since, newest first, after `after`;
 * at most `limit` rows.
 */
const listSql = (
  viewer: string,
  limit: number,
  after: LikesReceivedCursor,
) => sql<LikeReceivedRow>`with ${viewerRow(viewer)}
  select ${PROFILE_COLUMNS}, ${viewerColumns(viewer)}, l.created_at as "likedAt", l.id as "likeId", l.super_like as "superLike",
    l.comment, l.comment_on as "commentOn"
  from matching.wishlist_entries l
  join matching.profiles p on p.id = l.user_id and p.discoverable and ${notRestricted('p')}
  cross join v
  where l.profile_id = ${viewer} and (l.created_at, l.id) < (${after.likedAt}::timestamptz, ${after.likeId}::uuid)
    and not exists (select 1 from matching.wishlist_entries mine where mine.user_id = ${viewer} and mine.profile_id = l.user_id)
    and ${notParted(viewer, sql`l.user_id`)}
    and not ${passedSince(viewer)}
  order by l.created_at desc, l.id desc
  limit ${limit}`;

/**
 * How many people like `viewer` and are not in their wishlist. Unlike the list, it counts the likers the viewer
 * blocked: a count that fell when they blocked someone would tell a free user who liked them (a block keeps the
 * blocked person's like; safety/). A liker who blocked the viewer is gone for them, like a deleted account (their like
 * went with the block); so is anyone either of them unmatched (a like written at that very moment included). The
 * likers the viewer passed since are left out only for a viewer who sees the list (`withoutPassed`): for anyone else a
 * count that fell at a pass on Discover would tell who liked them.
 */
const countSql = (viewer: string, withoutPassed: boolean) => sql<LikesReceivedCount>`
  select count(*)::int as count, (count(*) filter (where l.comment is not null))::int as "withComment"
  from matching.wishlist_entries l
  join matching.profiles p on p.id = l.user_id and p.discoverable and ${notRestricted('p')}
  where l.profile_id = ${viewer}
    and not exists (select 1 from matching.wishlist_entries mine where mine.user_id = ${viewer} and mine.profile_id = l.user_id)
    and not ${goneTo(viewer, sql`l.user_id`)}
    and ${notUnmatched(viewer, sql`l.user_id`)}${withoutPassed ? sql`\n    and not ${passedSince(viewer)}` : sql``}`;

/** `likedAt` is the exact text PostgreSQL gave (microseconds kept for the cursor); the like's comment, if any. */
export type LikeReceivedRow = ViewedProfile & {
  likedAt: string;
  likeId: string;
  superLike: boolean;
  comment: string | null;
  commentOn: components['schemas']['CommentContext'] | null;
};

/** How many like the viewer, and how many of those likes came with a comment. */
export interface LikesReceivedCount {
  count: number;
  withComment: number;
}

/** Where a page of likes received starts: after this like (the newest first). */
export interface LikesReceivedCursor {
  likedAt: string;
  likeId: string;
}
const FROM_THE_NEWEST: LikesReceivedCursor = { likedAt: 'infinity', likeId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/** The likes received ("see who likes you"), as the viewer sees the likers; reads on the pool, as the feed's. */
export function likesReceivedRepository(db: Db) {
  return {
    list: (viewer: string, limit: number, after = FROM_THE_NEWEST): Promise<LikeReceivedRow[]> =>
      rows(db, listSql(viewer, limit, after)),

    /**
     * How many like `viewer` (and with a comment); `seesWho`: the viewer's plan shows them who, so the likers they
     * passed are left out.
     */
    async count(viewer: string, { seesWho }: { seesWho: boolean }): Promise<LikesReceivedCount> {
      return (await firstRow(db, countSql(viewer, seesWho))) ?? { count: 0, withComment: 0 };
    },
  };
}
