// The SQL rules of safety, for every query that shows people: blocks (stored by safety/), reports (safety/) and
// moderators' restrictions (moderation/).
import { sql, type Sql } from '@wishlist/service-kit';
import type { Alias } from './visibility-repository.ts';

/** A person in a rule: their user id (a bound value), or the SQL expression of one (a column). */
export type Person = string | Sql;

/**
 * The one rule of blocks, for every query that puts two people together (the feed, a profile by id, wishlists,
 * likes received, matches, conversations): neither of them blocked the other. Both directions are primary-key lookups.
 */
export const neitherBlocked = (a: Person, b: Person): Sql<boolean> =>
  sql`not exists (select 1 from matching.blocks blk where (blk.user_id, blk.profile_id) in ((${a}, ${b}), (${b}, ${a})))`;

/**
 * To `a`, `b` is gone as if their account were deleted: `b` blocked `a` before any block of `a`'s own. What `a` reads
 * of `b` (their like in a count, the rows with them in a download, their answers) follows this rule, never "`b`
 * blocked `a`": a block `a` made back, while `b`'s stood, is stored and must not change anything `b` reads.
 */
export const goneTo = (a: Person, b: Person): Sql<boolean> =>
  sql`exists (select 1 from matching.blocks their_block where their_block.user_id = ${b} and their_block.profile_id = ${a}
    and not exists (select 1 from matching.blocks own_block where own_block.user_id = ${a} and own_block.profile_id = ${b}
      and own_block.created_at < their_block.created_at))`;

/**
 * An unmatch is final both ways (matches/repository.ts): neither of `a` and `b` unmatched the other. Both directions
 * are primary-key lookups.
 */
export const notUnmatched = (a: Person, b: Person): Sql<boolean> =>
  sql`not exists (select 1 from matching.unmatches um where (um.user_id, um.profile_id) in ((${a}, ${b}), (${b}, ${a})))`;

/**
 * The rule of every read that shows one person to another (the feed, a profile by id, wishlists, likes received,
 * matches): neither blocked nor unmatched the other. A conversation's history outlives an unmatch (messages/).
 */
export const notParted = (a: Person, b: Person): Sql<boolean> => sql`${neitherBlocked(a, b)} and ${notUnmatched(a, b)}`;

/**
 * `profile` is not held out of the feeds for review (3 different credible reporters within 24 hours, and no
 * moderator has reviewed those reports yet). The rule is the database function the moderation queue asks too; it is
 * asked only about people with open credible reports, which one probe of a small partial index tells (a function
 * call per feed row would cost more).
 */
export const notHeldForReview = (profile: Person): Sql<boolean> =>
  sql`not (exists (select 1 from matching.reports o where o.profile_id = ${profile} and o.reviewed_at is null and o.credible)
    and matching.held_for_review(${profile}))`;

/**
 * The one rule of bans and suspensions, for every query that shows a person to others (the same places as
 * `neitherBlocked`): the profiles row `alias` is not restricted by a moderator now.
 */
export const notRestricted = (alias: Alias): Sql<boolean> => {
  const p = sql.raw(alias);
  return sql`(${p}.restricted_until is null or ${p}.restricted_until <= now())`;
};
