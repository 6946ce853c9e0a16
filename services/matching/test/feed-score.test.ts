import { firstRow, sql, type Sql } from '@wishlist/service-kit';
import { describe, expect, it } from 'vitest';
import {
  COMMON_INTERESTS,
  fitsFilters,
  likesBack,
  POPULARITY_DAMPING,
  PRIOR_RATE,
  smoothedRate,
  viewerLikes,
} from '../src/feed/score-repository.ts';
import { matchingForFile } from './support.ts';

// The parts of the feed's score (feed/score-repository.ts), each evaluated by PostgreSQL on made-up rows.

const { app } = await matchingForFile();

const TODAY = sql`date '2026-06-01'`;

interface Person {
  birth_date?: string | null;
  filter_min_age?: number | null;
  filter_max_age?: number | null;
  filter_max_distance_km?: number | null;
  interests?: string[];
  active_on?: string;
}
interface Counts {
  likes_given?: number;
  passes_given?: number;
  likes_received?: number;
  passes_received?: number;
}
interface Own {
  like?: number;
  pass?: number;
  segment_like?: number;
  segment_pass?: number;
  km?: number | null;
}

/** `expression` over the rows `p`, `v`, `dc`, `sc` and `own` as the feed joins them. */
async function evaluate(
  expression: Sql,
  rows: { p?: Person; v?: Person; dc?: Counts; sc?: Counts; own?: Own } = {},
): Promise<number> {
  const person = (row: Person = {}) => ({
    birth_date: '1990-01-01',
    filter_min_age: null,
    filter_max_age: null,
    filter_max_distance_km: null,
    active_on: '2026-06-01',
    ...row,
    interests: JSON.stringify(row.interests ?? []),
  });
  const counts = (row: Counts = {}) => ({
    likes_given: 0,
    passes_given: 0,
    likes_received: 0,
    passes_received: 0,
    ...row,
  });
  const json = (value: object) => JSON.stringify(value);
  const row = await firstRow(
    app.db,
    sql<{ value: number }>`select (${expression})::float8 as value from
       (select birth_date::date, filter_min_age::int, filter_max_age::int, filter_max_distance_km::int,
          interests::jsonb, active_on::date
        from jsonb_to_record(${json(person(rows.p))}) as x(birth_date text, filter_min_age int, filter_max_age int, filter_max_distance_km int,
          interests text, active_on text)) p,
       (select birth_date::date, filter_min_age::int, filter_max_age::int, filter_max_distance_km::int,
          array(select lower(i) from jsonb_array_elements_text(interests::jsonb) i) as interests_lower
        from jsonb_to_record(${json(person(rows.v))}) as x(birth_date text, filter_min_age int, filter_max_age int, filter_max_distance_km int,
          interests text)) v,
       jsonb_to_record(${json(counts(rows.dc))}) as dc(likes_given int, passes_given int, likes_received int, passes_received int),
       jsonb_to_record(${json(counts(rows.sc))}) as sc(likes_given int, passes_given int, likes_received int, passes_received int),
       jsonb_to_record(${json({ like: 0, pass: 0, segment_like: 0, segment_pass: 0, km: null, ...rows.own })}) as own("like" int, pass int, segment_like int, segment_pass int, km int)`,
  );
  const value = row?.value;
  if (value === undefined) throw new Error('no value');
  return value;
}

describe('the parts of the feed score', () => {
  it('smooths a rate towards its prior: at the prior with no decisions, halfway after PRIOR_WEIGHT of them', async () => {
    expect(await evaluate(smoothedRate(sql.lit(0), sql.lit(0), sql.lit(0.3)))).toBeCloseTo(0.3);
    expect(await evaluate(smoothedRate(sql.lit(10), sql.lit(10), sql.lit(0.3)))).toBeCloseTo(0.65);
    expect(await evaluate(smoothedRate(sql.lit(0), sql.lit(10), sql.lit(0.3)))).toBeCloseTo(0.15);
    expect(await evaluate(smoothedRate(sql.lit(900), sql.lit(1000), sql.lit(0.3)))).toBeCloseTo(0.894, 3);
  });

  it("says whether one person's saved ages and distance admit the other", async () => {
    const fits = fitsFilters('p', 'v', sql`own.km`, TODAY);
    // The viewer is 36 on the day.
    expect(await evaluate(fits, { v: { birth_date: '1990-01-01' } })).toBe(1);
    expect(await evaluate(fits, { p: { filter_min_age: 30, filter_max_age: 36 } })).toBe(1);
    expect(await evaluate(fits, { p: { filter_min_age: 37 } })).toBeCloseTo(0.15);
    expect(await evaluate(fits, { p: { filter_max_age: 35 } })).toBeCloseTo(0.15);
    expect(await evaluate(fits, { p: { filter_max_distance_km: 40 }, own: { km: 40 } })).toBe(1);
    expect(await evaluate(fits, { p: { filter_max_distance_km: 40 }, own: { km: 41 } })).toBeCloseTo(0.15);
    expect(await evaluate(fits, { p: { filter_max_distance_km: 40 }, own: { km: null } })).toBe(1);
    expect(
      await evaluate(fits, { p: { filter_max_age: 30, filter_max_distance_km: 10 }, own: { km: 50 } }),
    ).toBeCloseTo(0.0225);
  });

  it('counts interests in common whatever their case, up to four', async () => {
    expect(
      await evaluate(COMMON_INTERESTS, { p: { interests: ['Hiking', 'chess'] }, v: { interests: ['hiking'] } }),
    ).toBe(1);
    const many = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(await evaluate(COMMON_INTERESTS, { p: { interests: many }, v: { interests: many } })).toBe(4);
    expect(await evaluate(COMMON_INTERESTS, { p: { interests: ['Art'] } })).toBe(0);
  });

  it('damps the most liked people', async () => {
    expect(await evaluate(POPULARITY_DAMPING)).toBe(1);
    expect(await evaluate(POPULARITY_DAMPING, { dc: { likes_received: 40 } })).toBeCloseTo(Math.SQRT1_2);
    expect(await evaluate(POPULARITY_DAMPING, { dc: { likes_received: 400 } })).toBeLessThan(0.31);
  });

  it("rates the viewer's like by what people of the viewer's segment did, then by everyone, then the prior", async () => {
    const likes = viewerLikes(TODAY);
    expect(await evaluate(likes)).toBeCloseTo(PRIOR_RATE);
    // Liked by everyone of the viewer's segment who decided beats liked by everyone else only.
    const bySegment = await evaluate(likes, { sc: { likes_received: 20 }, dc: { likes_received: 20 } });
    const byOthers = await evaluate(likes, { dc: { likes_received: 20 } });
    expect(bySegment).toBeGreaterThan(byOthers);
    expect(byOthers).toBeGreaterThan(PRIOR_RATE);
    // Interests in common raise it; being outside the viewer's saved ages lowers it.
    expect(await evaluate(likes, { p: { interests: ['Art'] }, v: { interests: ['art'] } })).toBeCloseTo(
      PRIOR_RATE * 1.25,
    );
    expect(await evaluate(likes, { v: { filter_max_age: 30 } })).toBeCloseTo(PRIOR_RATE * 0.15);
  });

  it("rates the like back by the person's own likes, without their decision about the viewer", async () => {
    const back = likesBack(TODAY);
    expect(await evaluate(back)).toBeCloseTo(PRIOR_RATE);
    // A person who liked the viewer, and the same person had they not decided: the same chance.
    const liked = await evaluate(back, {
      dc: { likes_given: 5, passes_given: 5 },
      sc: { likes_given: 3, passes_given: 1 },
      own: { like: 1, segment_like: 1 },
    });
    const undecided = await evaluate(back, {
      dc: { likes_given: 4, passes_given: 5 },
      sc: { likes_given: 2, passes_given: 1 },
    });
    expect(liked).toBeCloseTo(undecided);
    const passed = await evaluate(back, {
      dc: { likes_given: 4, passes_given: 6 },
      sc: { likes_given: 2, passes_given: 2 },
      own: { pass: 1, segment_pass: 1 },
    });
    expect(passed).toBeCloseTo(undecided);
    // Choosy towards the viewer's segment: less; outside their saved ages: much less; away a week: half.
    expect(await evaluate(back, { sc: { passes_given: 20 }, dc: { passes_given: 20 } })).toBeLessThan(0.1);
    expect(await evaluate(back, { p: { filter_min_age: 40 } })).toBeCloseTo(PRIOR_RATE * 0.15);
    expect(await evaluate(back, { p: { active_on: '2026-05-25' } })).toBeCloseTo(PRIOR_RATE / 2);
  });
});
