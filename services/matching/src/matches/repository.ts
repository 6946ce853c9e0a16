import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, rows, sql, type Sql } from '@wishlist/service-kit';
import { matchWriter } from '../core/match-repository.ts';

/** The two directions between `a` and `b`, for a `(user_id, profile_id) in …` test. */
const bothWays = (a: string, b: string): Sql => sql`((${a}::uuid, ${b}::uuid), (${b}::uuid, ${a}::uuid))`;

/** Locks the wishlist entries between `a` and `b` (a match has both). */
const lockEntries = (a: string, b: string) =>
  sql<{
    user_id: string;
  }>`select user_id from matching.wishlist_entries where (user_id, profile_id) in ${bothWays(a, b)} for update`;

/** Removes both wishlist entries (and what Undo could put back), so nothing brings the match back. */
const endMatchSql = (a: string, b: string) => sql<{ entries: number }>`
  with gone as (delete from matching.wishlist_entries where (user_id, profile_id) in ${bothWays(a, b)} returning 1),
  kept as (delete from matching.removed_wishlist_entries where (user_id, profile_id) in ${bothWays(a, b)})
  select count(*)::int as entries from gone`;

/** `a` unmatched `b`, for good: every read keeps the two apart both ways (`notParted`, core/safety-rules-repository.ts). */
const recordUnmatch = (a: string, b: string) =>
  sql`insert into matching.unmatches (user_id, profile_id) values (${a}, ${b}) on conflict do nothing`;

/**
 * Ends whatever is between `a` and `b` — both likes, hence their match — inside the caller's transaction `tx`. A match
 * that ends closes the conversation (it is open only while both likes stand; its history stays) and both are told.
 */
async function endMatch(tx: EntityManager, a: string, b: string): Promise<void> {
  const row = await firstRow(tx.getKysely(), endMatchSql(a, b));
  if (row?.entries === 2) await matchWriter(tx).closed(a, b, { tellOther: true });
}

/**
 * Matches: two people who each have the other in their wishlist (made by a like: wishlist/repository.ts), and their
 * end on purpose (unmatch); a block ends one too, its own way (safety/blocks.ts).
 */
export function matchRepository(em: EntityManager) {
  return {
    /**
     * Ends the match of `userId` with `profileId` for both, without a block and for good (neither finds, likes or
     * writes to the other again); false when they have no match.
     */
    unmatch(userId: string, profileId: string): Promise<boolean> {
      return em.transactional(async (tx) => {
        const entries = await rows(tx.getKysely(), lockEntries(userId, profileId));
        if (entries.length < 2) return false;
        await endMatch(tx, userId, profileId);
        await changed(tx.getKysely(), recordUnmatch(userId, profileId));
        return true;
      });
    },
  };
}
