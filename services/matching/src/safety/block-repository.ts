import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, rows, sql, type Sql } from '@wishlist/service-kit';
import { matchWriter } from '../core/match-repository.ts';
import { fullName } from '../core/visibility-repository.ts';

const blockSql = (userId: string, profileId: string) =>
  sql`insert into matching.blocks (user_id, profile_id) values (${userId}, ${profileId}) on conflict do nothing`;

/**
 * The blocker's own like of the blocked person goes (and what Undo could put back), as their deletion would take it:
 * to the blocked person, the blocker is gone. The blocked person's like of the blocker stays, hidden from the
 * blocker's lists but still counted in their likes-you count: a block must not tell a free user who liked them.
 * Answers whether the two had a match (both likes stood).
 */
const dropOwnLike = (userId: string, profileId: string) => sql<{ matched: boolean }>`
  with gone as (delete from matching.wishlist_entries where user_id = ${userId} and profile_id = ${profileId} returning 1),
  kept as (delete from matching.removed_wishlist_entries where user_id = ${userId} and profile_id = ${profileId})
  select exists (select 1 from gone) and exists (
    select 1 from matching.wishlist_entries where user_id = ${profileId} and profile_id = ${userId}) as matched`;

/**
 * `b` blocked `a`. To `a`, `b` is then gone, as if their account were deleted: blocking, reporting or unblocking `b`
 * answers 404 and `b` is not in `a`'s list of blocks (a deletion takes the blocks that name the person).
 */
const blockedBy = (a: Sql, b: Sql): Sql<boolean> =>
  sql`exists (select 1 from matching.blocks o where o.user_id = ${b} and o.profile_id = ${a})`;
const BLOCKER_BLOCKED_BACK = blockedBy(sql`b.user_id`, sql`b.profile_id`);

const blockedBySql = (userId: string, profileId: string) =>
  sql<{ blockedBy: boolean }>`select ${blockedBy(sql`${userId}::uuid`, sql`${profileId}::uuid`)} as "blockedBy"`;

/** Lifts the block; answers whether `profileId` blocked `userId` too (then it must read as if there was none). */
const unblockSql = (userId: string, profileId: string) => sql<{
  blockedBy: boolean;
}>`delete from matching.blocks b where user_id = ${userId} and profile_id = ${profileId}
  returning ${BLOCKER_BLOCKED_BACK} as "blockedBy"`;

/** The people `userId` blocked, newest block first, whatever their profile is like now (unless they blocked them). */
const blockedSql = (userId: string) => sql<BlockedRow>`
  select p.id, ${fullName('p')} as name, p.profile_photo as "profilePhoto", b.created_at as "blockedAt"
  from matching.blocks b join matching.profiles p on p.id = b.profile_id
  where b.user_id = ${userId} and not ${BLOCKER_BLOCKED_BACK}
  order by b.created_at desc, p.id`;

export type BlockedRow = { id: string; name: string; profilePhoto: string | null; blockedAt: string };

/** Blocks: who blocked whom. What a block hides is said by `neitherBlocked` (core/safety-rules-repository.ts) where each query is written. */
export function blockRepository(em: EntityManager) {
  return {
    /**
     * `userId` blocks `profileId`, in one transaction: their own like of `profileId` goes, so a match ends (the
     * conversation closes); the like of `profileId` stays (`dropOwnLike`). False when there is no such profile, or
     * when `profileId` blocked `userId` (then nothing is stored: to `userId` they are gone). Blocking again changes
     * nothing.
     */
    async block(userId: string, profileId: string): Promise<boolean> {
      try {
        return await em.transactional(async (tx) => {
          const db = tx.getKysely();
          if ((await firstRow(db, blockedBySql(userId, profileId)))?.blockedBy) return false;
          await changed(db, blockSql(userId, profileId));
          const dropped = await firstRow(db, dropOwnLike(userId, profileId));
          if (dropped?.matched) await matchWriter(tx).closed(userId, profileId, { tellOther: false });
          return true;
        });
      } catch (err) {
        // No such profile: the block's foreign key (PostgreSQL's 23503).
        if ((err as { code?: unknown }).code === '23503') return false;
        throw err;
      }
    },

    /**
     * Lifts `userId`'s own block of `profileId` (a block the other made stays); false when there was none, or when
     * `profileId` blocked `userId` (lifted all the same, as their deletion would have taken it).
     */
    async unblock(userId: string, profileId: string): Promise<boolean> {
      const lifted = await firstRow(em.getKysely(), unblockSql(userId, profileId));
      return lifted !== undefined && !lifted.blockedBy;
    },

    blocked: (userId: string) => rows(em.getKysely(), blockedSql(userId)),
  };
}
