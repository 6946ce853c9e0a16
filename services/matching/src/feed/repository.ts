import { changed, preparedRows, sql, type Db, type Sql } from '@wishlist/service-kit';
import { openSql } from '../core/match-repository.ts';
import { shownTo } from '../core/shown-profile-repository.ts';
import type { FeedFilters } from './filters.ts';
import { notHeldForReview, notParted, notRestricted } from '../core/safety-rules-repository.ts';
import { scoreJoins, score } from './score-repository.ts';
import {
  SHOWN_DISTANCE,
  PROFILE_COLUMNS,
  superLiked,
  viewerColumns,
  viewerRow,
  visibleTo,
  type ViewedProfile,
} from '../core/visibility-repository.ts';

/**
 * Who sees whom, and in what order: the one module that states the feed.
 *
 * Order: people who super liked the viewer, then people with a running boost, then people whose plan has
 * priority matching (gold), newest member first in each; then everyone else, read in windows of FEED_WINDOW people
 * newest first, each window ordered by the two-sided score (score-repository.ts). A page is the union of one index walk per group
 * (each costs the same whatever the size of the table). The keyset cursor is (group, feed position, as-of time):
 * groups are judged as of the first page's time, so a boost that ends or a super like that arrives while someone
 * pages moves nobody across the cursor. In the last group the cursor holds the window being read (its bounds in feed
 * positions) and the people of it already shown, so a score that changes between pages (a like, a pass, a day
 * without opening the feed) can neither skip anyone nor show anyone twice: no gaps, no repeats.
 */

/** The feed position to read a group from its start: above every feed position (the largest bigint). */
export const FEED_START = '9223372036854775807';

/** How long a passed person stays out of the feed (spec §4). */
const PASS_DAYS = 7;

/** What one page's statement is asked with: whose feed, how many, from where (groups judged as of `asOf`). */
interface Page {
  viewer: string;
  limit: number;
  asOf: string;
  feedSeq: string;
  filters: FeedFilters;
}

/** The day of the as-of time. */
const today = ({ asOf }: Pick<Page, 'asOf'>): Sql => sql`(${asOf}::timestamptz at time zone 'UTC')::date`;

/** How many groups the feed has (see `groups`); the last is everyone else. */
export const FEED_GROUPS = 4;
const EVERYONE_ELSE = FEED_GROUPS - 1;

/** The groups of the feed, in order; each excludes the ones before it. */
const boosted = ({ asOf }: Page): Sql<boolean> =>
  sql`coalesce(p.boost_ends_at > ${asOf} and p.boost_started_at <= ${asOf}, false)`;
const priority = ({ asOf }: Page): Sql<boolean> => sql`coalesce(p.priority_until > ${asOf}, false)`;
const groups = (page: Page): Sql<boolean>[] => {
  const { viewer, asOf } = page;
  const superLiker = superLiked(viewer, sql`${asOf}`);
  return [
    // super likers of the viewer
    sql`p.id in (select s.user_id from matching.wishlist_entries s where s.profile_id = ${viewer} and s.super_like and s.created_at <= ${asOf})`,
    // running boosts
    sql`p.boost_ends_at is not null and ${boosted(page)} and not ${superLiker}`,
    // priority matching (gold)
    sql`p.priority_until is not null and ${priority(page)} and not ${boosted(page)} and not ${superLiker}`,
    // everyone else
    sql`not ${priority(page)} and not ${boosted(page)} and not ${superLiker}`,
  ];
};

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

/** The filters' predicates: the ages, the distance shown (as the cards show it), interests in common. */
function filterWhere(page: Page): Sql<boolean>[] {
  const { filters } = page;
  const where: Sql<boolean>[] = [];
  const day = today(page);
  // The ages' birth dates as sub-selects: values the planner cannot see, so that it plans every request alike and
  // keeps one plan (it planned each request anew when it could weigh the ages).
  if (filters.minAge !== undefined)
    where.push(sql`p.birth_date <= (select ${day} - make_interval(years => ${filters.minAge}::int))`);
  if (filters.maxAge !== undefined)
    where.push(sql`p.birth_date > (select ${day} - make_interval(years => ${filters.maxAge}::int + 1))`);
  if (filters.maxDistanceKm !== undefined) where.push(sql`${SHOWN_DISTANCE} <= ${filters.maxDistanceKm}`);
  if (filters.commonInterests) {
    where.push(sql`exists (select 1 from jsonb_array_elements_text(p.interests) theirs
      join jsonb_array_elements_text(v.interests) mine on lower(theirs) = lower(mine))`);
  }
  return where;
}

/**
 * The predicates every group shares: never the viewer or their wishlist, nobody either of them blocked, nobody held for
 * review or restricted by a moderator, "show me" both ways, incognito, passes, filters. A distance is checked here as
 * the cards show it; the box around the viewer that the location index serves is `nearby`'s.
 */
function sharedWhere(page: Page, includePassed: boolean): Sql<boolean> {
  const { viewer } = page;
  const where = [
    sql`p.discoverable and p.id <> ${viewer}`,
    sql`not exists (select 1 from matching.wishlist_entries w where w.user_id = ${viewer} and w.profile_id = p.id)`,
    notParted(viewer, sql`p.id`),
    notHeldForReview(sql`p.id`),
    notRestricted('p'),
    // Someone who has not answered sees everyone and is shown to everyone.
    sql`(v.wants_gender is null or p.gender is null or p.gender = v.wants_gender)`,
    sql`(p.wants_gender is null or v.gender is null or p.wants_gender = v.gender)`,
    visibleTo(viewer),
  ];
  if (!includePassed) {
    where.push(sql`not exists (select 1 from matching.passes s
      where s.user_id = ${viewer} and s.profile_id = p.id and s.passed_at > now() - ${sql.raw(`interval '${PASS_DAYS} days'`)})`);
  }
  return sql.join([...where, ...filterWhere(page)], sql`\n    and `);
}

/**
 * Under a distance filter, up to how many people around the viewer are read from the location index and sorted rather
 * than found by walking the feed: a walk reads about (everyone / people in the box) rows for each person it keeps,
 * reading the box costs its size. At 1M profiles a 150 km box (about 90,000 people) is walked in 1,200 rows; a box of
 * 100 people in the country would have walked most of the table.
 */
export const NEARBY_MAX = 2000;

/** The box around the viewer that holds everyone within `km`: 111 km a degree is a little under the true 111.19. */
const boxOf = (km: number) => ({
  dLat: sql`(${km}::float8 / 111)`,
  dLon: sql`(${km}::float8 / (111 * greatest(cos(radians(v.latitude)), 0.01)))`,
});

/**
 * Under a distance filter: `nearby`, the `max` people nearest the viewer, in degrees, from the location index alone
 * (an index scan ordered by nearness stops at the limit, whatever the size of the table; a bitmap of a crowded box read
 * all of it); and `crowded`, whether they may miss someone in the box, so that the feed is walked instead: they are
 * `max` people all closer than the box's corners, or the box crosses the antimeridian (nearness in degrees does not).
 */
const nearbyCtes = (km: number, max: number): Sql[] => {
  const { dLat, dLon } = boxOf(km);
  return [
    sql`nearby as materialized (
    select b.id, b.feed_seq, b.latitude, b.longitude,
      point(b.longitude, b.latitude) <-> (select point(v.longitude, v.latitude) from v) as degrees
    from matching.profiles b where b.discoverable and b.latitude is not null
    order by point(b.longitude, b.latitude) <-> (select point(v.longitude, v.latitude) from v) limit ${sql.lit(max)})`,
    sql`crowded as materialized (select coalesce((select count(*) = ${sql.lit(max)} and (
      v.longitude - ${dLon} < -180 or v.longitude + ${dLon} > 180
      or max(nearby.degrees) <= sqrt(${dLat} ^ 2 + ${dLon} ^ 2))
    from nearby cross join v group by v.longitude, v.latitude), false) as yes)`,
  ];
};
const CROWDED = sql`(select yes from crowded)`;

/** `nearby` is inside the box around the viewer (nearby may reach beyond it); a box across the antimeridian spans every longitude. */
const inBox = (km: number): Sql<boolean> => {
  const { dLat, dLon } = boxOf(km);
  return sql`nearby.latitude between v.latitude - ${dLat} and v.latitude + ${dLat}
  and (v.longitude - ${dLon} < -180 or v.longitude + ${dLon} > 180
    or nearby.longitude between v.longitude - ${dLon} and v.longitude + ${dLon})`;
};

/**
 * Up to `limit` rows of `columns` of the people who pass `where`, newest first: a walk down the feed position (an index
 * each group has). Under a distance filter (`nearbyKm`), unless the box around the viewer is crowded, the people nearby
 * are sorted instead, so that a narrow distance or a thinly peopled place does not walk most of the table. Which of the
 * two runs is decided as the statement runs, so one plan serves every distance.
 */
function newestFirst(columns: Sql, where: Sql<boolean>, limit: Sql, nearbyKm: number | undefined): Sql {
  const walk = (gate: Sql) => sql`select ${columns} from matching.profiles p cross join v
      where ${gate}${where} order by p.feed_seq desc limit ${limit}`;
  if (nearbyKm === undefined) return sql`(${walk(sql``)})`;
  // The box's people come sorted (`offset 0` keeps the sort below the join), so the checks stop at the limit.
  return sql`((select ${columns}
      from (select nearby.id, nearby.feed_seq from nearby cross join v where ${inBox(nearbyKm)}
        order by nearby.feed_seq desc offset 0) nearby
      join matching.profiles p on p.id = nearby.id cross join v
      where not ${CROWDED} and ${where} order by nearby.feed_seq desc limit ${limit})
    union all
    (${walk(sql`${CROWDED} and `)}))`;
}

/**
 * The profile of `id`, read by its key for each row: the `limit` keeps the planner from turning it into a join, which
 * it did with a scan of the whole table when it took a window for one row (100 candidates × 10,000 rows at 10k).
 */
const byId = (id: Sql) => sql`(select * from matching.profiles p where p.id = ${id} limit 1) p`;

/** Where the first page starts: the first group, from its newest member, as of `asOf`. */
export const firstPage = (asOf = new Date()): FeedCursor => ({ group: 0, feedSeq: FEED_START, asOf });

/** The columns of a page's row: the profile as the viewer sees it. */
const pageColumns = ({ viewer }: Page) => sql`${PROFILE_COLUMNS}, ${viewerColumns(viewer)}`;

/**
 * The walks of the first groups from the cursor's on. The super likers, the running boosts and the priority members
 * are few whatever the distance: their walks read only them (reading the box around the viewer would fetch every
 * person in it to find them).
 */
function firstGroupWalks(page: Page, cursor: FeedCursor, shared: Sql<boolean>): Sql[] {
  return groups(page)
    .slice(0, EVERYONE_ELSE)
    .flatMap((group, index) =>
      index < cursor.group
        ? []
        : [
            sql`(select ${pageColumns(page)}, p.feed_seq as "feedSeq", ${sql.lit(index)} as "group", null::int as "window",
        null::bigint as "windowBottom", null::float8 as score
      from matching.profiles p cross join v
      where ${group} and ${shared}${index === cursor.group ? sql` and p.feed_seq < ${page.feedSeq}` : sql``}
      order by p.feed_seq desc limit ${page.limit})`,
          ],
    );
}

/**
 * The windows of the last group: the rest of the cursor's window (a CTE, `rest`), then the next window, read only
 * when the rest cannot fill the page.
 */
function lastGroupWindows(page: Page, cursor: FeedCursor, shared: Sql<boolean>): { ctes: Sql[]; windows: Sql[] } {
  const everyoneElse = (where: Sql) =>
    newestFirst(
      sql`p.id, p.feed_seq`,
      sql`${groups(page)[EVERYONE_ELSE]} and ${shared} and ${where}`,
      sql.lit(FEED_WINDOW),
      page.filters.maxDistanceKm,
    );
  const inLastGroup = cursor.group === EVERYONE_ELSE;
  const from = inLastGroup ? sql`p.feed_seq < ${page.feedSeq}` : sql`true`;
  if (!(inLastGroup && cursor.window))
    return {
      ctes: [],
      windows: [
        sql`select c.*, 1 as "window", min(c.feed_seq) over () as "windowBottom"
      from ${everyoneElse(from)} c`,
      ],
    };
  const { bottom, shown } = cursor.window;
  const rest = everyoneElse(
    sql`p.feed_seq < ${page.feedSeq} and p.feed_seq >= ${bottom} and p.feed_seq <> all(${shown}::bigint[])`,
  );
  return {
    ctes: [sql`rest as materialized ${rest}`],
    windows: [
      sql`select rest.*, 0 as "window", ${bottom}::bigint as "windowBottom" from rest`,
      sql`select c.*, 1 as "window", min(c.feed_seq) over () as "windowBottom"
      from ${everyoneElse(sql`p.feed_seq < ${bottom}`)} c where (select count(*) from rest) < ${page.limit}`,
    ],
  };
}

/** The last group's walk: its windows' people, each scored (or not, newest first), best first. */
const lastGroupWalk = (page: Page, windows: Sql[], order: FeedOrder) =>
  sql`(select ${pageColumns(page)}, r.feed_seq as "feedSeq", ${sql.lit(EVERYONE_ELSE)} as "group", r."window", r."windowBottom", r.score
      from (select c.id, c.feed_seq, c."window", c."windowBottom", ${order === 'score' ? score(today(page)) : sql`0::float8`} as score
        from (${sql.join(windows, sql`\n      union all\n      `)}) c
        cross join lateral ${byId(sql`c.id`)} cross join v
        ${scoreJoins(page.viewer)}
        order by c."window", score desc, c.feed_seq desc limit ${page.limit}) r
      cross join lateral ${byId(sql`r.id`)} cross join v)`;

/** Notes that the viewer opened the feed on the page's day (the score's recent activity). */
const noteActivity = (page: Pick<Page, 'viewer' | 'asOf'>): Sql =>
  sql`update matching.profiles set active_on = ${today(page)} where id = ${page.viewer} and active_on < ${today(page)}`;

/**
 * One page's statement: one index walk per group from the cursor on, stitched in the feed order (the bench EXPLAINs
 * it). The last group reads the rest of the cursor's window, then the next window, each scored, best first. The
 * statement also notes that the viewer opened the feed that day (the score's recent activity), unless it runs on a
 * read-only replica (`onReplica`).
 */
export function feedPageQuery(
  viewer: string,
  limit: number,
  cursor = firstPage(),
  filters: FeedFilters = {},
  includePassed = false,
  { order = 'score', nearbyMax = NEARBY_MAX, onReplica = false }: FeedOptions & { onReplica?: boolean } = {},
): Sql<FeedRow> {
  const page: Page = { viewer, limit, asOf: cursor.asOf.toISOString(), feedSeq: cursor.feedSeq, filters };
  const shared = sharedWhere(page, includePassed);
  const last = lastGroupWindows(page, cursor, shared);
  const ctes = [
    ...(onReplica ? [] : [sql`touched as (${noteActivity(page)})`]),
    viewerRow(viewer),
    ...(filters.maxDistanceKm === undefined ? [] : nearbyCtes(filters.maxDistanceKm, nearbyMax)),
    ...last.ctes,
  ];
  const walks = [...firstGroupWalks(page, cursor, shared), lastGroupWalk(page, last.windows, order)];
  return sql<FeedRow>`with ${sql.join(ctes, sql`,\n`)}
select * from (${sql.join(walks, sql`\nunion all\n`)}) page
order by "group", "window", score desc, "feedSeq" desc limit ${limit}`;
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
 * The discover feed, the passes, and a profile by id, as one viewer sees them. The busiest read of the app runs on
 * the pool (`app.db`), outside any transaction. `order: 'newest'` is for the matching bench's comparison only: no
 * request can choose it.
 */
export function feedRepository(db: Db, options: FeedOptions = {}) {
  return {
    /**
     * Up to `limit` profiles for `viewer` after `cursor`; the people passed lately only with `includePassed`. Read on
     * `on` (a replica: then the day of activity is noted on `db` meanwhile).
     */
    async page(
      viewer: string,
      limit: number,
      cursor = firstPage(),
      filters?: FeedFilters,
      includePassed = false,
      on = db,
    ) {
      if (on === db) return preparedRows(db, feedPageQuery(viewer, limit, cursor, filters, includePassed, options));
      const query = feedPageQuery(viewer, limit, cursor, filters, includePassed, { ...options, onReplica: true });
      const day = { viewer, asOf: cursor.asOf.toISOString() };
      const [rows] = await Promise.all([preparedRows(on, query), changed(db, noteActivity(day))]);
      return rows;
    },

    /**
     * Remembers that `viewer` passed `profileId` now (again: the 7 days start over); 'MATCHED', storing nothing, when
     * the two are matched (a pass stored then would keep the person out of Likes you for good should the match's
     * wishlist entry go).
     */
    async pass(viewer: string, profileId: string): Promise<'PASSED' | 'MATCHED'> {
      const passed = await changed(
        db,
        sql`insert into matching.passes (user_id, profile_id)
         select ${viewer}, ${profileId} where not ${openSql(sql`${viewer}::uuid`, sql`${profileId}::uuid`)}
         on conflict (user_id, profile_id) do update set passed_at = now()`,
      );
      return passed === 0 ? 'MATCHED' : 'PASSED';
    },

    /** Another person as `viewer` may see them by id; null when they may not (or there is no such person). */
    shownTo: (viewer: string, id: string) => shownTo(db, viewer, id),
  };
}
