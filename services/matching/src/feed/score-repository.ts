import { sql, type Sql } from '@wishlist/service-kit';
import type { Person } from '../core/safety-rules-repository.ts';
import { SHOWN_DISTANCE, type Alias } from '../core/visibility-repository.ts';

/**
 * The two-sided score that orders the feed's last group, "everyone else" (docs/architecture.md, "The feed"): how likely
 * the viewer `v` is to like a person `p`, times how likely `p` is to like `v` back, times a damping of very popular
 * people. Written as SQL over the row of `p` (profiles), the viewer's row `v` (core/visibility-repository.ts's `viewerRow`), their
 * counts `dc` (decision_counts of `p`) and `sc` (segment_counts of `p` for the viewer's segment), and `own`: `p`'s
 * own like (`own_like`) and pass (`own_pass`) of the viewer, if any. Every rate is smoothed towards a prior, so a new
 * person starts at the prior instead of at nothing.
 *
 * Privacy: the order never depends on what anyone decided about the viewer. Only `p`'s counts are read, never the
 * viewer's received ones; and `p`'s own like or pass of the viewer is taken out of `p`'s counts, so `p` ranks the same
 * whether they liked the viewer or not.
 */

/** The like rate a person is assumed to have before any decision (about the share of cards liked in the app). */
export const PRIOR_RATE = 0.3;
/** How many decisions a prior weighs: a rate moves halfway from its prior after this many. */
export const PRIOR_WEIGHT = 10;
/** Likes received at which a person's score is damped by 1/√2, spreading attention beyond the most liked. */
export const POPULARITY_HALF = 40;
/** Days without opening the feed after which the chance of a like back is halved. */
export const ACTIVITY_HALF_DAYS = 7;
/** How much each interest in common adds to the chance of a like (up to four). */
export const INTEREST_WEIGHT = 0.25;
/** What a chance is multiplied by when one person's saved age range or distance leaves the other out. */
export const OUTSIDE_FILTERS = 0.15;

/** A constant of the score, written into its SQL (the planner sees the score's arithmetic whole). */
const constant = (value: number): Sql<number> => sql.lit(value);

/** The distance between `p` and the viewer as shown, from `scoreJoins` (null without both locations). */
const OWN_KM = sql`own.km`;

/** `likes` out of `decisions`, smoothed towards `prior` (SQL expressions): (likes + w·prior) / (decisions + w). */
export const smoothedRate = (likes: Sql, decisions: Sql, prior: Sql): Sql<number> =>
  sql`((${likes})::float8 + ${constant(PRIOR_WEIGHT)} * (${prior})) / ((${decisions})::float8 + ${constant(PRIOR_WEIGHT)})`;

/**
 * `1` when `owner`'s saved age range and distance admit `other` (`v` or `p`), `OUTSIDE_FILTERS` for each that does
 * not. `km` is the distance between the two as shown (null without both locations), `today` the day (SQL).
 */
export const fitsFilters = (ownerAlias: Alias | 'v', otherAlias: Alias | 'v', km: Sql, today: Sql): Sql<number> => {
  const [owner, other] = [sql.raw(ownerAlias), sql.raw(otherAlias)];
  const ageOk = sql`(${other}.birth_date is null
      or ((${owner}.filter_min_age is null or ${other}.birth_date <= ${today} - make_interval(years => ${owner}.filter_min_age))
      and (${owner}.filter_max_age is null or ${other}.birth_date > ${today} - make_interval(years => ${owner}.filter_max_age + 1))))`;
  const distanceOk = sql`(${owner}.filter_max_distance_km is null or ${km} is null or ${km} <= ${owner}.filter_max_distance_km)`;
  return sql`(case when ${ageOk} then 1 else ${constant(OUTSIDE_FILTERS)} end * case when ${distanceOk} then 1 else ${constant(OUTSIDE_FILTERS)} end)`;
};

/** Interests `p` shares with the viewer (case-insensitive; `v.interests_lower`: the viewer's, lower case), at most 4. */
export const COMMON_INTERESTS: Sql<number> = sql`least(4, (select count(*) from jsonb_array_elements_text(p.interests) theirs
    where lower(theirs) = any(v.interests_lower)))`;

/** Decisions `p` made, without their decision about the viewer. */
const givenLikes = sql`coalesce(dc.likes_given, 0) - own.like`;
const givenDecisions = sql`coalesce(dc.likes_given + dc.passes_given, 0) - own.like - own.pass`;
const givenSegmentLikes = sql`coalesce(sc.likes_given, 0) - own.segment_like`;
const givenSegmentDecisions = sql`coalesce(sc.likes_given + sc.passes_given, 0) - own.segment_like - own.segment_pass`;

/**
 * How likely the viewer is to like `p`: `p`'s like rate among deciders of the viewer's segment (what people like the
 * viewer did), smoothed towards `p`'s rate among everyone, smoothed towards the prior; more with interests in common,
 * less when `p` is outside the viewer's saved filters (when a request's own filters replaced them).
 */
export const viewerLikes = (today: Sql): Sql<number> =>
  sql`${smoothedRate(
    sql`coalesce(sc.likes_received, 0)`,
    sql`coalesce(sc.likes_received + sc.passes_received, 0)`,
    smoothedRate(
      sql`coalesce(dc.likes_received, 0)`,
      sql`coalesce(dc.likes_received + dc.passes_received, 0)`,
      constant(PRIOR_RATE),
    ),
  )} * (1 + ${constant(INTEREST_WEIGHT)} * ${COMMON_INTERESTS}) * ${fitsFilters('v', 'p', OWN_KM, today)}`;

/**
 * How likely `p` is to like the viewer back: `p`'s own like rate towards people of the viewer's segment, smoothed
 * towards `p`'s like rate overall, smoothed towards the prior (both without `p`'s decision about the viewer); much less
 * when the viewer is outside `p`'s saved age range or distance (`p` would not even be shown the viewer), less the
 * longer `p` has not opened the feed.
 */
export const likesBack = (today: Sql): Sql<number> =>
  sql`${smoothedRate(givenSegmentLikes, givenSegmentDecisions, smoothedRate(givenLikes, givenDecisions, constant(PRIOR_RATE)))}
    * ${fitsFilters('p', 'v', OWN_KM, today)} * ${constant(ACTIVITY_HALF_DAYS)}::float8 / (${constant(ACTIVITY_HALF_DAYS)} + greatest(0, ${today} - p.active_on))`;

/** Less for the most liked people, so that a few do not take every viewer's first cards. */
export const POPULARITY_DAMPING: Sql<number> = sql`1 / sqrt(1 + coalesce(dc.likes_received, 0)::float8 / ${constant(POPULARITY_HALF)})`;

/** The score of `p` for the viewer as of day `today` (an SQL date). */
export const score = (today: Sql): Sql<number> =>
  sql`(${viewerLikes(today)}) * (${likesBack(today)}) * ${POPULARITY_DAMPING}`;

/**
 * The rows the score reads for `p` (joined after `p` and `v`): their counts, their own like and pass of `viewer`,
 * each with whether it was counted in the viewer's segment, and the distance between the two as shown. The counts are
 * read by their key for each candidate (lateral, its `limit` keeping the planner from turning it back into a join):
 * as a join, a window the planner took for one row read the whole counts table once per candidate.
 */
export const scoreJoins = (
  viewer: Person,
): Sql => sql`left join lateral (select * from matching.decision_counts d where d.profile_id = p.id limit 1) dc on true
    left join lateral (select * from matching.segment_counts sc where sc.profile_id = p.id and sc.segment = v.segment limit 1) sc on true
    cross join lateral (select
        (l.user_id is not null)::int as like, (s.user_id is not null)::int as pass,
        coalesce(l.target_segment = v.segment, false)::int as segment_like,
        coalesce(s.target_segment = v.segment, false)::int as segment_pass,
        case when v.latitude is not null and p.latitude is not null then ${SHOWN_DISTANCE} end as km
      from (values (1)) one
      left join matching.wishlist_entries l on l.user_id = p.id and l.profile_id = ${viewer}
      left join matching.passes s on s.user_id = p.id and s.profile_id = ${viewer}) own`;
