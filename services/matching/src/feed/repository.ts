import { createHash } from 'node:crypto';
import { changed, preparedRows, rows, sql, sqlText, type Db, type Sql } from '@wishlist/service-kit';
import { openSql } from '../core/match-repository.ts';
import { shownTo } from '../core/shown-profile-repository.ts';
import type { FeedFilters } from './filters.ts';
import { notHeldForReview, notParted, notRestricted } from '../core/safety-rules-repository.ts';
import { scoreJoins, score } from './score-repository.ts';
import {
  SHOWN_DISTANCE,
  shownDistanceAtMost,
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

/**
 * The arguments of the page's function, in order, with their SQL types: whose feed, how many, from where (groups
 * judged as of `asOf`; in the last group the window's bottom and the feed positions of its people already shown, null
 * and empty elsewhere), the filters (null or false: not narrowed), whether passed people are shown, the order (see
 * FeedOrder), `nearbyMax` (FeedOptions), and the dealbreakers that are no filter of a number: the intentions wanted
 * (null: any), whether the viewer's "show me" only ranks, and the two-way switch.
 */
const ARGUMENTS = {
  viewer: 'uuid',
  limit: 'integer',
  asOf: 'timestamptz',
  group: 'integer',
  feedSeq: 'bigint',
  windowBottom: 'bigint',
  shown: 'bigint[]',
  minAge: 'integer',
  maxAge: 'integer',
  maxDistanceKm: 'double precision',
  commonInterests: 'boolean',
  includePassed: 'boolean',
  byScore: 'boolean',
  nearbyMax: 'integer',
  intentions: 'jsonb',
  anyGender: 'boolean',
  twoWay: 'boolean',
} as const;

type Argument = keyof typeof ARGUMENTS;

/**
 * Which of the function's statements serves a page, each written with only what its pages can need, so that a page
 * neither sets up nor reads what it cannot use: `distance`, a distance filter (`maxDistanceKm` not null);
 * `lastGroup`, the cursor in the last group (the rest of its window to read, no earlier group; outside it the window's
 * arguments are null, `pageValues`); `theirAnswers`, the dealbreakers that read the other's intention and own
 * dealbreakers (`intentions` not null, or the two-way switch), the last columns of a wide row: without them a walked
 * row is read only up to its first columns (PostgreSQL takes a row's columns apart up to the last one read).
 */
export interface PageShape {
  distance: boolean;
  lastGroup: boolean;
  theirAnswers: boolean;
}

/**
 * What a page's statement is written for: its values, the function's arguments `$1` to `$17` (each an SQL expression
 * here), and its shape.
 */
type Page = Record<Argument, Sql> & PageShape;
const ARGUMENT_REFERENCES = Object.fromEntries(
  Object.keys(ARGUMENTS).map((name, i) => [name, sql.raw(`$${String(i + 1)}`)]),
) as Record<Argument, Sql>;
const pageOf = (shape: PageShape): Page => ({ ...ARGUMENT_REFERENCES, ...shape });

/** The day of the as-of time. */
const today = ({ asOf }: { asOf: Sql | string }): Sql => sql`(${asOf}::timestamptz at time zone 'UTC')::date`;

/** How many groups the feed has (see `groups`); the last is everyone else. */
export const FEED_GROUPS = 4;
const EVERYONE_ELSE = FEED_GROUPS - 1;

/** The groups of the feed, in order; each excludes the ones before it. */
const boosted = ({ asOf }: Page): Sql<boolean> =>
  sql`coalesce(p.boost_ends_at > ${asOf} and p.boost_started_at <= ${asOf}, false)`;
const priority = ({ asOf }: Page): Sql<boolean> => sql`coalesce(p.priority_until > ${asOf}, false)`;
const groups = (page: Page): Sql<boolean>[] => {
  const { viewer, asOf } = page;
  const superLiker = superLiked(viewer, asOf);
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

/**
 * The filters' predicates: the ages, the distance shown (as the cards show it; in the statement with a distance),
 * interests in common; the others hold when their argument is null (or false), so one statement serves them all.
 */
function filterWhere(page: Page): Sql<boolean>[] {
  const { minAge, maxAge, maxDistanceKm, commonInterests } = page;
  const day = today(page);
  // The ages' birth dates as sub-selects, computed once for the statement rather than for each row.
  const where: Sql<boolean>[] = [
    sql`(${minAge} is null or p.birth_date <= (select ${day} - make_interval(years => ${minAge})))`,
    sql`(${maxAge} is null or p.birth_date > (select ${day} - make_interval(years => ${maxAge} + 1)))`,
    sql`(not ${commonInterests} or exists (select 1 from jsonb_array_elements_text(p.interests) theirs
      join jsonb_array_elements_text(v.interests) mine on lower(theirs) = lower(mine)))`,
  ];
  if (page.distance) where.push(shownDistanceAtMost(sql`${maxDistanceKm}`));
  return where;
}

/** Whether `p` said one of `intentions` (a JSON array): someone who said nothing is outside every choice. */
const intends = (intentions: Sql): Sql<boolean> => sql`coalesce(${intentions} @> to_jsonb(p.intention), false)`;

/**
 * The viewer `v` is inside `p`'s own dealbreakers (the two-way switch): their age range, their intentions, their
 * distance (once they have a position; a viewer without one is outside it). "Show me" is two-way already.
 */
const meetsTheirDealbreakers = (page: Page): Sql<boolean> => {
  const day = today(page);
  return sql`((not p.dealbreaker_age_range
      or ((p.filter_min_age is null or v.birth_date <= ${day} - make_interval(years => p.filter_min_age))
        and (p.filter_max_age is null or v.birth_date > ${day} - make_interval(years => p.filter_max_age + 1))))
    and (not p.dealbreaker_intention or jsonb_array_length(p.filter_intentions) = 0
      or coalesce(p.filter_intentions @> to_jsonb(v.intention), false))
    and (not p.dealbreaker_distance or p.filter_max_distance_km is null or p.latitude is null
      or coalesce(${shownDistanceAtMost(sql`p.filter_max_distance_km`)}, false))) is true`;
};

/**
 * The dealbreakers that are no number: the intentions wanted, the viewer's "show me" (unless it only ranks) and the
 * other's, which is two-way (someone who has not answered sees everyone and is shown to everyone), and the two-way
 * switch, which hides people from the viewer only.
 */
function dealbreakerWhere(page: Page): Sql<boolean>[] {
  const { intentions, anyGender, twoWay } = page;
  const showMe: Sql<boolean>[] = [
    sql`(${anyGender} or v.wants_gender is null or p.gender is null or p.gender = v.wants_gender)`,
    sql`(p.wants_gender is null or v.gender is null or p.wants_gender = v.gender)`,
  ];
  if (!page.theirAnswers) return showMe;
  return [
    sql`(${intentions}::jsonb is null or ${intends(sql`${intentions}::jsonb`)})`,
    ...showMe,
    sql`(not ${twoWay} or ${meetsTheirDealbreakers(page)})`,
  ];
}

/**
 * How many of the viewer's saved preferences `p` misses (each 0 once it is a dealbreaker, which let only those who
 * fit through): the age range, the distance, "show me", the intentions. People who fit come first in a window.
 */
const missedPreferences = (page: Page): Sql<number> => {
  const day = today(page);
  return sql`((((v.filter_min_age is not null and p.birth_date > ${day} - make_interval(years => v.filter_min_age))
      or (v.filter_max_age is not null and p.birth_date <= ${day} - make_interval(years => v.filter_max_age + 1))) is true)::int
    + ((v.filter_max_distance_km is not null and v.latitude is not null
      and (p.latitude is null or ${SHOWN_DISTANCE} > v.filter_max_distance_km)) is true)::int
    + ((v.wants_gender is not null and p.gender is not null and p.gender <> v.wants_gender) is true)::int
    + ((jsonb_array_length(v.filter_intentions) > 0 and not ${intends(sql`v.filter_intentions`)}) is true)::int)`;
};

/**
 * The predicates every group shares: never the viewer or their wishlist, nobody either of them blocked, nobody held for
 * review or restricted by a moderator, incognito, passes, the dealbreakers and filters. A distance is checked here as
 * the cards show it; the box around the viewer that the location index serves is `nearby`'s.
 */
function sharedWhere(page: Page): Sql<boolean> {
  const { viewer, includePassed } = page;
  const where = [
    sql`p.discoverable and p.id <> ${viewer}`,
    sql`not exists (select 1 from matching.wishlist_entries w where w.user_id = ${viewer} and w.profile_id = p.id)`,
    notParted(viewer, sql`p.id`),
    notHeldForReview(sql`p.id`),
    notRestricted('p'),
    visibleTo(viewer),
    // The switch inside the sub-select, so that it stays an anti-join (as `x or not exists` it ran once a row).
    sql`not exists (select 1 from matching.passes s where not ${includePassed}
      and s.user_id = ${viewer} and s.profile_id = p.id and s.passed_at > now() - ${sql.raw(`interval '${PASS_DAYS} days'`)})`,
  ];
  return sql.join([...where, ...dealbreakerWhere(page), ...filterWhere(page)], sql`\n    and `);
}

/**
 * Under a distance filter, up to how many people around the viewer are read from the location index and sorted rather
 * than found by walking the feed: a walk reads about (everyone / people in the box) rows for each person it keeps,
 * reading the box costs its size. At 1M profiles a 150 km box (about 90,000 people) is walked in 1,200 rows; a box of
 * 100 people in the country would have walked most of the table.
 */
export const NEARBY_MAX = 2000;

/** The box around the viewer that holds everyone within the distance: 111 km a degree is a little under the true 111.19. */
const boxOf = ({ maxDistanceKm }: Page) => ({
  dLat: sql`(${maxDistanceKm} / 111)`,
  dLon: sql`(${maxDistanceKm} / (111 * greatest(cos(radians(v.latitude)), 0.01)))`,
});

/**
 * Under a distance filter: `nearby`, the `nearbyMax` people nearest the viewer, in degrees, from the location index
 * alone (an index scan ordered by nearness stops at the limit, whatever the size of the table; a bitmap of a crowded
 * box read all of it); and `crowded`, whether they may miss someone in the box, so that the feed is walked instead:
 * they are `nearbyMax` people all closer than the box's corners, or the box crosses the antimeridian (nearness in
 * degrees does not).
 */
const nearbyCtes = (page: Page): Sql[] => {
  const { dLat, dLon } = boxOf(page);
  const { nearbyMax } = page;
  return [
    sql`nearby as materialized (
    select b.id, b.feed_seq, b.latitude, b.longitude,
      point(b.longitude, b.latitude) <-> (select point(v.longitude, v.latitude) from v) as degrees
    from matching.profiles b where b.discoverable and b.latitude is not null
    order by point(b.longitude, b.latitude) <-> (select point(v.longitude, v.latitude) from v) limit ${nearbyMax})`,
    // Counted over `nearby` alone, then set against the viewer's one row: grouped by the viewer's position over a join
    // of the two, the count cost as much as reading `nearby`.
    sql`crowded as materialized (select coalesce(around.people = ${nearbyMax} and (
      v.longitude - ${dLon} < -180 or v.longitude + ${dLon} > 180
      or around.farthest <= sqrt(${dLat} ^ 2 + ${dLon} ^ 2)), false) as yes
    from v cross join (select count(*) as people, max(nearby.degrees) as farthest from nearby) around)`,
  ];
};
const CROWDED = sql`(select yes from crowded)`;

/** `nearby` is inside the box around the viewer (nearby may reach beyond it); a box across the antimeridian spans every longitude. */
const inBox = (page: Page): Sql<boolean> => {
  const { dLat, dLon } = boxOf(page);
  return sql`nearby.latitude between v.latitude - ${dLat} and v.latitude + ${dLat}
  and (v.longitude - ${dLon} < -180 or v.longitude + ${dLon} > 180
    or nearby.longitude between v.longitude - ${dLon} and v.longitude + ${dLon})`;
};

/**
 * Up to `limit` rows of `columns` of the people who pass `where`, newest first: a walk down the feed position (an index
 * each group has). Under a distance filter, unless the box around the viewer is crowded, the people nearby are sorted
 * instead, so that a narrow distance or a thinly peopled place does not walk most of the table. Which of the two runs
 * is decided as the statement runs, so one plan serves every distance.
 */
function newestFirst(page: Page, columns: Sql, where: Sql<boolean>, limit: Sql): Sql {
  const walk = (gate: Sql) => sql`select ${columns} from matching.profiles p cross join v
      where ${gate}${where} order by p.feed_seq desc limit ${limit}`;
  if (!page.distance) return sql`(${walk(sql``)})`;
  // The box's people come sorted (`offset 0` keeps the sort below the join), so the checks stop at the limit.
  return sql`((select ${columns}
      from (select nearby.id, nearby.feed_seq from nearby cross join v where ${inBox(page)}
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

/** Where group `index` is read from: after the cursor in the cursor's group, from its start in a later one. */
const topOf = ({ group, feedSeq }: Page, index: number) =>
  sql`(case when ${group} = ${sql.lit(index)} then ${feedSeq} else ${sql.raw(FEED_START)} end)`;

/**
 * The walks of the first groups, each read only from the cursor's group on (a condition on the arguments alone, which
 * the plan checks once). The super likers, the running boosts and the priority members are few whatever the
 * distance: their walks read only them (reading the box around the viewer would fetch every person in it to find
 * them). Like every walk, they give the people's places in the feed; the page's columns are read for the page's rows
 * alone (`feedPageStatement`).
 */
function firstGroupWalks(page: Page, shared: Sql<boolean>): Sql[] {
  return groups(page)
    .slice(0, EVERYONE_ELSE)
    .map(
      (group, index) =>
        sql`(select p.id, p.feed_seq as "feedSeq", ${sql.lit(index)} as "group", null::int as "window",
        null::bigint as "windowBottom", null::float8 as score
      from matching.profiles p cross join v
      where ${page.group} <= ${sql.lit(index)} and ${group} and ${shared} and p.feed_seq < ${topOf(page, index)}
      order by p.feed_seq desc limit ${page.limit})`,
    );
}

/**
 * The windows of the last group: in the last group's statement, the rest of the cursor's window (a CTE, `rest`, empty
 * outside one), then the next window, read only when the rest cannot fill the page; elsewhere the next window alone.
 */
function lastGroupWindows(page: Page, shared: Sql<boolean>): { ctes: Sql[]; windows: Sql[] } {
  const { windowBottom, shown, limit } = page;
  const everyoneElse = (where: Sql) =>
    newestFirst(
      page,
      sql`p.id, p.feed_seq`,
      sql`${groups(page)[EVERYONE_ELSE]} and ${shared} and ${where}`,
      sql.lit(FEED_WINDOW),
    );
  const top = topOf(page, EVERYONE_ELSE);
  const next = (unlessFull: Sql) => sql`select c.*, 1 as "window", min(c.feed_seq) over () as "windowBottom"
      from ${everyoneElse(sql`p.feed_seq < coalesce(${windowBottom}, ${top})`)} c${unlessFull}`;
  if (!page.lastGroup) return { ctes: [], windows: [next(sql``)] };
  const rest = everyoneElse(
    sql`${windowBottom} is not null and p.feed_seq < ${top} and p.feed_seq >= ${windowBottom} and p.feed_seq <> all(${shown})`,
  );
  return {
    ctes: [sql`rest as materialized ${rest}`],
    windows: [
      sql`select rest.*, 0 as "window", ${windowBottom} as "windowBottom" from rest`,
      next(sql` where (select count(*) from rest) < ${limit}`),
    ],
  };
}

/**
 * What each soft preference missed takes from the score: more than the score can be (under 2: two rates at most 1,
 * doubled at most by interests in common), so people who fit come first, each group in the score's order.
 */
const MISSED_PREFERENCE = 4;

/**
 * The last group's walk: its windows' people, best first: those who fit the viewer's soft preferences first, then by
 * the score; newest first without a score (the matching bench's comparison).
 */
const lastGroupWalk = (page: Page, windows: Sql[]) =>
  sql`(select r.id, r.feed_seq as "feedSeq", ${sql.lit(EVERYONE_ELSE)} as "group", r."window", r."windowBottom", r.score
      from (select c.id, c.feed_seq, c."window", c."windowBottom",
          case when ${page.byScore} then ${score(today(page))} - ${sql.lit(MISSED_PREFERENCE)} * ${missedPreferences(page)}
            else 0::float8 end as score
        from (${sql.join(windows, sql`\n      union all\n      `)}) c
        cross join lateral ${byId(sql`c.id`)} cross join v
        ${scoreJoins(page.viewer)}
        order by c."window", score desc, c.feed_seq desc limit ${page.limit}) r)`;

/** Notes that the viewer opened the feed on the page's day (the score's recent activity). */
const noteActivity = (page: { viewer: string; asOf: string }): Sql =>
  sql`update matching.profiles set active_on = ${today(page)} where id = ${page.viewer} and active_on < ${today(page)}`;

/**
 * The page's statement of one shape (PageShape), its values the function's arguments: one index walk per group from the
 * cursor on, stitched in the feed order (the bench EXPLAINs it). The last group reads the rest of the cursor's window,
 * then the next window, each scored, best first. It only reads, so a replica may run it (the day of activity is noted
 * apart, `noteActivity`). What else differs between requests (the cursor's group among the first ones, the ages,
 * interests in common, passes) are conditions on the arguments that the plan checks once, so one plan serves them all.
 * Each shape has a statement of its own: merged, what a page cannot use was still set up (and the late columns read)
 * for it: at 1M profiles, 0.4 ms a page for the distance's walks, and a sixth of a first filtered page's time for the
 * rest of a window and the dealbreakers that read the other's answers (docs/benchmarks.md).
 */
export function feedPageStatement(shape: PageShape): Sql<FeedRow> {
  const page = pageOf(shape);
  const shared = sharedWhere(page);
  const last = lastGroupWindows(page, shared);
  const ctes = [viewerRow(page.viewer), ...(page.distance ? nearbyCtes(page) : []), ...last.ctes];
  const walks = [...(page.lastGroup ? [] : firstGroupWalks(page, shared)), lastGroupWalk(page, last.windows)];
  // The page's columns once, for its rows: written into each walk, they were set up for every walk at each page.
  return sql<FeedRow>`with ${sql.join(ctes, sql`,\n`)}
select ${pageColumns(page)}, page."feedSeq", page."group", page."window", page."windowBottom", page.score
from (select * from (${sql.join(walks, sql`\nunion all\n`)}) walks
  order by "group", "window", score desc, "feedSeq" desc limit ${page.limit}) page
cross join lateral ${byId(sql`page.id`)} cross join v
order by page."group", page."window", page.score desc, page."feedSeq" desc`;
}

/** The columns of a page's row (FeedRow) with their SQL types, as the function returns them. */
const ROW_TYPES = {
  id: 'uuid',
  firstName: 'varchar',
  lastName: 'varchar',
  birthDate: 'text',
  location: 'varchar',
  bio: 'varchar',
  profilePhoto: 'varchar',
  instagramHandle: 'varchar',
  instagramPhotos: 'jsonb',
  photoDescriptions: 'jsonb',
  interests: 'jsonb',
  prompts: 'jsonb',
  intention: 'text',
  distanceKm: 'integer',
  superLikedYou: 'boolean',
  feedSeq: 'bigint',
  group: 'integer',
  window: 'integer',
  windowBottom: 'bigint',
  score: 'double precision',
} satisfies Record<keyof FeedRow, string>;

/** The SQL types of the function's arguments, in order. */
export const FEED_ARGUMENT_TYPES = Object.values(ARGUMENTS).join(', ');

/** The conditions on the function's arguments that choose each dimension of a page's shape (PageShape). */
const SHAPE_CONDITIONS: Record<keyof PageShape, Sql<boolean>> = {
  distance: sql`${ARGUMENT_REFERENCES.maxDistanceKm} is not null`,
  lastGroup: sql`${ARGUMENT_REFERENCES.group} >= ${sql.lit(EVERYONE_ELSE)}`,
  theirAnswers: sql`(${ARGUMENT_REFERENCES.intentions} is not null or ${ARGUMENT_REFERENCES.twoWay})`,
};

/** The function's body from `dimensions` on: an `if` per dimension of the shape, a statement for each shape. */
function statementsOf(shape: Partial<PageShape>, [dimension, ...rest]: (keyof PageShape)[]): string {
  if (!dimension) return `return query ${sqlText(feedPageStatement(shape as PageShape))};`;
  return `if ${sqlText(SHAPE_CONDITIONS[dimension])} then
  ${statementsOf({ ...shape, [dimension]: true }, rest)}
else
  ${statementsOf({ ...shape, [dimension]: false }, rest)}
end if;`;
}

/**
 * The definition of the page's function, after its name: a PL/pgSQL function whose static statements (one for each
 * shape of page, PageShape) PostgreSQL prepares once per server connection, at their first page, and keeps, so that a page
 * is not planned again (8–40 ms at 1M profiles) — also through a transaction-mode pooler, where a named prepared
 * statement is lost. Their plans are the generic ones (`plan_cache_mode`): PostgreSQL would keep replanning for each
 * request's values, which drop the groups before the cursor's and the window not read. The columns win over the
 * result's names (`#variable_conflict`).
 */
const definition = `(${FEED_ARGUMENT_TYPES})
  returns table (${Object.entries(ROW_TYPES)
    .map(([name, type]) => `"${name}" ${type}`)
    .join(', ')})
  language plpgsql volatile set plan_cache_mode = force_generic_plan as $feed$
#variable_conflict use_column
begin
${statementsOf({}, ['distance', 'lastGroup', 'theirAnswers'])}
end
$feed$`;

/**
 * The page's function, named after a hash of its definition: a release whose feed changes calls a function of its own,
 * created by its migration (`createFeedPageFunction`) while the one before keeps running the previous release.
 */
export const FEED_PAGE_FUNCTION = `matching.feed_page_${createHash('sha256').update(definition).digest('hex').slice(0, 16)}`;

/** The statement that creates the page's function (a migration's: the one that ships a change to the feed). */
export const createFeedPageFunction = () => `create or replace function ${FEED_PAGE_FUNCTION}${definition}`;

/** The function's arguments for one page, by name. */
function pageValues(
  viewer: string,
  limit: number,
  cursor = firstPage(),
  filters: FeedFilters = {},
  includePassed = false,
  { order = 'score', nearbyMax = NEARBY_MAX }: FeedOptions = {},
): Record<Argument, unknown> {
  const window = cursor.group === EVERYONE_ELSE ? cursor.window : undefined;
  return {
    viewer,
    limit,
    asOf: cursor.asOf.toISOString(),
    group: cursor.group,
    feedSeq: cursor.feedSeq,
    windowBottom: window?.bottom ?? null,
    shown: window?.shown ?? [],
    minAge: filters.minAge ?? null,
    maxAge: filters.maxAge ?? null,
    maxDistanceKm: filters.maxDistanceKm ?? null,
    commonInterests: filters.commonInterests ?? false,
    includePassed,
    byScore: order === 'score',
    nearbyMax,
    intentions: filters.intentions ? JSON.stringify(filters.intentions) : null,
    anyGender: filters.anyGender ?? false,
    twoWay: filters.twoWay ?? false,
  };
}

/** The function's arguments for one page, in order (the bench runs the statement with them). */
export const feedPageArguments = (...page: Parameters<typeof pageValues>): unknown[] =>
  Object.values(pageValues(...page));

/** One page: the page's function called with its arguments. */
function feedPageCall(...page: Parameters<typeof pageValues>): Sql<FeedRow> {
  const values = pageValues(...page);
  const typed = Object.entries(ARGUMENTS).map(([name, type]) => sql`${values[name as Argument]}::${sql.raw(type)}`);
  return sql<FeedRow>`select * from ${sql.raw(FEED_PAGE_FUNCTION)}(${sql.join(typed)})`;
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
     * `on` (a replica, or `db`), while the day of activity is noted on `db`; prepared per connection where it can be.
     */
    async page(
      viewer: string,
      limit: number,
      cursor = firstPage(),
      filters?: FeedFilters,
      includePassed = false,
      on = db,
    ) {
      const call = feedPageCall(viewer, limit, cursor, filters, includePassed, options);
      const day = noteActivity({ viewer, asOf: cursor.asOf.toISOString() });
      // On the primary, the day is noted by the page's own statement: one round trip, one connection.
      if (on === db) return preparedRows(db, sql<FeedRow>`with noted as (${day}) ${call}`);
      const [page] = await Promise.all([rows(on, call), changed(db, day)]);
      return page;
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
