import type { EntityManager } from '@mikro-orm/postgresql';
import { neitherBlocked } from './block-rule.ts';
import type { ProfileFields } from './profile-view.ts';
import { PROFILE_COLUMNS } from './profile-repository.ts';
import { notHeldForReview } from './report-repository.ts';

/**
 * Who sees whom, and in what order: the one module that states the feed.
 *
 * Order: people who super liked the viewer, then people with a running boost, then people whose plan has
 * priority matching (gold), then everyone else; newest member first inside each group. A page is the union of one
 * index walk per group (each costs the same whatever the size of the table) and the keyset cursor is
 * (group, feed position, as-of time): groups are judged as of the first page's time, so a boost that ends or a
 * super like that arrives while someone pages moves nobody across the cursor (no gaps, no repeats).
 */

/** The feed position to read a group from its start: above every feed position (the largest bigint). */
export const FEED_START = '9223372036854775807';

/** The viewer's own answers, one row even for a user without a profile (then nothing is asked of the others). */
const VIEWER = `v as materialized (
    select me.gender, me.wants_gender, me.latitude, me.longitude, coalesce(me.interests, '[]') as interests
    from (values (1)) one left join matching.profiles me on me.id = $1)`;

/** `p` super liked the viewer $1 (as of `asOf` for the feed's groups; at any time for the star on a card). */
const superLiked = (asOf: string | null) =>
  `exists (select 1 from matching.wishlist_entries s where s.user_id = p.id and s.profile_id = $1 and s.super_like${asOf ? ` and s.created_at <= ${asOf}` : ''})`;

/**
 * Whether `p` may be shown to $1: incognito people (while their plan has incognito) only to people they added.
 * Evaluated only for the few profiles with the switch on.
 */
const VISIBLE_TO_VIEWER = `(not p.incognito
    or not exists (select 1 from matching.entitlements e join matching.plans pl on pl.tier = e.tier
      where e.user_id = p.id and e.premium_until > now() and pl.incognito)
    or exists (select 1 from matching.wishlist_entries a where a.user_id = p.id and a.profile_id = $1))`;

/** How long a passed person stays out of the feed (spec §4). */
const PASS_DAYS = 7;

/**
 * The distance as people are shown it, between the two cell centres (location.ts): whole km above it, at least 2
 * ("less than 2 km"); the distance filter compares the same number, so it tells nothing the cards do not.
 */
const SHOWN_DISTANCE = 'matching.shown_distance_km(v.latitude, v.longitude, p.latitude, p.longitude)';

/** What every profile answer adds about the viewer: the distance shown and the star of a super like. */
const VIEWER_COLUMNS = `case when v.latitude is not null and p.latitude is not null then ${SHOWN_DISTANCE} end as "distanceKm",
    ${superLiked(null)} as "superLikedYou"`;

/** The groups of the feed, in order; each excludes the ones before it. $3 is the as-of time. */
const BOOSTED = `coalesce(p.boost_ends_at > $3 and p.boost_started_at <= $3, false)`;
const PRIORITY = `coalesce(p.priority_until > $3, false)`;
const GROUPS = [
  // super likers of the viewer
  `p.id in (select s.user_id from matching.wishlist_entries s where s.profile_id = $1 and s.super_like and s.created_at <= $3)`,
  // running boosts
  `p.boost_ends_at is not null and ${BOOSTED} and not ${superLiked('$3')}`,
  // priority matching (gold)
  `p.priority_until is not null and ${PRIORITY} and not ${BOOSTED} and not ${superLiked('$3')}`,
  // everyone else
  `not ${PRIORITY} and not ${BOOSTED} and not ${superLiked('$3')}`,
];

export interface FeedFilters {
  minAge?: number;
  maxAge?: number;
  maxDistanceKm?: number;
  commonInterests?: boolean;
}

/** Where the next page starts: in group `group` after feed position `feedSeq`; groups judged as of `asOf`. */
export interface FeedCursor {
  group: number;
  feedSeq: string;
  asOf: Date;
}

export const FEED_GROUPS = GROUPS.length;

/**
 * The predicates every group shares: never the viewer or their wishlist, nobody either of them blocked, nobody held for
 * review, "show me" both ways, incognito, passes, filters.
 */
function sharedWhere(filters: FeedFilters, includePassed: boolean, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [
    'p.discoverable and p.id <> $1',
    'not exists (select 1 from matching.wishlist_entries w where w.user_id = $1 and w.profile_id = p.id)',
    neitherBlocked('$1', 'p.id'),
    notHeldForReview('p.id'),
    // Someone who has not answered sees everyone and is shown to everyone.
    '(v.wants_gender is null or p.gender is null or p.gender = v.wants_gender)',
    '(p.wants_gender is null or v.gender is null or p.wants_gender = v.gender)',
    VISIBLE_TO_VIEWER,
  ];
  if (!includePassed) {
    where.push(`not exists (select 1 from matching.passes s
      where s.user_id = $1 and s.profile_id = p.id and s.passed_at > now() - interval '${PASS_DAYS} days')`);
  }
  const today = `($3::timestamptz at time zone 'UTC')::date`;
  if (filters.minAge !== undefined) where.push(`p.birth_date <= ${today} - make_interval(years => ${param(filters.minAge)}::int)`);
  if (filters.maxAge !== undefined) where.push(`p.birth_date > ${today} - make_interval(years => ${param(filters.maxAge)}::int + 1)`);
  if (filters.maxDistanceKm !== undefined) {
    const km = param(filters.maxDistanceKm);
    // A box around the viewer first (the location index can serve it; 111 km a degree is a little under the true
    // 111.19, so the box never cuts anyone off), then the distance as shown: "within 10 km" is "10 km away" or less.
    const dLat = `(${km}::float8 / 111)`;
    const dLon = `(${km}::float8 / (111 * greatest(cos(radians(v.latitude)), 0.01)))`;
    where.push(
      `p.latitude between v.latitude - ${dLat} and v.latitude + ${dLat}`,
      `(v.longitude - ${dLon} < -180 or v.longitude + ${dLon} > 180 or p.longitude between v.longitude - ${dLon} and v.longitude + ${dLon})`,
      `${SHOWN_DISTANCE} <= ${km}`,
    );
  }
  if (filters.commonInterests) {
    where.push(`exists (select 1 from jsonb_array_elements_text(p.interests) theirs
      join jsonb_array_elements_text(v.interests) mine on lower(theirs) = lower(mine))`);
  }
  return where.join('\n    and ');
}

/** One page: one index walk per group from the cursor on, stitched in the feed order. */
function feedQuery(viewer: string, limit: number, cursor: FeedCursor, filters: FeedFilters, includePassed = false) {
  const params: unknown[] = [viewer, limit, cursor.asOf.toISOString(), cursor.feedSeq];
  const shared = sharedWhere(filters, includePassed, params);
  const walks = GROUPS.flatMap((group, index) =>
    index < cursor.group
      ? []
      : [`(select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}, p.feed_seq as "feedSeq", ${index} as "group"
      from matching.profiles p cross join v
      where ${group} and ${shared}${index === cursor.group ? ' and p.feed_seq < $4' : ''}
      order by p.feed_seq desc limit $2)`],
  );
  return { sql: `with ${VIEWER}\nselect * from (${walks.join('\nunion all\n')}) page order by "group", "feedSeq" desc limit $2`, params };
}

/** Another person as $1 may see them by id (404 otherwise), with the distance and the star. */
const SHOWN_TO_SQL = `with ${VIEWER}
  select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}
  from matching.profiles p cross join v
  where p.id = $2 and p.discoverable and ${VISIBLE_TO_VIEWER} and ${neitherBlocked('$1', 'p.id')}`;

/** The people who added $1 and whom $1 has not added, newest first, after ($2, $3); at most $4 rows. */
const LIKES_RECEIVED_SQL = `with ${VIEWER}
  select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}, l.created_at as "likedAt", l.id as "likeId", l.super_like as "superLike"
  from matching.wishlist_entries l
  join matching.profiles p on p.id = l.user_id and p.discoverable
  cross join v
  where l.profile_id = $1 and (l.created_at, l.id) < ($2::timestamptz, $3::uuid)
    and not exists (select 1 from matching.wishlist_entries mine where mine.user_id = $1 and mine.profile_id = l.user_id)
    and ${neitherBlocked('$1', 'l.user_id')}
  order by l.created_at desc, l.id desc
  limit $4`;

/**
 * The wishlist of $1, newest first, without the people who are no longer shown to $1: a block either way, or
 * incognito (they did not add $1), as in the feed.
 */
const WISHLIST_SQL = `with ${VIEWER}
  select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}, w.id as "entryId", w.created_at as "createdAt"
  from matching.wishlist_entries w
  join matching.profiles p on p.id = w.profile_id and p.discoverable
  cross join v
  where w.user_id = $1 and ${neitherBlocked('$1', 'w.profile_id')} and ${VISIBLE_TO_VIEWER}
  order by w.created_at desc, w.id desc`;

/**
 * How many people like $1 and are not in their wishlist. Unlike the list, it counts the likers $1 blocked: a count
 * that fell when $1 blocked someone would tell a free user who liked them (a block keeps the blocked person's like;
 * block-repository.ts). A liker who blocked $1 is gone for $1, like a deleted account (their like went with the block).
 */
const LIKES_RECEIVED_COUNT_SQL = `
  select count(*)::int as count from matching.wishlist_entries l
  join matching.profiles p on p.id = l.user_id and p.discoverable
  where l.profile_id = $1
    and not exists (select 1 from matching.wishlist_entries mine where mine.user_id = $1 and mine.profile_id = l.user_id)
    and not exists (select 1 from matching.blocks blk where blk.user_id = l.user_id and blk.profile_id = $1)`;

/** A profile as one viewer sees it. */
export type ViewedProfile = ProfileFields & { distanceKm: number | null; superLikedYou: boolean };
/** A profile in the feed and where it stands there. */
export type FeedRow = ViewedProfile & { feedSeq: string; group: number };
/** `likedAt` is the exact text PostgreSQL gave (microseconds kept for the cursor). */
export type ReceivedLikeRow = ViewedProfile & { likedAt: string; likeId: string; superLike: boolean };

/**
 * The discover feed, a profile by id and the likes received, as one viewer sees them. The busiest read of the app
 * runs on the ORM's own pg pool with server-side parameters: `em.execute` would format the values into the text first.
 */
export function feedRepository(em: EntityManager) {
  const query = async <Row extends object>(sql: string, params: unknown[]) => {
    const pool = await em.getConnection().getNativeClient();
    return (await pool.query<Row>(sql, params)).rows;
  };
  const firstPage = (): FeedCursor => ({ group: 0, feedSeq: FEED_START, asOf: new Date() });
  return {
    /** Up to `limit` profiles for `viewer` after `cursor`; the people passed lately only with `includePassed`. */
    page(viewer: string, limit: number, cursor: FeedCursor = firstPage(), filters: FeedFilters = {}, includePassed = false) {
      const { sql, params } = feedQuery(viewer, limit, cursor, filters, includePassed);
      return query<FeedRow>(sql, params);
    },

    /** Remembers that `viewer` passed `profileId` now (again: the 7 days start over). */
    async pass(viewer: string, profileId: string): Promise<void> {
      await query(
        `insert into matching.passes (user_id, profile_id) values ($1, $2)
         on conflict (user_id, profile_id) do update set passed_at = now()`,
        [viewer, profileId],
      );
    },

    async shownTo(viewer: string, id: string): Promise<ViewedProfile | null> {
      return (await query<ViewedProfile>(SHOWN_TO_SQL, [viewer, id]))[0] ?? null;
    },

    likesReceived: (viewer: string, limit: number, after: { likedAt: string; likeId: string } = { likedAt: 'infinity', likeId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' }) =>
      query<ReceivedLikeRow>(LIKES_RECEIVED_SQL, [viewer, after.likedAt, after.likeId, limit]),

    async wishlist(viewer: string) {
      const rows = await query<ViewedProfile & { entryId: string; createdAt: string }>(WISHLIST_SQL, [viewer]);
      return rows.map(({ entryId, createdAt, ...profile }) => ({ id: entryId, profile, createdAt: new Date(createdAt) }));
    },

    async likesReceivedCount(viewer: string): Promise<number> {
      return (await query<{ count: number }>(LIKES_RECEIVED_COUNT_SQL, [viewer]))[0]?.count ?? 0;
    },

    /** How PostgreSQL runs the first page for this user (EXPLAIN ANALYZE, one line per row): the benchmark shows it. */
    async firstPagePlan(viewer: string, limit: number, filters: FeedFilters = {}): Promise<string[]> {
      const { sql, params } = feedQuery(viewer, limit, firstPage(), filters);
      const rows = await query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${sql}`, params);
      return rows.map((row) => row['QUERY PLAN']);
    },
  };
}
