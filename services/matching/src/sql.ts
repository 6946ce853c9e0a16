import type { ProfileFields } from './profile-view.ts';

/**
 * The statements that need more than the ORM's unit of work — keyset paging, the like cap and its insert in one
 * transaction, the mutual-like join — run on `app.pool` with server-side parameters. They are exported so the
 * benchmark's bare baseline route runs exactly the same SQL.
 */

/** A profile's public fields, named as `ProfileFields` so a row feeds `toProfile` directly. */
export const PROFILE_COLUMNS = `p.id, p.first_name as "firstName", p.last_name as "lastName", p.birth_date::text as "birthDate",
  p.location, p.bio, p.profile_photo as "profilePhoto", p.instagram_handle as "instagramHandle",
  p.instagram_photos as "instagramPhotos", p.interests`;

export type ProfileRow = ProfileFields;

/** The feed position to read the first page after: above every feed position (the largest bigint). */
export const FEED_START = '9223372036854775807';

/**
 * One page of the discover feed for $1, after feed position $2, at most $3 rows: newest members first, never
 * the user, never someone in their wishlist, never an undiscoverable profile. Walks the partial index
 * `profiles_feed_idx` and probes the wishlist's unique (user_id, profile_id) index, so a page costs the same
 * whatever the size of the table.
 */
export const FEED_SQL = `
  select ${PROFILE_COLUMNS}, p.feed_seq as "feedSeq"
  from matching.profiles p
  where p.discoverable and p.feed_seq < $2 and p.id <> $1
    and not exists (select 1 from matching.wishlist_entries w where w.user_id = $1 and w.profile_id = p.id)
  order by p.feed_seq desc
  limit $3`;

/**
 * Counts one like of $1 on UTC day $2 against the cap $3 (null: unlimited). Returns a row only when the like
 * was still allowed. The row lock it takes serializes one user's concurrent likes until the transaction ends.
 */
export const CONSUME_LIKE_SQL = `
  insert into matching.daily_likes as d (user_id, day, used)
  select $1::uuid, $2::date, 1 where $3::int is null or $3::int > 0
  on conflict (user_id, day) do update set used = d.used + 1
    where $3::int is null or d.used < $3::int
  returning used`;

/** Adds profile $3 to the wishlist of $2 as entry $1. */
export const INSERT_ENTRY_SQL = `
  insert into matching.wishlist_entries (id, user_id, profile_id) values ($1, $2, $3)
  returning created_at as "createdAt"`;

/**
 * Whether $2 already has $1 in their wishlist; if not and $2 is a demo person who likes back, they add $1
 * now (when $1 has a profile to show), in the same transaction as $1's like.
 */
export const LIKED_BACK_SQL = `
  with already as (
    select true as liked from matching.wishlist_entries where user_id = $2 and profile_id = $1
  ), back as (
    insert into matching.wishlist_entries (id, user_id, profile_id)
    select gen_random_uuid(), p.id, $1::uuid from matching.profiles p
    where p.id = $2 and p.likes_back and not exists (select 1 from already)
      and exists (select 1 from matching.profiles me where me.id = $1)
    on conflict do nothing
    returning true as liked
  )
  select exists (select 1 from already union all select 1 from back) as matched`;

/** The matches of $1 (both sides' entries exist), newest first; a match is dated and named by the later like. */
export const MATCHES_SQL = `
  select ${PROFILE_COLUMNS},
    case when mine.created_at >= theirs.created_at then mine.id else theirs.id end as "matchId",
    greatest(mine.created_at, theirs.created_at) as "matchedAt"
  from matching.wishlist_entries mine
  join matching.wishlist_entries theirs on theirs.user_id = mine.profile_id and theirs.profile_id = mine.user_id
  join matching.profiles p on p.id = mine.profile_id
  where mine.user_id = $1 and p.discoverable
  order by "matchedAt" desc, "matchId" desc`;

/** Remembers the tier billing reported for $1 ($2, cap $3); an unchanged answer writes nothing. */
export const REMEMBER_TIER_SQL = `
  insert into matching.known_tiers as k (user_id, tier, daily_like_limit, changed_at) values ($1, $2, $3, now())
  on conflict (user_id) do update set tier = excluded.tier, daily_like_limit = excluded.daily_like_limit, changed_at = now()
    where (k.tier, k.daily_like_limit) is distinct from (excluded.tier, excluded.daily_like_limit)`;
