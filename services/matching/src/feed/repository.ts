import type { Pool } from 'pg';
import { PROFILE_COLUMNS } from '../profiles/repository.ts';
import type { FeedFilters } from './filters.ts';
import { notHeldForReview, notParted, notRestricted } from '../safety/rules.ts';
import {
  SHOWN_DISTANCE,
  superLiked,
  VIEWER,
  VIEWER_COLUMNS,
  VISIBLE_TO_VIEWER,
  type ViewedProfile,
} from './visibility.ts';

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

/** How long a passed person stays out of the feed (spec §4). */
const PASS_DAYS = 7;

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

/** Where the next page starts: in group `group` after feed position `feedSeq`; groups judged as of `asOf`. */
export interface FeedCursor {
  group: number;
  feedSeq: string;
  asOf: Date;
}

export const FEED_GROUPS = GROUPS.length;

/**
 * The predicates every group shares: never the viewer or their wishlist, nobody either of them blocked, nobody held for
 * review or restricted by a moderator, "show me" both ways, incognito, passes, filters.
 */
function sharedWhere(filters: FeedFilters, includePassed: boolean, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [
    'p.discoverable and p.id <> $1',
    'not exists (select 1 from matching.wishlist_entries w where w.user_id = $1 and w.profile_id = p.id)',
    notParted('$1', 'p.id'),
    notHeldForReview('p.id'),
    notRestricted('p'),
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
  if (filters.minAge !== undefined)
    where.push(`p.birth_date <= ${today} - make_interval(years => ${param(filters.minAge)}::int)`);
  if (filters.maxAge !== undefined)
    where.push(`p.birth_date > ${today} - make_interval(years => ${param(filters.maxAge)}::int + 1)`);
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

/** Where the first page starts: the first group, from its newest member, as of now. */
const firstPage = (): FeedCursor => ({ group: 0, feedSeq: FEED_START, asOf: new Date() });

/** One page's SQL: one index walk per group from the cursor on, stitched in the feed order (the bench EXPLAINs it). */
export function feedPageQuery(
  viewer: string,
  limit: number,
  cursor = firstPage(),
  filters: FeedFilters = {},
  includePassed = false,
) {
  const params: unknown[] = [viewer, limit, cursor.asOf.toISOString(), cursor.feedSeq];
  const shared = sharedWhere(filters, includePassed, params);
  const walks = GROUPS.flatMap((group, index) =>
    index < cursor.group
      ? []
      : [
          `(select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}, p.feed_seq as "feedSeq", ${index} as "group"
      from matching.profiles p cross join v
      where ${group} and ${shared}${index === cursor.group ? ' and p.feed_seq < $4' : ''}
      order by p.feed_seq desc limit $2)`,
        ],
  );
  return {
    sql: `with ${VIEWER}\nselect * from (${walks.join('\nunion all\n')}) page order by "group", "feedSeq" desc limit $2`,
    params,
  };
}

/** Another person as $1 may see them by id (404 otherwise), with the distance and the star. */
const SHOWN_TO_SQL = `with ${VIEWER}
  select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}
  from matching.profiles p cross join v
  where p.id = $2 and p.discoverable and ${notRestricted('p')} and ${VISIBLE_TO_VIEWER} and ${notParted('$1', 'p.id')}`;

/** A profile in the feed and where it stands there. */
export type FeedRow = ViewedProfile & { feedSeq: string; group: number };

/**
 * The discover feed, the passes, and a profile by id, as one viewer sees them. The busiest read of the app runs on
 * the pool with server-side parameters (`em.execute` would format the values into the text first), outside any
 * transaction.
 */
export function feedRepository(pool: Pool) {
  return {
    /** Up to `limit` profiles for `viewer` after `cursor`; the people passed lately only with `includePassed`. */
    async page(viewer: string, limit: number, cursor?: FeedCursor, filters?: FeedFilters, includePassed = false) {
      const { sql, params } = feedPageQuery(viewer, limit, cursor, filters, includePassed);
      return (await pool.query<FeedRow>(sql, params)).rows;
    },

    /** Remembers that `viewer` passed `profileId` now (again: the 7 days start over). */
    async pass(viewer: string, profileId: string): Promise<void> {
      await pool.query(
        `insert into matching.passes (user_id, profile_id) values ($1, $2)
         on conflict (user_id, profile_id) do update set passed_at = now()`,
        [viewer, profileId],
      );
    },

    /** Another person as `viewer` may see them by id; null when they may not (or there is no such person). */
    async shownTo(viewer: string, id: string): Promise<ViewedProfile | null> {
      return (await pool.query<ViewedProfile>(SHOWN_TO_SQL, [viewer, id])).rows[0] ?? null;
    },
  };
}
