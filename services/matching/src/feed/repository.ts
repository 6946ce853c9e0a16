import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { openSql } from '../core/match-repository.ts';
import { shownTo } from '../core/shown-profile-repository.ts';
import type { FeedFilters } from './filters.ts';
import { notHeldForReview, notParted, notRestricted } from '../core/safety-rules.ts';
import { SCORE_JOINS, score } from './score.ts';
import {
  SHOWN_DISTANCE,
  PROFILE_COLUMNS,
  superLiked,
  VIEWER,
  VIEWER_COLUMNS,
  VISIBLE_TO_VIEWER,
  type ViewedProfile,
} from '../core/visibility.ts';

/**
 * Who sees whom, and in what order: the one module that states the feed.
 *
 * Order: people who super liked the viewer, then people with a running boost, then people whose plan has
 * priority matching (gold), newest member first in each; then everyone else, read in windows of FEED_WINDOW people
 * newest first, each window ordered by the two-sided score (score.ts). A page is the union of one index walk per group
 * (each costs the same whatever the size of the table). The keyset cursor is (group, feed position, as-of time):
 * groups are judged as of the first page's time, so a boost that ends or a super like that arrives while someone
 * pages moves nobody across the cursor. In the last group the cursor holds the window being read (its bounds in feed
 * positions) and the people of it already shown, so a score that changes between pages (a like, a pass, a day
 * without opening the feed) can neither skip anyone nor show anyone twice: no gaps, no repeats.
 *
 * Each distinct SQL text is a named prepared statement, planned once per connection (PostgreSQL then reuses a
 * generic plan: the plan's cost was most of a page's time).
 */

/** The feed position to read a group from its start: above every feed position (the largest bigint). */
export const FEED_START = '9223372036854775807';

/** How long a passed person stays out of the feed (spec §4). */
const PASS_DAYS = 7;

/** The day of the as-of time $3. */
const TODAY = `($3::timestamptz at time zone 'UTC')::date`;

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

/**
 * Where the next page starts: in group `group` after feed position `feedSeq`; groups judged as of `asOf`. In the last
 * group, `feedSeq` is the top (exclusive) of the window being read and `window` its bottom (inclusive) and the feed
 * positions of its people already shown.
 */
export interface FeedCursor {
  group: number;
  feedSeq: string;
  asOf: Date;
  window?: { bottom: string; shown: string[] };
}

/**
 * How many people a window of the last group holds: the score chooses among them. Large enough that the order makes
 * a difference (`npm run bench:matching`), small enough that a page costs about the same (`npm run bench`); at least
 * the largest page (50) and its one more.
 */
export const FEED_WINDOW = 100;

/** How the last group is ordered: by the score, or newest first (only the matching bench compares the two). */
export type FeedOrder = 'score' | 'newest';

/**
 * How pages are read: `order` (see FeedOrder), and `nearbyMax`, how many people around the viewer a distance filter
 * reads before it walks the feed instead (NEARBY_MAX; tests lower it to take both ways with a few people).
 */
export interface FeedOptions {
  order?: FeedOrder;
  nearbyMax?: number;
}

export const FEED_GROUPS = GROUPS.length;

/**
 * The predicates every group shares: never the viewer or their wishlist, nobody either of them blocked, nobody held for
 * review or restricted by a moderator, "show me" both ways, incognito, passes, filters. A distance is checked here as
 * the cards show it; the box around the viewer that the location index serves is `nearby`'s.
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
  // The ages' birth dates as sub-selects: values the planner cannot see, so that it plans every request alike and
  // keeps one plan (it planned each request anew when it could weigh the ages).
  if (filters.minAge !== undefined)
    where.push(`p.birth_date <= (select ${TODAY} - make_interval(years => ${param(filters.minAge)}::int))`);
  if (filters.maxAge !== undefined)
    where.push(`p.birth_date > (select ${TODAY} - make_interval(years => ${param(filters.maxAge)}::int + 1))`);
  if (filters.maxDistanceKm !== undefined) where.push(`${SHOWN_DISTANCE} <= $${DISTANCE_PARAM}`);
  if (filters.commonInterests) {
    where.push(`exists (select 1 from jsonb_array_elements_text(p.interests) theirs
      join jsonb_array_elements_text(v.interests) mine on lower(theirs) = lower(mine))`);
  }
  return where.join('\n    and ');
}

/** The distance filter's parameter: always $5 when there is one (feedPageQuery pushes it first). */
const DISTANCE_PARAM = 5;

/**
 * Under a distance filter, up to how many people around the viewer are read from the location index and sorted rather
 * than found by walking the feed: a walk reads about (everyone / people in the box) rows for each person it keeps,
 * reading the box costs its size. At 1M profiles a 150 km box (about 90,000 people) is walked in 1,200 rows; a box of
 * 100 people in the country would have walked most of the table.
 */
export const NEARBY_MAX = 2000;

/** The box around the viewer that holds everyone within the distance: 111 km a degree is a little under the true 111.19. */
const D_LAT = `($${DISTANCE_PARAM}::float8 / 111)`;
const D_LON = `($${DISTANCE_PARAM}::float8 / (111 * greatest(cos(radians(v.latitude)), 0.01)))`;

/**
 * Under a distance filter: `nearby`, the `max` people nearest the viewer, in degrees, from the location index alone
 * (an index scan ordered by nearness stops at the limit, whatever the size of the table; a bitmap of a crowded box read
 * all of it); and `crowded`, whether they may miss someone in the box, so that the feed is walked instead: they are
 * `max` people all closer than the box's corners, or the box crosses the antimeridian (nearness in degrees does not).
 */
const nearbyCtes = (max: number) => [
  `nearby as materialized (
    select b.id, b.feed_seq, b.latitude, b.longitude,
      point(b.longitude, b.latitude) <-> (select point(v.longitude, v.latitude) from v) as degrees
    from matching.profiles b where b.discoverable and b.latitude is not null
    order by point(b.longitude, b.latitude) <-> (select point(v.longitude, v.latitude) from v) limit ${max})`,
  `crowded as materialized (select coalesce((select count(*) = ${max} and (
      v.longitude - ${D_LON} < -180 or v.longitude + ${D_LON} > 180
      or max(nearby.degrees) <= sqrt(${D_LAT} ^ 2 + ${D_LON} ^ 2))
    from nearby cross join v group by v.longitude, v.latitude), false) as yes)`,
];
const CROWDED = '(select yes from crowded)';

/** `nearby` is inside the box around the viewer (nearby may reach beyond it); a box across the antimeridian spans every longitude. */
const IN_BOX = `nearby.latitude between v.latitude - ${D_LAT} and v.latitude + ${D_LAT}
  and (v.longitude - ${D_LON} < -180 or v.longitude + ${D_LON} > 180
    or nearby.longitude between v.longitude - ${D_LON} and v.longitude + ${D_LON})`;

/**
 * Up to `limit` rows of `columns` of the people who pass `where`, newest first: a walk down the feed position (an index
 * each group has). Under a distance filter (`nearby`), unless the box around the viewer is crowded, the people nearby
 * are sorted instead, so that a narrow distance or a thinly peopled place does not walk most of the table. Which of the
 * two runs is decided as the statement runs, so one plan serves every distance.
 */
function newestFirst(columns: string, where: string, limit: string, nearby: boolean): string {
  const walk = (gate: string) => `select ${columns} from matching.profiles p cross join v
      where ${gate}${where} order by p.feed_seq desc limit ${limit}`;
  if (!nearby) return `(${walk('')})`;
  // The box's people come sorted (`offset 0` keeps the sort below the join), so the checks stop at the limit.
  return `((select ${columns}
      from (select nearby.id, nearby.feed_seq from nearby cross join v where ${IN_BOX}
        order by nearby.feed_seq desc offset 0) nearby
      join matching.profiles p on p.id = nearby.id cross join v
      where not ${CROWDED} and ${where} order by nearby.feed_seq desc limit ${limit})
    union all
    (${walk(`${CROWDED} and `)}))`;
}

/**
 * The profile of `id`, read by its key for each row: the `limit` keeps the planner from turning it into a join, which
 * it did with a scan of the whole table when it took a window for one row (100 candidates × 10,000 rows at 10k).
 */
const byId = (id: string) => `(select * from matching.profiles p where p.id = ${id} limit 1) p`;

/** Where the first page starts: the first group, from its newest member, as of `asOf`. */
export const firstPage = (asOf = new Date()): FeedCursor => ({ group: 0, feedSeq: FEED_START, asOf });

const EVERYONE_ELSE = GROUPS.length - 1;

/**
 * One page's SQL: one index walk per group from the cursor on, stitched in the feed order (the bench EXPLAINs it).
 * The last group reads the rest of the cursor's window, then the next window, each scored, best first. The statement
 * also notes that the viewer opened the feed that day (the score's recent activity).
 */
export function feedPageQuery(
  viewer: string,
  limit: number,
  cursor = firstPage(),
  filters: FeedFilters = {},
  includePassed = false,
  { order = 'score', nearbyMax = NEARBY_MAX }: FeedOptions = {},
) {
  const params: unknown[] = [viewer, limit, cursor.asOf.toISOString(), cursor.feedSeq];
  const nearby = filters.maxDistanceKm !== undefined;
  if (nearby) params.push(filters.maxDistanceKm); // $DISTANCE_PARAM
  const param = (value: unknown) => `$${params.push(value)}`;
  const shared = sharedWhere(filters, includePassed, params);
  const columns = `${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}`;
  const walks = GROUPS.slice(0, EVERYONE_ELSE).flatMap((group, index) =>
    index < cursor.group
      ? []
      : [
          // The super likers, the running boosts and the priority members are few whatever the distance: their
          // walks read only them (reading the box around the viewer would fetch every person in it to find them).
          `(select ${columns}, p.feed_seq as "feedSeq", ${index} as "group", null::int as "window",
        null::bigint as "windowBottom", null::float8 as score
      from matching.profiles p cross join v
      where ${group} and ${shared}${index === cursor.group ? ' and p.feed_seq < $4' : ''}
      order by p.feed_seq desc limit $2)`,
        ],
  );
  const everyoneElse = (where: string) =>
    newestFirst('p.id, p.feed_seq', `${GROUPS[EVERYONE_ELSE]} and ${shared} and ${where}`, String(FEED_WINDOW), nearby);
  const windows: string[] = [];
  const ctes = [
    `touched as (update matching.profiles set active_on = ${TODAY} where id = $1 and active_on < ${TODAY})`,
    VIEWER,
    ...(nearby ? nearbyCtes(nearbyMax) : []),
  ];
  let nextWindow = `select c.*, 1 as "window", min(c.feed_seq) over () as "windowBottom"
      from ${everyoneElse(cursor.group === EVERYONE_ELSE ? 'p.feed_seq < $4' : 'true')} c`;
  if (cursor.group === EVERYONE_ELSE && cursor.window) {
    const bottom = param(cursor.window.bottom);
    const shown = param(cursor.window.shown);
    ctes.push(
      `rest as materialized ${everyoneElse(
        `p.feed_seq < $4 and p.feed_seq >= ${bottom} and p.feed_seq <> all(${shown}::bigint[])`,
      )}`,
    );
    windows.push(`select rest.*, 0 as "window", ${bottom}::bigint as "windowBottom" from rest`);
    // The next window is read only when the rest of this one cannot fill the page.
    nextWindow = `select c.*, 1 as "window", min(c.feed_seq) over () as "windowBottom"
      from ${everyoneElse(`p.feed_seq < ${bottom}`)} c where (select count(*) from rest) < $2`;
  }
  windows.push(nextWindow);
  walks.push(`(select ${columns}, r.feed_seq as "feedSeq", ${EVERYONE_ELSE} as "group", r."window", r."windowBottom", r.score
      from (select c.id, c.feed_seq, c."window", c."windowBottom", ${order === 'score' ? score(TODAY) : '0::float8'} as score
        from (${windows.join('\n      union all\n      ')}) c
        cross join lateral ${byId('c.id')} cross join v
        ${SCORE_JOINS}
        order by c."window", score desc, c.feed_seq desc limit $2) r
      cross join lateral ${byId('r.id')} cross join v)`);
  return {
    sql: `with ${ctes.join(',\n')}
select * from (${walks.join('\nunion all\n')}) page
order by "group", "window", score desc, "feedSeq" desc limit $2`,
    params,
  };
}

/** Where the page after `page` (the rows shown, in order) starts, when it was read from `cursor`. */
export function cursorAfter(page: FeedRow[], cursor = firstPage()): FeedCursor | undefined {
  const last = page.at(-1);
  if (!last) return undefined;
  if (last.group < EVERYONE_ELSE) return { group: last.group, feedSeq: last.feedSeq, asOf: cursor.asOf };
  const shownOf = (window: number) =>
    page.filter((row) => row.group === EVERYONE_ELSE && row.window === window).map((row) => row.feedSeq);
  const current = cursor.group === EVERYONE_ELSE ? cursor.window : undefined;
  if (last.window === 0 && current)
    return { ...cursor, window: { bottom: current.bottom, shown: [...current.shown, ...shownOf(0)] } };
  return {
    group: EVERYONE_ELSE,
    feedSeq: current?.bottom ?? FEED_START,
    asOf: cursor.asOf,
    window: { bottom: String(last.windowBottom), shown: shownOf(1) },
  };
}

/** A profile in the feed and where it stands there (in the last group: its window, 0 the cursor's, 1 the next). */
export type FeedRow = ViewedProfile & {
  feedSeq: string;
  group: number;
  window: number | null;
  windowBottom: string | null;
  score: number | null;
};

/**
 * A name per distinct SQL text: pg prepares it once per connection, and PostgreSQL plans it for its values five times,
 * then keeps its generic plan when that is no dearer: the plain feed's is (planning 8–40 ms became 0.2 ms). The
 * filtered feed's best plan depends on the values (a narrow distance wants the location index, a wide one the walk
 * by feed position), so PostgreSQL keeps planning it: forced, its generic plan took 0.9 s at 1M.
 */
const statementName = (sql: string) => `feed_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;

/**
 * The discover feed, the passes, and a profile by id, as one viewer sees them. The busiest read of the app runs on
 * the pool with server-side parameters (`em.execute` would format the values into the text first), outside any
 * transaction. `order: 'newest'` is for the matching bench's comparison only: no request can choose it.
 */
export function feedRepository(pool: Pool, options: FeedOptions = {}) {
  return {
    /** Up to `limit` profiles for `viewer` after `cursor`; the people passed lately only with `includePassed`. */
    async page(viewer: string, limit: number, cursor?: FeedCursor, filters?: FeedFilters, includePassed = false) {
      const { sql, params } = feedPageQuery(viewer, limit, cursor, filters, includePassed, options);
      return (await pool.query<FeedRow>({ name: statementName(sql), text: sql, values: params })).rows;
    },

    /**
     * Remembers that `viewer` passed `profileId` now (again: the 7 days start over); 'MATCHED', storing nothing, when
     * the two are matched (a pass stored then would keep the person out of Likes you for good should the match's
     * wishlist entry go).
     */
    async pass(viewer: string, profileId: string): Promise<'PASSED' | 'MATCHED'> {
      const { rowCount } = await pool.query(
        `insert into matching.passes (user_id, profile_id)
         select $1, $2 where not ${openSql('$1::uuid', '$2::uuid')}
         on conflict (user_id, profile_id) do update set passed_at = now()`,
        [viewer, profileId],
      );
      return rowCount === 0 ? 'MATCHED' : 'PASSED';
    },

    /** Another person as `viewer` may see them by id; null when they may not (or there is no such person). */
    shownTo: (viewer: string, id: string) => shownTo(pool, viewer, id),
  };
}
