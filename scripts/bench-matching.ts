import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { feedRepository, firstPage, snapped, wishlistRepository } from '@wishlist/matching/bench';
import { loadConfig } from '@wishlist/service-kit';
import { TEST_SECRETS } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { startLocalPostgres } from './lib/embedded-postgres.ts';
import { draw, gini, likes, personOf, visits, type Person } from './lib/simulated-people.ts';

/**
 * Do the feed's suggestions lead to matches? A seeded population (scripts/lib/simulated-people.ts) browses and likes
 * for simulated days through matching's own code on a real PostgreSQL: each visit reads one page of the feed
 * (feed/repository.ts), and each card is a like (the wishlist's add, which makes the match when the other liked first)
 * or a pass (the visit's passes written at its end, in one statement). Run twice on fresh databases with the same seed: the last group ordered newest first, then by the score.
 * Prints, last: `matches per like X.XX× newest-first; gini A vs B` (the Gini of impressions across profiles, score vs
 * newest first).
 */
const SEED = Number(process.env.BENCH_SEED ?? 28);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000);
const DAYS = Number(process.env.BENCH_DAYS ?? 4);
/** The share of the people there before the first day; the others join over the days, one batch a day. */
const THERE_AT_START = 0.7;
/** Visits at once (two cores: one runs the client, one PostgreSQL). */
const CONCURRENCY = 4;
const DAY_MS = 86_400_000;

const population: Person[] = Array.from({ length: PEOPLE }, (_, index) => {
  const joins = index < PEOPLE * THERE_AT_START ? 0 : 1 + Math.floor(draw(SEED, index, 999) * (DAYS - 1));
  return personOf(SEED, index, joins);
});
const byId = new Map(population.map((person) => [person.id, person]));

/** The people joining on `day`, as their profiles (positions on grid-cell centres, as matching keeps them). */
async function joinDay(app: FastifyInstance, day: number, startOfDay: Date) {
  const joining = population.filter((person) => person.joins === day);
  const today = startOfDay.toISOString().slice(0, 10);
  const birthDate = (person: Person) => {
    const born = new Date(startOfDay.getTime() - (person.age + draw(SEED, person.index, 77)) * 365.25 * DAY_MS);
    return born.toISOString().slice(0, 10);
  };
  const cells = joining.map((person) => snapped({ latitude: person.latitude, longitude: person.longitude }));
  await app.pool.query(
    `insert into matching.profiles (id, first_name, last_name, birth_date, location, latitude, longitude, interests, gender,
       show_me, filter_min_age, filter_max_age, filter_max_distance_km, active_on)
     select id, 'Sim', n::text, birth::date, location, lat, lon, interests::jsonb, gender, show_me, min_age, max_age, km, $13::date
     from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[], $8::text[],
       $9::text[], $10::int[], $11::int[], $12::int[]) as x(id, n, birth, location, lat, lon, interests, gender, show_me,
       min_age, max_age, km)
     order by n`,
    [
      joining.map((person) => person.id),
      joining.map((person) => person.index),
      joining.map(birthDate),
      joining.map((person) => person.city.name),
      cells.map((cell) => cell.latitude),
      cells.map((cell) => cell.longitude),
      joining.map((person) => JSON.stringify(person.interests)),
      joining.map((person) => person.gender),
      joining.map((person) => person.showMe),
      joining.map((person) => (person.savesAges ? person.likesAges[0] : null)),
      joining.map((person) => (person.savesAges ? person.likesAges[1] : null)),
      joining.map((person) => person.maxDistanceKm),
      today,
    ],
  );
  await app.pool.query('analyze matching.profiles');
}

type Feed = ReturnType<typeof feedRepository>;

interface Outcome {
  likes: number;
  matches: number;
  impressions: number[];
  seconds: number;
}

/** A commit need not wait for the disk here (the runs are thrown away): the time goes to the feed and the likes. */
async function commitWithoutWaitingForDisk(databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`alter database "${database}" set synchronous_commit = off`);
  await admin.end();
}

/** What a run has counted so far: the likes, the matches they made, and how often each person was shown. */
type Tally = Omit<Outcome, 'seconds'>;

/**
 * One visit: a page of the feed, each card a like (the wishlist's add) or a pass, the passes written at its end in
 * one statement.
 */
async function visit(
  app: Awaited<ReturnType<typeof buildMatchingApp>>,
  feed: Feed,
  now: Date,
  viewer: Person,
  tally: Tally,
) {
  // The person's saved filters, as the feed's handler applies them.
  const filters = {
    ...(viewer.savesAges && { minAge: viewer.likesAges[0], maxAge: viewer.likesAges[1] }),
    maxDistanceKm: viewer.maxDistanceKm,
  };
  const page = await feed.page(viewer.id, viewer.cards, firstPage(now), filters);
  const passed: string[] = [];
  for (const row of page) {
    const shown = byId.get(row.id);
    if (!shown) throw new Error(`unknown person ${row.id}`);
    tally.impressions[shown.index] = (tally.impressions[shown.index] ?? 0) + 1;
    if (likes(SEED, viewer, shown)) {
      const added = await wishlistRepository(app.orm.em.fork()).add({
        userId: viewer.id,
        profileId: shown.id,
        cap: null,
        day: now.toISOString().slice(0, 10),
      });
      if (typeof added === 'string') throw new Error(added);
      tally.likes++;
      if (added.matched) tally.matches++;
    } else {
      passed.push(shown.id);
    }
  }
  // The visit's passes in one statement: the rows feed.pass writes (the counts' triggers fire per row).
  await app.pool.query(
    `insert into matching.passes (user_id, profile_id) select $1, unnest($2::uuid[])
     on conflict (user_id, profile_id) do update set passed_at = now()`,
    [viewer.id, passed],
  );
}

/** The population's days on a fresh database, with the feed's last group in `order`. */
async function simulate(databaseUrl: string, order: 'newest' | 'score'): Promise<Outcome> {
  const started = performance.now();
  await commitWithoutWaitingForDisk(databaseUrl);
  const app = await buildMatchingApp(
    loadConfig(matchingConfig, {
      ...TEST_SECRETS,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      PORT: '0',
      BILLING_URL: 'http://127.0.0.1:9',
    }),
  );
  const feed = feedRepository(app.pool, { order });
  const tally: Tally = { likes: 0, matches: 0, impressions: new Array<number>(PEOPLE).fill(0) };
  try {
    // The simulation's days start today at noon UTC: the feed's as-of time is the simulated one.
    const noon = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
    for (let day = 0; day < DAYS; day++) {
      const now = new Date(noon.getTime() + day * DAY_MS);
      await joinDay(app, day, now);
      const visitors = population
        .filter((person) => visits(SEED, person, day))
        .sort((a, b) => draw(SEED, a.index, 2000 + day) - draw(SEED, b.index, 2000 + day));
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let viewer = visitors[next++]; viewer; viewer = visitors[next++])
            await visit(app, feed, now, viewer, tally);
        }),
      );
    }
  } finally {
    await app.close();
  }
  return { ...tally, seconds: (performance.now() - started) / 1000 };
}

const dir = mkdtempSync(join(tmpdir(), 'wishlist-bench-matching-'));
chmodSync(dir, 0o755);
const postgres = await startLocalPostgres(join(dir, 'postgres'));
try {
  const joinedLater = population.filter((person) => person.joins > 0).length;
  console.log(
    `${PEOPLE} simulated people (${PEOPLE - joinedLater} at the start, ${joinedLater} joining over the days), ${DAYS} days, seed ${SEED}`,
  );
  const outcomes: Record<string, Outcome> = {};
  for (const order of ['newest', 'score'] as const) {
    await postgres.createDatabase(order);
    const outcome = await simulate(postgres.url(order), order);
    outcomes[order] = outcome;
    const shown = outcome.impressions.reduce((sum, n) => sum + n, 0);
    console.log(
      `${order.padEnd(6)}: ${shown} cards shown, ${outcome.likes} likes, ${outcome.matches} matches (${(outcome.matches / outcome.likes).toFixed(3)} per like), ` +
        `impressions gini ${gini(outcome.impressions).toFixed(3)}, ${outcome.seconds.toFixed(0)} s`,
    );
  }
  const { newest, score } = outcomes;
  if (!newest || !score) throw new Error('a run is missing');
  const lift = score.matches / score.likes / (newest.matches / newest.likes);
  console.log(
    `matches per like ${lift.toFixed(2)}× newest-first; gini ${gini(score.impressions).toFixed(2)} vs ${gini(newest.impressions).toFixed(2)}`,
  );
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
