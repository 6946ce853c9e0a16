import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRow, rows, sql } from '@wishlist/service-kit';
import { matchWriter } from '../core/match-repository.ts';
import { goneTo } from '../core/safety-rules-repository.ts';
import { fullName, shownPhoto, visibleTo } from '../core/visibility-repository.ts';

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
 * To `b.user_id`, `b.profile_id` is gone (`goneTo`): blocking, reporting or unblocking them answers 404 and they are
 * not in the list of blocks (a deletion takes the blocks that name the person). A block made back is stored (it keeps
 * the two apart once the other lifts theirs) and listed once the other's is lifted.
 */
const OTHER_BLOCKED_FIRST = goneTo(sql`b.user_id`, sql`b.profile_id`);

/**
 * Stores `userId`'s block of `profileId` with the person as `userId` was shown them then: the name, and the picture
 * unless none was shown (held by the photo triage, or incognito to them). One statement, whether the profile is
 * there, `userId` is gone to them or neither: no row when there is no such profile.
 */
const blockSql = (userId: string, profileId: string) => sql<{ gone: boolean }>`
  with target as (
    select p.id, ${fullName('p')} as name, case when ${visibleTo(userId)} then ${shownPhoto('p')} end as photo,
      ${goneTo(sql`${userId}::uuid`, sql`p.id`)} as gone
    from matching.profiles p where p.id = ${profileId}),
  stored as (insert into matching.blocks (user_id, profile_id, name, photo)
    select ${userId}, id, name, photo from target on conflict do nothing)
  select gone from target`;

/** Lifts the block; answers whether `profileId` blocked `userId` first (then it must read as if there was none). */
const unblockSql = (userId: string, profileId: string) => sql<{
  gone: boolean;
}>`delete from matching.blocks b where user_id = ${userId} and profile_id = ${profileId}
  returning ${OTHER_BLOCKED_FIRST} as gone`;

/**
 * The people `userId` blocked, newest block first, as they were shown when blocked (unless they blocked `userId`
 * first). The picture then, while the person still uses it; else their initials.
 */
const blockedSql = (userId: string) => sql<BlockedRow>`
  select b.profile_id as id, b.name, case when b.photo = p.profile_photo
      or p.instagram_photos @> jsonb_build_array(b.photo) then b.photo end as "profilePhoto", b.created_at as "blockedAt"
  from matching.blocks b join matching.profiles p on p.id = b.profile_id
  where b.user_id = ${userId} and not ${OTHER_BLOCKED_FIRST}
  order by b.created_at desc, b.profile_id`;

export type BlockedRow = { id: string; name: string; profilePhoto: string | null; blockedAt: string };

/** Blocks: who blocked whom. What a block hides is said by `neitherBlocked` (core/safety-rules-repository.ts) where each query is written. */
export function blockRepository(em: EntityManager) {
  return {
    /**
     * `userId` blocks `profileId`, in one transaction: their own like of `profileId` goes, so a match ends (the
     * conversation closes); the like of `profileId` stays (`dropOwnLike`). False when there is no such profile, or
     * when `profileId` blocked `userId` first: then the block is stored and nothing else changes (to `userId` they
     * are gone, and `profileId` must not learn of it, from their likes-you count either). Blocking again changes
     * nothing.
     */
    block(userId: string, profileId: string): Promise<boolean> {
      return em.transactional(async (tx) => {
        const db = tx.getKysely();
        const target = await firstRow(db, blockSql(userId, profileId));
        if (!target || target.gone) return false;
        const dropped = await firstRow(db, dropOwnLike(userId, profileId));
        if (dropped?.matched) await matchWriter(tx).closed(userId, profileId, { tellOther: false });
        return true;
      });
    },

    /**
     * Lifts `userId`'s own block of `profileId` (a block the other made stays); false when there was none, or when
     * `profileId` blocked `userId` first (lifted all the same, as their deletion would have taken it).
     */
    async unblock(userId: string, profileId: string): Promise<boolean> {
      const lifted = await firstRow(em.getKysely(), unblockSql(userId, profileId));
      return lifted !== undefined && !lifted.gone;
    },

    blocked: (userId: string) => rows(em.getKysely(), blockedSql(userId)),
  };
}
