// The SQL rule of blocks, on its own so that every repository can use it (blocks themselves: block-repository.ts).

/**
 * The one rule of blocks, for every query that puts two people together (the feed, a profile by id, wishlists,
 * likes received, matches, conversations): neither of them blocked the other. `a` and `b` are SQL expressions
 * naming the two people's ids. Both directions are primary-key lookups.
 */
export const neitherBlocked = (a: string, b: string) =>
  `not exists (select 1 from matching.blocks blk where (blk.user_id, blk.profile_id) in ((${a}, ${b}), (${b}, ${a})))`;
