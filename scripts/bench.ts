import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildMatchingApp, matchingConfig, matchingService } from '@wishlist/matching';
import {
  cursorAfter,
  entitlementRepository,
  feedRepository,
  firstPage,
  readOwnSettings,
  snapped,
  wishlistRepository,
} from '@wishlist/matching/bench';
import { connectsDirectly, loadConfig } from '@wishlist/service-kit';
import { signIn, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import Fastify, { type FastifyInstance } from 'fastify';
import { startLocalPostgres } from './lib/embedded-postgres.ts';
import { type EventStreamClient, openEventStream } from './lib/event-stream-client.ts';
import { firstPagePlan } from './lib/feed-plan.ts';
import { startPgbouncer } from './lib/pgbouncer.ts';
import { startThread } from './lib/threads.ts';

/**
 * Throughput of the plans read, served by billing directly and through the edge, as ratios against a bare
 * Fastify route answering the same JSON — all measured in this run, on this machine. The edge and billing run in
 * worker threads of their own, as under `npm start`; the load generator has the main thread.
 * Then matching: the discover feed (bare, and with the advanced filters age + distance) and a wishlist add through
 * the edge with a session, at 10k and at 1M profiles, against a bare Fastify route calling the same repositories
 * (the same SQL), the 1M/10k cost ratio of each, and the feed's query plans at 1M.
 * Then messaging with 200 event streams open through the edge: messages sent per second, and the time from a
 * send to its arrival on the other person's stream.
 */
// The plans read: how long each server is timed, at how many connections, after how long a warm-up.
const PLANS_SECONDS = Number(process.env.BENCH_PLANS_SECONDS ?? 5);
const CONCURRENCY = 16;
const WARM_UP_SECONDS = 2;
const OVERHEAD_ROUNDS = 5;
// Messaging: how many messages are sent for the throughput and for the send → arrival times, with how many streams open.
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const TIMED_MESSAGES = Number(process.env.BENCH_TIMED_MESSAGES ?? 1000);
const OPEN_STREAMS = 200;
// Matching: how long the feed is loaded, how many likes are sent, over how many connections.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const LIKES = Number(process.env.BENCH_LIKES ?? 1500);
const CONNECTIONS = 16;
// The quotas per person (services/matching/src/quotas.ts: 60 likes a minute, 30 messages a minute) hold in the
// bench too: likes are spread over enough users that none passes 25, messages over every member of the streams.
const LIKE_USERS = Math.max(CONNECTIONS, Math.ceil(LIKES / 25));
/** Where the viewers are: the centre of Denver's grid cell, as matching stores every position. */
const DENVER = snapped({ latitude: 39.7392, longitude: -104.9903 });
/** The advanced filters of the filtered feed: ages 30–45 within 150 km (about 4% of the profiles). */
const FILTERS = { minAge: 30, maxAge: 45, maxDistanceKm: 150 };
const FILTER_QUERY = `&minAge=${FILTERS.minAge}&maxAge=${FILTERS.maxAge}&maxDistanceKm=${FILTERS.maxDistanceKm}`;
// The goals (docs/benchmarks.md): what the edge may add to a request, the feed's share of a bare route's throughput, and
// The page through the edge over the page's query execution time.
const GOALS = { edgeOverhead: 1.15, feedRatio: 0.6, pageOverExecution: 2, pooledPlanningMs: 0.5 };
// The feed through PgBouncer: how many pages, over how many client connections, on how many server connections.
const POOLED_PAGES = Number(process.env.BENCH_POOLED_PAGES ?? 2000);
const POOLER_SERVER_CONNECTIONS = 4;
const verdict = (met: boolean) => (met ? 'goal met' : 'goal MISSED');

/**
 * Requests per second to `url` over `seconds`, on `connections` connections, with the latencies. autocannon is the load
 * generator, as for the feed: undici's fetch cost the load generator 230–290 µs of CPU per request, taken from the two
 * cores the servers share. Requests ask for brotli or gzip, as a browser's do.
 */
async function load(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A server warmed up, then its throughput at CONCURRENCY connections and the time of one request at a time. */
async function measure(url: string) {
  // Warm-up: each server is timed once the JIT has optimized its code. With a few requests only, billing was timed
  // cold and then, warm, behind the edge: the edge looked cheaper than nothing (0.63× the direct time).
  await load(url, CONCURRENCY, WARM_UP_SECONDS);
  const loaded = await load(url, CONCURRENCY, PLANS_SECONDS);
  const oneAtATime = await load(url, 1, PLANS_SECONDS);
  return { ...loaded, msEach: 1000 / oneAtATime.rps };
}

const dir = mkdtempSync(join(tmpdir(), 'wishlist-bench-'));
chmodSync(dir, 0o755);
// pg_stat_statements is loaded (it can only be at start) and tracks nothing until the feed through the pooler.
const postgres = await startLocalPostgres(join(dir, 'postgres'), undefined, undefined, {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'none',
});
try {
  await postgres.createDatabase('bench');
  const env = {
    ...TEST_SECRETS,
    DATABASE_URL: postgres.url('bench'),
    LOG_LEVEL: 'silent',
  };
  const loopback = { host: '127.0.0.1', port: 0 };
  const billing = await startThread('billing', { ...env, PORT: '0' }, loopback);
  const billingUrl = billing.url;
  const edge = await startThread('edge', { ...env, BILLING_URL: billingUrl }, loopback);
  const edgeUrl = edge.url;
  const plans = await (await fetch(`${billingUrl}/api/subscription-plans`)).json();
  const bare = Fastify();
  bare.get('/api/subscription-plans', async () => plans);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const baseline = await measure(`${bareUrl}/api/subscription-plans`);
  const direct = await measure(`${billingUrl}/api/subscription-plans`);
  const proxied = await measure(`${edgeUrl}/api/subscription-plans`);
  const row = (name: string, r: typeof baseline) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  ${(r.rps / baseline.rps).toFixed(2).padStart(5)}× baseline  p50 ${r.p50} ms  p99 ${r.p99} ms  one at a time ${r.msEach.toFixed(2)} ms each`;
  console.log(
    `GET /api/subscription-plans, ${PLANS_SECONDS} s at ${CONCURRENCY} connections, then ${PLANS_SECONDS} s one at a time`,
  );
  console.log(row('baseline: bare Fastify, same JSON', baseline));
  console.log(row('billing (session, db, contract)', direct));
  console.log(row('edge → billing', proxied));
  // Billing alone and through the edge, timed in turn OVERHEAD_ROUNDS times: the median ratio weighs the order of the
  // runs and a moment's load on the shared machine less than one pair would (one pair ranged 1.01–1.22×; the
  // median of three still 1.09–1.19× from run to run).
  const ratios = [direct.rps / proxied.rps];
  while (ratios.length < OVERHEAD_ROUNDS) {
    const alone = await load(`${billingUrl}/api/subscription-plans`, CONCURRENCY, PLANS_SECONDS);
    const behindEdge = await load(`${edgeUrl}/api/subscription-plans`, CONCURRENCY, PLANS_SECONDS);
    ratios.push(alone.rps / behindEdge.rps);
  }
  const overhead = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? NaN;
  const rounds = ratios.map((ratio) => ratio.toFixed(2)).join(', ');
  console.log(
    `edge overhead: ${overhead.toFixed(2)}× the direct time per request, the median of ${rounds} (goal ≤ ${String(GOALS.edgeOverhead)}×: ${verdict(overhead <= GOALS.edgeOverhead)})`,
  );
  console.log(
    `the hop, one request at a time: +${(proxied.msEach - direct.msEach).toFixed(2)} ms each (${(proxied.msEach / direct.msEach).toFixed(2)}× the direct time)`,
  );
  await Promise.all([bare.close(), edge.stop()]);
  await billing.stop();

  await benchMatching(env);
  await benchMessaging(env);
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}

// ---- matching: the feed and the like, at 10k and 1M profiles -------------------------------------------------

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Runs autocannon against `url`; `body` (when given) makes each request's JSON body, and each write goes to the next
 * of `users` in turn (reads keep one user per connection).
 */
async function cannon(
  url: string,
  users: { userId: string; cookie: string }[],
  body?: (userId: string) => object,
  query = '',
): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(body ? { amount: LIKES } : { duration: SECONDS }),
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: body ? 'POST' : 'GET',
        setupRequest: (request, context: { user?: (typeof users)[number] }) => {
          const user = body ? users[next++ % users.length] : (context.user ??= users[next++ % users.length]);
          if (!user) throw new Error('no bench users');
          return {
            ...request,
            path: body ? request.path : `${request.path}?userId=${user.userId}${query}`,
            headers: { ...request.headers, cookie: user.cookie },
            ...(body ? { body: JSON.stringify(body(user.userId)) } : {}),
          };
        },
      },
    ],
  });
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Discoverable profiles numbered `from`..`to`, straight in SQL: a million in seconds, not ORM inserts. They are
 * spread over about 1,100 × 850 km around Denver and over ages 26 to 53, the same mix at every size. Their positions
 * are made up on a 0.01° lattice, not snapped like a person's: the feed's SQL reads any position the same way.
 */
async function seedProfiles(em: EntityManager, from: number, to: number) {
  await em.execute(
    `insert into matching.profiles (id, first_name, last_name, birth_date, location, latitude, longitude, bio, profile_photo,
       instagram_handle, instagram_photos, interests)
     select gen_random_uuid(), 'Bench', i::text, date '1970-01-01' + (i % 10000), 'Denver, CO',
       ${DENVER.latitude} + ((i::bigint * 7919) % 1000) / 100.0 - 5, ${DENVER.longitude} + ((i::bigint * 104729) % 1000) / 100.0 - 5,
       'Benchmark profile ' || i, '/api/avatars/bench-' || i, '@bench' || i, jsonb_build_array('/api/avatars/bench-' || i), '["Hiking", "Coffee"]'
     from generate_series(:from::int, :to::int) i`,
    { from, to },
  );
  await em.execute('vacuum analyze matching.profiles');
}

/** Matching in this thread (its event hub is read) behind an edge in a thread of its own; no billing. */
async function matchingBehindEdge(env: Record<string, string>) {
  const matching = await buildMatchingApp(
    loadConfig(matchingConfig, { ...env, PORT: '0', BILLING_URL: 'http://127.0.0.1:9' }),
  );
  const matchingUrl = await matching.listen({ host: '127.0.0.1', port: 0 });
  const edge = await startThread(
    'edge',
    { ...env, PORT: '0', MATCHING_URL: matchingUrl },
    { host: '127.0.0.1', port: 0 },
  );
  return { matching, edge };
}

type Pool = Parameters<typeof feedRepository>[0];
type BenchUser = Awaited<ReturnType<typeof signIn>>;

/**
 * Matching's copy of the entitlements made gold for a day, as billing's change would leave it: no cap stops a run.
 * A declaration, so hoisted: the bench runs above, at the module's top level.
 */
function makeGold(em: EntityManager, seq: number, userId: string) {
  return entitlementRepository(em).apply({
    seq,
    userId,
    tier: 'gold',
    premiumUntil: new Date(Date.now() + 86_400_000).toISOString(),
  });
}

/**
 * The baseline: bare Fastify calling the same repositories on an ORM of its own (a pool of pg's default size, as the
 * services have); no session, validation or proxy. Both first read, as the service's adults-only gate does, whether
 * the user may browse (and their saved filters).
 */
async function bareMatchingRoutes(orm: MikroORM, pool: Pool) {
  const feed = feedRepository(pool);
  const bare = Fastify();
  const mayBrowse = async (userId: string) => {
    if (!(await readOwnSettings(pool, userId)).discoverable) throw new Error('not discoverable');
  };
  bare.get<{ Querystring: { userId: string; minAge?: string } }>('/feed', async (request) => {
    await mayBrowse(request.query.userId);
    const rows = await feed.page(request.query.userId, 21, undefined, request.query.minAge ? FILTERS : {});
    return { profiles: rows.slice(0, 20), nextCursor: rows.length > 20 ? rows[19]?.feedSeq : null };
  });
  // The like's SQL as the service runs it: the gate, the user's entitlements, the person as the user may see them, the add.
  bare.post<{ Body: { userId: string; profileId: string } }>('/wishlist', async (request, reply) => {
    const { userId, profileId } = request.body;
    await mayBrowse(userId);
    const em = orm.em.fork();
    const { limits } = await entitlementRepository(em).of(userId);
    const profile = await feed.shownTo(userId, profileId);
    if (!profile) throw new Error('not shown');
    const added = await wishlistRepository(em).add({
      userId,
      profileId,
      cap: limits.likesPerDay,
      day: new Date().toISOString().slice(0, 10),
    });
    if (typeof added === 'string') throw new Error(added);
    return reply
      .status(201)
      .send({ entry: { id: added.entryId, profile, createdAt: added.createdAt }, matched: added.matched });
  });
  return { bare, bareUrl: await bare.listen({ host: '127.0.0.1', port: 0 }) };
}

/**
 * `n` signed-in gold users with a profile in Denver, as login leaves them: a session row in the shared store and its
 * signed cookie; their entitlements as billing's change would leave them in matching's copy.
 */
function viewerMaker(matching: FastifyInstance, orm: MikroORM) {
  let seq = 0;
  return (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const user = await signIn(matching);
        const em = orm.em.fork();
        // No saved distance (a new account's is 80 km): the feed page is the plain feed through the service as on the
        // bare route, and the filtered one sends its filters to both.
        await em.execute(
          `insert into matching.profiles (id, first_name, birth_date, latitude, longitude, filter_max_distance_km)
           values (:id, 'Viewer', date '1990-01-01', :latitude, :longitude, null)`,
          { id: user.userId, ...DENVER },
        );
        await makeGold(em, ++seq, user.userId);
        return user;
      }),
    );
}

/** What the matching bench measures with: both servers, the baseline's ORM and pool, and new signed-in viewers. */
interface MatchingRun {
  orm: MikroORM;
  pool: Pool;
  edgeUrl: string;
  bareUrl: string;
  signInMany: (n: number) => Promise<BenchUser[]>;
}

type Row = { size: string; what: string; service: Figures; baseline: Figures };

/** The feed (plain and filtered) and the like, through the edge and on the bare routes, at the table's present size. */
async function measureAt(size: string, { orm, edgeUrl, bareUrl, signInMany }: MatchingRun): Promise<Row[]> {
  // Likes go to profiles picked across the whole table; each run has its own users, so no add is a duplicate.
  const picked = await orm.em
    .fork()
    .execute<{ id: string }[]>('select id from matching.profiles order by random() limit :likes', { likes: LIKES });
  let n = 0;
  const likeBody = (userId: string) => ({ userId, profileId: picked[n++ % picked.length]?.id });
  const feedUsers = await signInMany(CONNECTIONS);
  const plain = {
    size,
    what: 'GET /api/profiles (feed page)',
    service: await cannon(`${edgeUrl}/api/profiles`, feedUsers),
    baseline: await cannon(`${bareUrl}/feed`, feedUsers),
  };
  const filtered = {
    size,
    what: 'GET /api/profiles (age + distance)',
    service: await cannon(`${edgeUrl}/api/profiles`, feedUsers, undefined, FILTER_QUERY),
    baseline: await cannon(`${bareUrl}/feed`, feedUsers, undefined, FILTER_QUERY),
  };
  // Each user's likes serialize on their own daily counter and draw on their own quota of likes: spread them.
  const service = await cannon(`${edgeUrl}/api/wishlist`, await signInMany(LIKE_USERS), likeBody);
  n = 0;
  const baseline = await cannon(`${bareUrl}/wishlist`, await signInMany(LIKE_USERS), likeBody);
  return [plain, filtered, { size, what: 'POST /api/wishlist (like)', service, baseline }];
}

/** Seeds the profiles up to 10k and measures, then up to 1M and measures again. */
async function measureAtBothSizes(run: MatchingRun): Promise<Row[]> {
  let started = performance.now();
  await seedProfiles(run.orm.em.fork(), 1, 10_000);
  console.log(`\nmatching: seeded 10,000 profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const small = await measureAt('10k', run);
  started = performance.now();
  await seedProfiles(run.orm.em.fork(), 10_001, 1_000_000);
  console.log(`matching: grew to 1,000,000 profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return [...small, ...(await measureAt('1M', run))];
}

/** The service against the baseline at each size, and the feed's goal. */
function printComparison(rows: Row[]) {
  const fmt = (f: Figures) =>
    `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms`;
  console.log(
    `\nthrough the edge with a session vs a bare Fastify route calling the same repositories (${CONNECTIONS} connections;`,
  );
  console.log(`feed for ${SECONDS} s, likes ${LIKES} requests; service and client share this machine's 2 cores)`);
  console.log(
    `${'size'.padEnd(5)} ${'operation'.padEnd(34)} ${'service (edge → matching)'.padEnd(42)} ${'baseline (bare)'.padEnd(42)} req/s ratio  p50 ×  p99 ×`,
  );
  for (const { size, what, service, baseline } of rows) {
    console.log(
      `${size.padEnd(5)} ${what.padEnd(34)} ${fmt(service).padEnd(42)} ${fmt(baseline).padEnd(42)} ${(service.rps / baseline.rps).toFixed(2).padStart(11)}` +
        `  ${(service.p50 / baseline.p50).toFixed(1).padStart(5)}  ${(service.p99 / baseline.p99).toFixed(1).padStart(5)}`,
    );
  }
  for (const { size, service, baseline } of rows.filter((row) => row.what.includes('feed'))) {
    const ratio = service.rps / baseline.rps;
    console.log(
      `feed at ${size}: ${ratio.toFixed(2)}× the bare route (goal ≥ ${String(GOALS.feedRatio)}×: ${verdict(ratio >= GOALS.feedRatio)})`,
    );
  }
}

/** What 100× the profiles costs: a page's time per request at 1M over 10k (goal ≤ 1.2 for the feeds). */
function printGrowthCost(rows: Row[]) {
  console.log('\ncost at 1M / cost at 10k (time per request, service through the edge; baseline bare):');
  for (const { what, service, baseline } of rows.filter((row) => row.size === '1M')) {
    const small = rows.find((row) => row.size === '10k' && row.what === what);
    if (small)
      console.log(
        `  ${what.padEnd(34)} service ${(small.service.rps / service.rps).toFixed(2)}  baseline ${(small.baseline.rps / baseline.rps).toFixed(2)}`,
      );
  }
}

/**
 * The same page through the edge, one request at a time: what a person waits for, in ms per page (the person has 50
 * of the newest profiles in their wishlist).
 */
async function feedPageOneAtATime({ orm, edgeUrl, signInMany }: MatchingRun) {
  const [someone] = await signInMany(1);
  if (!someone) throw new Error('no bench user');
  await orm.em.fork().execute(
    `insert into matching.wishlist_entries (id, user_id, profile_id)
     select gen_random_uuid(), :userId, id from matching.profiles where id <> :userId order by feed_seq desc limit 50`,
    { userId: someone.userId },
  );
  const oneAtATime = await autocannon({
    url: `${edgeUrl}/api/profiles`,
    connections: 1,
    duration: SECONDS,
    headers: { cookie: someone.cookie, 'accept-encoding': 'br, gzip' },
  });
  if (oneAtATime.errors || oneAtATime.non2xx) throw new Error('the feed failed one request at a time');
  return { someone, msEach: (oneAtATime.duration * 1000) / oneAtATime.requests.total };
}

/**
 * The feed's plan at 1M for a user with a wishlist (an index walk, whatever the table's size), and the page through
 * the edge against what PostgreSQL spends running the page's query (the goal: at most twice; planning each query
 * once cost more than running it).
 */
async function printFeedPlans(run: MatchingRun) {
  const { someone, msEach } = await feedPageOneAtATime(run);
  const plan = await firstPagePlan(run.pool, someone.userId, 21);
  console.log('\nfeed plan at 1M profiles (first page, 50 of the newest already in the wishlist):');
  for (const line of plan.lines) console.log(`  ${line}`);
  const filtered = await firstPagePlan(run.pool, someone.userId, 21, FILTERS);
  console.log(`\nfiltered feed plan at 1M profiles (${FILTER_QUERY.slice(1)}):`);
  for (const line of filtered.lines) console.log(`  ${line}`);
  const planning = (p: typeof plan) =>
    `planned once per server connection in ${p.firstPlanningMs.toFixed(2)} ms, then ${p.planningMs.toFixed(2)} ms to take the plan kept; runs in ${p.executionMs.toFixed(2)} ms`;
  console.log(`\nfeed query at 1M: ${planning(plan)}`);
  console.log(`filtered feed query at 1M: ${planning(filtered)}`);
  const overExecution = msEach / plan.executionMs;
  console.log(
    `feed page at 1M through the edge, one at a time: ${msEach.toFixed(2)} ms each = ${overExecution.toFixed(2)}× the query's execution time ` +
      `(goal ≤ ${String(GOALS.pageOverExecution)}×: ${verdict(overExecution <= GOALS.pageOverExecution)})`,
  );
}

/**
 * `pages` pages of `viewers`' feeds, one viewer on each of `pool`'s connections at once, as the service reads them
 * (each walks five pages along its cursors, then starts over; half of them filtered): the milliseconds a page.
 */
async function walkFeeds(pool: Pool, viewers: BenchUser[], pages: number) {
  const feed = feedRepository(pool);
  let left = pages;
  const walker = async (viewer: BenchUser, i: number) => {
    const filters = i % 2 ? FILTERS : {};
    while (left > 0) {
      let cursor = firstPage();
      for (let page = 0; page < 5 && left-- > 0; page++) {
        const rows = await feed.page(viewer.userId, 21, cursor, filters);
        cursor = cursorAfter(rows.slice(0, 20), cursor) ?? firstPage();
      }
    }
  };
  const started = performance.now();
  await Promise.all(viewers.map(walker));
  return (performance.now() - started) / pages;
}

/**
 * The feed through PgBouncer in transaction mode at 1M profiles: POOLED_PAGES pages on CONNECTIONS client connections
 * over POOLER_SERVER_CONNECTIONS server connections, so each transaction may land on any of them. What planning cost
 * is read from PostgreSQL itself: pg_stat_statements (tracking statements inside functions, and their planning, for
 * this run only) counts each time the page's statement, inside the page's function, was planned and how long it took,
 * beside its runs (the function's statements, one for each shape of page, summed); the planning per request is their
 * total planning time over their runs. Each is planned once per server connection: the walks here take four shapes (a
 * first page or a later one, with a distance or without), so at most 4 × POOLER_SERVER_CONNECTIONS plans, whatever
 * the number of pages.
 */
async function printFeedThroughPooler(run: MatchingRun, databaseUrl: string, dir: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const database = new URL(databaseUrl).pathname.slice(1);
  await admin.query('create extension if not exists pg_stat_statements');
  // Read by every server connection opened from now on: PgBouncer's, started after.
  await admin.query(`alter database "${database}" set pg_stat_statements.track = 'all'`);
  await admin.query(`alter database "${database}" set pg_stat_statements.track_planning = on`);
  const pooler = await startPgbouncer(join(dir, 'pgbouncer'), databaseUrl, { poolSize: POOLER_SERVER_CONNECTIONS });
  const pooled = new pg.Pool({ connectionString: pooler.urlFor(databaseUrl), max: CONNECTIONS });
  try {
    await admin.query('select pg_stat_statements_reset()');
    const msEach = await walkFeeds(pooled, await run.signInMany(CONNECTIONS), POOLED_PAGES);
    const { rows } = await admin.query<{ calls: string; plans: string; plan_ms: number; exec_ms: number }>(
      `select sum(calls) as calls, sum(plans) as plans, sum(total_plan_time) as plan_ms, sum(total_exec_time) as exec_ms
       from pg_stat_statements where not toplevel and query like '%order by "group", "window", score desc, "feedSeq" desc limit%'`,
    );
    const calls = Number(rows[0]?.calls ?? 0);
    const plans = Number(rows[0]?.plans ?? 0);
    const planningEach = (rows[0]?.plan_ms ?? NaN) / calls;
    if (calls !== POOLED_PAGES)
      throw new Error(`the pooled feed ran its statement ${calls} times, not ${POOLED_PAGES}`);
    console.log(
      `\nfeed at 1M through PgBouncer (transaction mode, ${POOLER_SERVER_CONNECTIONS} server connections), ${POOLED_PAGES} pages ` +
        `(5 along the cursors, half filtered) on ${CONNECTIONS} client connections, 0 errors: ${msEach.toFixed(2)} ms a page; ` +
        `its statements planned ${plans} times in ${calls} runs (${((rows[0]?.plan_ms ?? NaN) / plans).toFixed(1)} ms a plan), ` +
        `${planningEach.toFixed(3)} ms of planning per request (goal ≤ ${String(GOALS.pooledPlanningMs)} ms: ` +
        `${verdict(planningEach <= GOALS.pooledPlanningMs)}), ${((rows[0]?.exec_ms ?? NaN) / calls).toFixed(2)} ms of execution`,
    );
  } finally {
    await admin.query(`alter database "${database}" reset all`);
    await admin.end();
    await pooled.end();
    await pooler.stop();
  }
}

async function benchMatching(env: Record<string, string>) {
  // Billing is not running: matching's copy of the entitlements is written (every bench user is gold, so no cap
  // stops a run and the filters are allowed); the like asks billing nothing anyway.
  const { matching, edge } = await matchingBehindEdge(env);
  const { schema, entities } = matchingService.database;
  const orm = await MikroORM.init({ clientUrl: env.DATABASE_URL, schema, entities });
  const pool = await orm.em.getConnection().getNativeClient();
  // As the service's own pool: PostgreSQL itself, so the reads of every request are prepared per connection.
  connectsDirectly(pool);
  const { bare, bareUrl } = await bareMatchingRoutes(orm, pool);
  const run: MatchingRun = { orm, pool, edgeUrl: edge.url, bareUrl, signInMany: viewerMaker(matching, orm) };
  try {
    const rows = await measureAtBothSizes(run);
    printComparison(rows);
    printGrowthCost(rows);
    await printFeedPlans(run);
    await printFeedThroughPooler(run, postgres.url('bench'), dir);
  } finally {
    await edge.stop().catch((err: unknown) => console.error('close failed:', err));
    for (const app of [bare, matching]) await app.close().catch((err: unknown) => console.error('close failed:', err));
    await orm.close();
  }
}

// ---- messaging: sends through the edge, and send → arrival on the other person's stream --------------------

/** Each member's match: members pair up in order (0 with 1, 2 with 3, …). Hoisted: the bench runs above. */
function partnerIndex(i: number) {
  return i % 2 === 0 ? i + 1 : i - 1;
}

/** OPEN_STREAMS signed-in members in matched pairs, gold (no daily cap), straight in SQL. */
async function matchedTalkers(matching: Awaited<ReturnType<typeof buildMatchingApp>>) {
  const members = await Promise.all(Array.from({ length: OPEN_STREAMS }, () => signIn(matching)));
  let seq = 1_000_000;
  for (const [i, member] of members.entries()) {
    const em = matching.orm.em.fork();
    await em.execute(
      `insert into matching.profiles (id, first_name, birth_date) values (:id, 'Talker', date '1990-01-01')`,
      { id: member.userId },
    );
    await makeGold(em, ++seq, member.userId);
    const partner = members[partnerIndex(i)];
    if (i % 2 === 1 && partner) {
      await em.execute(
        `insert into matching.wishlist_entries (id, user_id, profile_id) values (gen_random_uuid(), :a, :b), (gen_random_uuid(), :b, :a)`,
        { a: member.userId, b: partner.userId },
      );
    }
  }
  return members;
}

/** Send times by clientId, and how long each timed message took to reach the other person's stream. */
interface Arrivals {
  sentAt: Map<string, number>;
  times: number[];
}

/** Every member's stream through the edge, each arrival of a timed message noted. */
async function openStreams(edgeUrl: string, members: BenchUser[], arrivals: Arrivals, streams: EventStreamClient[]) {
  for (const member of members) {
    const stream = await openEventStream(`${edgeUrl}/api/events`, { cookie: member.cookie }, (frame) => {
      if (frame.event !== 'message' || !frame.data) return;
      const { message } = JSON.parse(frame.data) as { message: { clientId: string; mine: boolean } };
      const started = arrivals.sentAt.get(message.clientId);
      if (!message.mine && started !== undefined) arrivals.times.push(performance.now() - started);
    });
    if (!stream.response.ok) throw new Error(`the event stream answered ${stream.response.status}`);
    streams.push(stream);
  }
}

/**
 * Throughput: each request is the next member writing to their match (10 each at the default 2,000: the quota of
 * messages a minute per person holds).
 */
async function sendThroughput(edgeUrl: string, members: BenchUser[]) {
  let next = 0;
  const result = await autocannon({
    url: `${edgeUrl}/api/conversations`,
    connections: CONNECTIONS,
    amount: MESSAGES,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = next++ % members.length;
          return {
            ...request,
            path: `/api/conversations/${members[partnerIndex(i)]?.userId ?? ''}/messages`,
            headers: { ...request.headers, cookie: members[i]?.cookie ?? '' },
            body: JSON.stringify({ text: 'Benchmark hello', clientId: crypto.randomUUID() }),
          };
        },
      },
    ],
  });
  if (result.errors || result.non2xx)
    throw new Error(`messages: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

/** Send → arrival: a few members at a time, each send timed until the partner's stream has it (up to 5 s more). */
async function timeArrivals(edgeUrl: string, members: BenchUser[], arrivals: Arrivals) {
  let sent = 0;
  const sender = async () => {
    while (sent < TIMED_MESSAGES) {
      const i = sent++ % members.length;
      const clientId = crypto.randomUUID();
      arrivals.sentAt.set(clientId, performance.now());
      const res = await fetch(`${edgeUrl}/api/conversations/${members[partnerIndex(i)]?.userId ?? ''}/messages`, {
        method: 'POST',
        headers: { cookie: members[i]?.cookie ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Timed hello', clientId }),
      });
      if (res.status !== 201) throw new Error(`a timed send answered ${res.status}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  for (let waited = 0; arrivals.times.length < TIMED_MESSAGES && waited < 5000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return [...arrivals.times].sort((a, b) => a - b);
}

async function benchMessaging(env: Record<string, string>) {
  const { matching, edge } = await matchingBehindEdge(env);
  const streams: EventStreamClient[] = [];
  try {
    const members = await matchedTalkers(matching);
    const arrivals: Arrivals = { sentAt: new Map(), times: [] };
    await openStreams(edge.url, members, arrivals, streams);
    const result = await sendThroughput(edge.url, members);
    const times = await timeArrivals(edge.url, members, arrivals);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    console.log(
      `\nmessaging through the edge, ${OPEN_STREAMS} event streams open (${OPEN_STREAMS / 2} matched gold pairs):`,
    );
    console.log(
      `POST /api/conversations/{id}/messages  ${(result.requests.total / result.duration).toFixed(0)} messages/s  p50 ${result.latency.p50.toFixed(1)} ms  p99 ${result.latency.p99.toFixed(1)} ms` +
        `  (${MESSAGES} messages, ${CONNECTIONS} connections)`,
    );
    console.log(
      `send → arrival on the other person's stream  p50 ${at(0.5).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms` +
        `  (${TIMED_MESSAGES} messages, 8 senders at a time; ${times.length} arrived, ${matching.eventHub.openStreams} streams open)`,
    );
  } finally {
    for (const stream of streams) await stream.close();
    await edge.stop().catch((err: unknown) => console.error('close failed:', err));
    await matching.close().catch((err: unknown) => console.error('close failed:', err));
  }
}
