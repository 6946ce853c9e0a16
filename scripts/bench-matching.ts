import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import {
  ageOn,
  feedRepository,
  firstPage,
  likeComment,
  messageRepository,
  requestFilters,
  snapped,
  wishlistRepository,
} from '@wishlist/matching/bench';
import { loadConfig } from '@wishlist/service-kit';
import { TEST_SECRETS } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { startLocalPostgres } from './lib/embedded-postgres.ts';
import {
  answers,
  commentOn,
  draw,
  gini,
  likes,
  personOf,
  softPreferenceFits,
  visits,
  writesFirst,
  type Person,
  type Preference,
} from './lib/simulated-people.ts';

/**
 * Do the feed's suggestions lead to matches, and the matches to conversations? A seeded population
 * (scripts/lib/simulated-people.ts) browses and likes for simulated days through matching's own code on a real
 * PostgreSQL: each visit reads the first page of the feed (feed/repository.ts) with the person's saved filters as the
 * feed's handler applies them (dealbreakers hard, the other preferences only ranking), and each card they look at is
 * a like (the wishlist's add, with a comment on one of the card's prompts for a share of them; it makes the match when
 * the other liked first) or a pass (the visit's passes written at its end, in one statement). After a match, the
 * pair's conversation is read back from matching's messages (a like's comment is its first message): someone writes
 * first if no comment did, and the other answers or not, as the simulation's model draws it. Run twice on fresh
 * databases with the same seed: the last group ordered newest first (which ignores soft preferences), then by the
 * score (which ranks by them).
 * Prints `matches per like X.XX× newest-first; gini A vs B` (the Gini of impressions across profiles, score vs newest
 * first), then the goals of issue 46 in the score's run: conversations per match with a comment against plain likes,
 * the share of each viewer's top 20 cards that meet their soft preferences against newest first, and the Gini.
 */
const SEED = Number(process.env.BENCH_SEED ?? 28);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000);
const DAYS = Number(process.env.BENCH_DAYS ?? 4);
/** The share of the people there before the first day; the others join over the days, one batch a day. */
const THERE_AT_START = 0.7;
/** Visits at once (two cores: one runs the client, one PostgreSQL). */
const CONCURRENCY = 4;
const DAY_MS = 86_400_000;
/** The first cards of a visit's page whose fit to the viewer's soft preferences is counted. */
const TOP = 20;
/** Issue 46's goals: conversations per match with a comment over plain likes, soft-preference share points over newest first, Gini over newest first. */
const GOALS = { conversationLift: 1.3, softSharePoints: 20, giniOver: 0.05 };
const verdict = (met: boolean) => (met ? 'goal met' : 'goal MISSED');

const population: Person[] = Array.from({ length: PEOPLE }, (_, index) => {
  const joins = index < PEOPLE * THERE_AT_START ? 0 : 1 + Math.floor(draw(SEED, index, 999) * (DAYS - 1));
  return personOf(SEED, index, joins);
});
const byId = new Map(population.map((person) => [person.id, person]));

/** The filters `person` saved, as matching keeps them (core/saved-filters.ts). */
const savedFiltersOf = (person: Person): Parameters<typeof requestFilters>[0] => ({
  minAge: person.savesAges ? person.likesAges[0] : null,
  maxAge: person.savesAges ? person.likesAges[1] : null,
  maxDistanceKm: person.maxDistanceKm,
  commonInterests: false,
  intentions: person.savesIntentions ? person.wantsIntentions : [],
  dealbreakers: person.dealbreakers,
  twoWay: person.twoWay,
});

/** The people joining on `day`, as their profiles (positions on grid-cell centres, as matching keeps them). */
async function joinDay(app: FastifyInstance, day: number, startOfDay: Date) {
  const joining = population.filter((person) => person.joins === day);
  const today = startOfDay.toISOString().slice(0, 10);
  const birthDate = (person: Person) => {
    const born = new Date(startOfDay.getTime() - (person.age + draw(SEED, person.index, 77)) * 365.25 * DAY_MS);
    return born.toISOString().slice(0, 10);
  };
  const cells = joining.map((person) => snapped({ latitude: person.latitude, longitude: person.longitude }));
  const saved = joining.map(savedFiltersOf);
  await app.pool.query(
    `insert into matching.profiles (id, first_name, last_name, birth_date, location, latitude, longitude, interests, gender,
       show_me, filter_min_age, filter_max_age, filter_max_distance_km, active_on, intention, prompts, filter_intentions,
       dealbreaker_age_range, dealbreaker_distance, dealbreaker_show_me, dealbreaker_intention, filter_two_way)
     select id, 'Sim', n::text, birth::date, location, lat, lon, interests::jsonb, gender, show_me, min_age, max_age, km, $13::date,
       intention, prompts::jsonb, intentions::jsonb, db_age, db_distance, db_show_me, db_intention, two_way
     from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[], $8::text[],
       $9::text[], $10::int[], $11::int[], $12::int[], $14::text[], $15::text[], $16::text[], $17::boolean[], $18::boolean[],
       $19::boolean[], $20::boolean[], $21::boolean[]) as x(id, n, birth, location, lat, lon, interests, gender, show_me,
       min_age, max_age, km, intention, prompts, intentions, db_age, db_distance, db_show_me, db_intention, two_way)
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
      saved.map((filters) => filters.minAge),
      saved.map((filters) => filters.maxAge),
      saved.map((filters) => filters.maxDistanceKm),
      today,
      joining.map((person) => person.intention),
      joining.map((person) => JSON.stringify(person.prompts)),
      saved.map((filters) => JSON.stringify(filters.intentions)),
      saved.map((filters) => filters.dealbreakers.ageRange),
      saved.map((filters) => filters.dealbreakers.distance),
      saved.map((filters) => filters.dealbreakers.showMe),
      saved.map((filters) => filters.dealbreakers.intention),
      saved.map((filters) => filters.twoWay),
    ],
  );
  await app.pool.query('analyze matching.profiles');
}

type Feed = ReturnType<typeof feedRepository>;

/** Matches of one kind, and how many of them turned into a conversation (both wrote). */
interface Conversations {
  matches: number;
  started: number;
}

interface Outcome {
  likes: number;
  /** The likes that carried a comment. */
  comments: number;
  matches: number;
  impressions: number[];
  /** Matches whose first message is a like's comment, and the others. */
  withComment: Conversations;
  plain: Conversations;
  /** Of the top TOP cards of each visit of a viewer with soft preferences: how many, and how many met them all. */
  softCards: number;
  softMet: number;
  /** The same for each soft preference alone (the cards of viewers who hold it). */
  softByPreference: Record<Preference, { cards: number; met: number }>;
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

/** What a run has counted so far: the likes, the matches they made, how often each person was shown, and so on. */
type Tally = Omit<Outcome, 'seconds'>;

type App = Awaited<ReturnType<typeof buildMatchingApp>>;

/** A message from `from` to `to`, through matching's own send (no daily cap, as the likes have none). */
async function send(app: App, now: Date, from: Person, to: Person) {
  const sent = await messageRepository(app.orm.em.fork()).send({
    userId: from.id,
    profileId: to.id,
    clientId: crypto.randomUUID(),
    text: 'Hi! How is your week going?',
    cap: null,
    day: now.toISOString().slice(0, 10),
    readReceipts: false,
  });
  if (typeof sent === 'string') throw new Error(sent);
}

/**
 * After `viewer`'s like matched `shown` (who liked first): the conversation as matching holds it (a like's comment is
 * its first message), someone writing first if nobody has, and the other answering or not. Counted by whether the
 * first message was a comment.
 */
async function converse(app: App, now: Date, viewer: Person, shown: Person, tally: Tally) {
  const messages = await messageRepository(app.orm.em.fork()).page(viewer.id, shown.id, 2, null);
  const first = messages.at(-1);
  const kind = first ? tally.withComment : tally.plain;
  kind.matches++;
  if (new Set(messages.map((message) => message.senderId)).size === 2) {
    kind.started++;
    return;
  }
  const writer = first ? byId.get(first.senderId) : writesFirst(SEED, viewer, shown);
  if (!writer) return;
  const replier = writer === viewer ? shown : viewer;
  if (!first) await send(app, now, writer, replier);
  if (!answers(SEED, replier, writer, first !== undefined)) return;
  await send(app, now, replier, writer);
  kind.started++;
}

/** Counts the first TOP cards of a page against `viewer`'s soft preferences, as the viewer is shown them. */
function countSoftFit(viewer: Person, page: Awaited<ReturnType<Feed['page']>>, now: Date, tally: Tally) {
  for (const row of page.slice(0, TOP)) {
    const shown = byId.get(row.id);
    if (!shown || !row.birthDate) throw new Error(`unknown person ${row.id}`);
    const card = {
      age: ageOn(row.birthDate, now),
      distanceKm: row.distanceKm,
      gender: shown.gender,
      intention: row.intention ?? null,
    };
    const fits = Object.entries(softPreferenceFits(viewer, card)) as [Preference, boolean][];
    if (fits.length === 0) return;
    tally.softCards++;
    if (fits.every(([, fit]) => fit)) tally.softMet++;
    for (const [preference, fit] of fits) {
      tally.softByPreference[preference].cards++;
      if (fit) tally.softByPreference[preference].met++;
    }
  }
}

/**
 * One visit: the first TOP cards of the feed (the viewer's first ones are what a page of their size holds: a page is
 * the top of one order), each card looked at a like (the wishlist's add, maybe with a comment) or a pass, the passes
 * written at its end in one statement.
 */
async function visit(app: App, feed: Feed, now: Date, viewer: Person, tally: Tally) {
  const filters = requestFilters(savedFiltersOf(viewer), {}, { hasLocation: true, advancedFilters: false });
  const page = await feed.page(viewer.id, TOP, firstPage(now), filters);
  countSoftFit(viewer, page, now, tally);
  const passed: string[] = [];
  for (const row of page.slice(0, viewer.cards)) {
    const shown = byId.get(row.id);
    if (!shown) throw new Error(`unknown person ${row.id}`);
    tally.impressions[shown.index] = (tally.impressions[shown.index] ?? 0) + 1;
    if (!likes(SEED, viewer, shown)) {
      passed.push(shown.id);
      continue;
    }
    const prompt = commentOn(SEED, viewer, shown);
    const comment = prompt && likeComment(row, { text: 'Me too! Tell me more?', on: { prompt: prompt.promptId } });
    const added = await wishlistRepository(app.orm.em.fork()).add({
      userId: viewer.id,
      profileId: shown.id,
      cap: null,
      day: now.toISOString().slice(0, 10),
      ...(comment && { comment }),
    });
    if (typeof added === 'string') throw new Error(added);
    tally.likes++;
    if (comment) tally.comments++;
    if (added.matched) {
      tally.matches++;
      await converse(app, now, viewer, shown, tally);
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
  const tally: Tally = {
    likes: 0,
    comments: 0,
    matches: 0,
    impressions: new Array<number>(PEOPLE).fill(0),
    withComment: { matches: 0, started: 0 },
    plain: { matches: 0, started: 0 },
    softCards: 0,
    softMet: 0,
    softByPreference: {
      ageRange: { cards: 0, met: 0 },
      distance: { cards: 0, met: 0 },
      showMe: { cards: 0, met: 0 },
      intention: { cards: 0, met: 0 },
    },
  };
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

const softShare = (outcome: Outcome) => outcome.softMet / outcome.softCards;
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const byPreference = ({ softByPreference }: Outcome) =>
  Object.entries(softByPreference)
    .map(([preference, { cards, met }]) => `${preference} ${percent(met / cards)} of ${cards}`)
    .join(', ');
const conversationRate = ({ started, matches }: Conversations) => started / matches;

/** Issue 46's goals, the score's run against newest first where there is a baseline. */
function printGoals(score: Outcome, newest: Outcome) {
  const lift = conversationRate(score.withComment) / conversationRate(score.plain);
  console.log(
    `conversations per match ${lift.toFixed(2)}× plain likes (${conversationRate(score.withComment).toFixed(2)} vs ` +
      `${conversationRate(score.plain).toFixed(2)}; goal ≥ ${GOALS.conversationLift}×): ${verdict(lift >= GOALS.conversationLift)}`,
  );
  const points = 100 * (softShare(score) - softShare(newest));
  console.log(
    `top-${TOP} soft-preference share ${percent(softShare(score))} vs ${percent(softShare(newest))} newest-first ` +
      `(${points >= 0 ? '+' : ''}${points.toFixed(1)} points; goal ≥ +${GOALS.softSharePoints}): ${verdict(points >= GOALS.softSharePoints)}`,
  );
  const over = gini(score.impressions) - gini(newest.impressions);
  console.log(
    `impressions gini ${gini(score.impressions).toFixed(3)} vs ${gini(newest.impressions).toFixed(3)} newest-first ` +
      `(goal ≤ +${GOALS.giniOver}): ${verdict(over <= GOALS.giniOver)}`,
  );
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
    const { withComment, plain } = outcome;
    console.log(
      `${order.padEnd(6)}: ${shown} cards shown, ${outcome.likes} likes (${outcome.comments} with a comment), ${outcome.matches} matches (${(outcome.matches / outcome.likes).toFixed(3)} per like), ` +
        `impressions gini ${gini(outcome.impressions).toFixed(3)}; conversations ${withComment.started} of ${withComment.matches} matches ` +
        `with a comment, ${plain.started} of ${plain.matches} plain; top-${TOP} cards meeting soft preferences ` +
        `${percent(softShare(outcome))} of ${outcome.softCards} (${byPreference(outcome)}); ${outcome.seconds.toFixed(0)} s`,
    );
  }
  const { newest, score } = outcomes;
  if (!newest || !score) throw new Error('a run is missing');
  printGoals(score, newest);
  const lift = score.matches / score.likes / (newest.matches / newest.likes);
  console.log(
    `matches per like ${lift.toFixed(2)}× newest-first; gini ${gini(score.impressions).toFixed(2)} vs ${gini(newest.impressions).toFixed(2)}`,
  );
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
