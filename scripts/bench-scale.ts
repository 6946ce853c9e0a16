import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { OWN_WRITE_COOKIE } from '@wishlist/service-kit';
import { TEST_SECRETS } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { openEventStream } from './lib/event-stream-client.ts';
import { partnerOf, type ScalePeople, type ScalePerson, seedScalePeople } from './lib/scale-people.ts';
import {
  arrivedMessages,
  feedLoad,
  likeLoad,
  likeSource,
  messageLoad,
  sendMessage,
  type Throughput,
} from './lib/scale-traffic.ts';
import { countOwnWriteMisses } from './lib/replica.ts';
import { killOneInstance } from './lib/scale-kill.ts';
import { sessionFor } from './lib/session-for.ts';
import { type Stack, startStack } from './lib/stack.ts';

/**
 * `npm run bench:scale`: the stack at N = 1 and N = 2 processes of each service, both behind PgBouncer in
 * transaction mode with a streaming replica, on this machine, against fresh data. Prints one block, a line each
 * (docs/benchmarks.md, "Past one machine"), the last line a summary against the goals of the issue that asked for it.
 */
const ROUNDS = 3;
const FEED_SECONDS = 4;
const LIKE_SECONDS = 4;
const MESSAGE_SECONDS = 4;
const CROSS_MESSAGES = 60;
const SIGN_OUTS = 5;
/** Steady traffic before the kill, and how long it goes on after it. */
const BEFORE_KILL_MS = 3_000;
const AFTER_KILL_MS = 8_000;
/** Profile updates read back at once, with the replica rule and without. */
const OWN_WRITES = 100;
/** How long the jobs' runs are counted, with every interval 1 s. */
const JOB_WINDOW_MS = 60_000;
const GOALS = { crossP99Ms: 1_000, unavailableMs: 3_000, throughputRatio: 0.85 };

const lines: string[] = [];
const print = (line: string) => {
  lines.push(line);
  console.log(line);
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);
const ms = (value: number) => `${Math.round(value)} ms`;

interface Run {
  n: number;
  stack: Stack;
  people: ScalePeople;
  nextLike: ReturnType<typeof likeSource>;
  dataDir: string;
}

async function startRun(n: number): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), `wishlist-scale-${n}-`));
  chmodSync(dataDir, 0o755);
  const stack = await startStack(dataDir, {
    ...process.env,
    ...TEST_SECRETS,
    PORT: '0',
    LOG_LEVEL: 'error',
    WISHLIST_INSTANCES: String(n),
    WISHLIST_POOLER: '1',
    WISHLIST_REPLICA: '1',
    DEMO_PEOPLE: 'false',
    PHOTO_TRIAGE: 'true',
    // Every periodic job with an interval of its own runs each second: the count says each runs once per interval.
    PUSH_INTERVAL_MS: '1000',
    REMINDER_INTERVAL_MS: '1000',
    EMAIL_DIGEST_INTERVAL_MS: '1000',
    PHOTO_TRIAGE_INTERVAL_MS: '1000',
    ACCOUNT_DELETION_RETRY_SECONDS: '1',
    HOUSEKEEPING_INTERVAL_MS: '1000',
  });
  const people = await seedScalePeople(stack.database.DATABASE_DIRECT_URL, {
    profiles: 3000,
    viewers: 120,
    pairs: 150,
  });
  return { n, stack, people, nextLike: likeSource(people), dataDir };
}

type Kind = 'feed' | 'like' | 'message';

/** One round of each kind of load on one run. */
async function measureRound(run: Run): Promise<Record<Kind, Throughput>> {
  const url = run.stack.url;
  return {
    feed: await feedLoad(url, run.people, FEED_SECONDS),
    like: await likeLoad(url, run.nextLike, LIKE_SECONDS),
    message: await messageLoad(url, run.people, MESSAGE_SECONDS),
  };
}

/** Feed, like and message throughput at each N, the runs interleaved round by round; the median of the rounds. */
async function throughput(runs: Run[]) {
  // Warm-up: every kind on every instance, so no round times code the JIT has not optimized yet.
  for (const run of runs) {
    await feedLoad(run.stack.url, run.people, 2);
    await likeLoad(run.stack.url, run.nextLike, 2);
    await messageLoad(run.stack.url, run.people, 2);
  }
  const rounds = new Map<number, Record<Kind, Throughput>[]>(runs.map((run) => [run.n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of runs) rounds.get(run.n)?.push(await measureRound(run));
  }
  const medianOf = (n: number, kind: Kind) => median((rounds.get(n) ?? []).map((r) => r[kind].rps));
  const failures = [...rounds.values()].flat().flatMap((r) => Object.values(r).map((t) => t.failures));
  const requests = [...rounds.values()].flat().flatMap((r) => Object.values(r).map((t) => t.requests));
  const ratios = (['feed', 'like', 'message'] as Kind[]).map((kind) => {
    const [one, two] = [medianOf(1, kind), medianOf(2, kind)];
    const each = (n: number) => (rounds.get(n) ?? []).map((r) => r[kind].rps.toFixed(0)).join(', ');
    print(
      `${kind.padEnd(8)} N=1 ${one.toFixed(0).padStart(5)}/s  N=2 ${two.toFixed(0).padStart(5)}/s  ${(two / one).toFixed(2)}×  (median of ${ROUNDS}, interleaved: ${each(1)} | ${each(2)})`,
    );
    return two / one;
  });
  const failed = failures.reduce((a, b) => a + b, 0);
  const total = requests.reduce((a, b) => a + b, 0);
  return { minRatio: Math.min(...ratios), failed, total };
}

/** Messages sent through matching instance 1 to people whose stream is held on instance 2: arrivals and times. */
async function crossInstance(run: Run) {
  const [first, second] = run.stack.instances.matching;
  if (!first || !second) throw new Error('bench:scale needs two matching instances');
  const { talkers } = run.people;
  const sentAt = new Map<string, number>();
  const times: number[] = [];
  const receivers = talkers.filter((_, i) => i % 2 === 1).slice(0, 20);
  const streams = await Promise.all(
    receivers.map((person) =>
      openEventStream(`${second.url}/api/events`, { cookie: person.cookie }, (frame) => {
        for (const clientId of arrivedMessages([frame])) {
          const started = sentAt.get(clientId);
          if (started !== undefined) times.push(performance.now() - started);
        }
      }),
    ),
  );
  for (let k = 0; k < CROSS_MESSAGES; k++) {
    const i = 2 * (k % receivers.length);
    const clientId = crypto.randomUUID();
    sentAt.set(clientId, performance.now());
    await sendMessage(first.url, talkers[i] as ScalePerson, partnerOf(talkers, i), clientId);
  }
  for (let waited = 0; times.length < CROSS_MESSAGES && waited < 3_000; waited += 50) await delay(50);
  for (const stream of streams) await stream.close();
  print(
    `messages sent via matching #1, streams on #2: ${times.length}/${CROSS_MESSAGES} arrived, p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}`,
  );
  return { arrived: times.length, p99: quantile(times, 0.99) };
}

/** A sign-out through identity instance 1 → the same session's stream on matching instance 2 ended (ms). */
async function signOutEndsStreams(run: Run) {
  const identity = run.stack.instances.identity[0];
  const matching = run.stack.instances.matching[1];
  if (!identity || !matching) throw new Error('bench:scale needs two matching instances');
  const times: number[] = [];
  for (let i = 0; i < SIGN_OUTS; i++) {
    const person = run.people.talkers[i] ?? run.people.talkers[0];
    const session = await sessionFor(
      run.stack.database.DATABASE_DIRECT_URL,
      TEST_SECRETS.SESSION_SECRET,
      person?.userId,
    );
    const stream = await openEventStream(`${matching.url}/api/events`, { cookie: session.cookie });
    const res = await fetch(`${identity.url}/api/auth/logout`, { method: 'POST', headers: { cookie: session.cookie } });
    const signedOut = performance.now();
    if (!res.ok) throw new Error(`sign-out answered ${res.status}`);
    while (!stream.ended && performance.now() - signedOut < 5_000) await delay(5);
    times.push(stream.ended ? performance.now() - signedOut : Number.POSITIVE_INFINITY);
    await stream.close();
  }
  print(
    `sign-out via identity #1 → the stream on matching #2 ended: p50 ${ms(median(times))}, worst ${ms(Math.max(...times))} (${SIGN_OUTS} sign-outs)`,
  );
}

/** The Cookie header `cookie` with the own-write position an answer set (the rule's cookie), if it set one. */
function withPosition(cookie: string, answer: Response) {
  const position = answer.headers.getSetCookie().find((set) => set.startsWith(`${OWN_WRITE_COOKIE}=`));
  const kept = cookie.split('; ').filter((part) => !part.startsWith(`${OWN_WRITE_COOKIE}=`));
  return [...kept, ...(position ? [position.split(';')[0]] : [])].join('; ');
}

/**
 * Through the edge, as a browser does: a person updates their bio and at once reads their profile (a lag-tolerant
 * read), carrying the position of their write (the rule) or not; a read that shows the older bio missed its write.
 */
async function ownWritesThroughTheEdge(run: Run, withRule: boolean) {
  let missed = 0;
  const writers = run.people.viewers.slice(20, 40);
  for (let i = 0; i < OWN_WRITES; i++) {
    const writer = writers[i % writers.length] as ScalePerson;
    const bio = `scale ${withRule ? 'rule' : 'none'} ${i}`;
    const written = await fetch(`${run.stack.url}/api/profile`, {
      method: 'PATCH',
      headers: { cookie: writer.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ bio }),
    });
    if (!written.ok) throw new Error(`a profile update answered ${written.status}`);
    await written.arrayBuffer();
    const cookie = withRule ? withPosition(writer.cookie, written) : writer.cookie;
    const read = await fetch(`${run.stack.url}/api/profiles/${writer.userId}`, { headers: { cookie } });
    const { profile } = (await read.json()) as { profile: { bio: string } };
    if (profile.bio !== bio) missed++;
  }
  return missed;
}

/** The replica's lag, and the reads right after their own write that missed it, with the rule and without. */
async function replicaRule(run: Run) {
  const { DATABASE_DIRECT_URL, DATABASE_REPLICA_URL } = run.stack.database;
  if (!DATABASE_REPLICA_URL) throw new Error('bench:scale runs with a replica');
  const probe = await countOwnWriteMisses(DATABASE_DIRECT_URL, DATABASE_REPLICA_URL, OWN_WRITES);
  const edge = {
    withRule: await ownWritesThroughTheEdge(run, true),
    without: await ownWritesThroughTheEdge(run, false),
  };
  print(
    `replica lag p50 ${quantile(probe.lagMs, 0.5).toFixed(1)} ms, p99 ${quantile(probe.lagMs, 0.99).toFixed(1)} ms; ` +
      `reads right after their own write that missed it: with the rule ${edge.withRule}/${OWN_WRITES} through the edge ` +
      `(${probe.withRule}/${OWN_WRITES} in SQL), without it ${edge.without}/${OWN_WRITES} (${probe.withoutRule}/${OWN_WRITES})`,
  );
  return edge.withRule + probe.withRule;
}

/** How many times each periodic job ran over `ms` (`service_kit.job_runs`, counted by every claimed run). */
async function jobRunsOver(databaseUrl: string, ms: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const read = async () =>
    new Map(
      (await client.query<{ name: string; runs: string }>('select name, runs from service_kit.job_runs')).rows.map(
        (row) => [row.name, Number(row.runs)],
      ),
    );
  try {
    const before = await read();
    await delay(ms);
    const after = await read();
    return [...after]
      .map(([name, runs]) => ({ name, runs: runs - (before.get(name) ?? 0) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  } finally {
    await client.end();
  }
}

/** Commits that each NOTIFY, per second, on one PostgreSQL (8 connections, one listener): the fan-out's ceiling. */
async function notifyCeiling(databaseUrl: string) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  let received = 0;
  listener.on('notification', () => received++);
  await listener.query('listen scale_ceiling');
  const clients = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  let commits = 0;
  const until = performance.now() + 5_000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        await client.query(`select pg_notify('scale_ceiling', repeat('x', 200))`);
        commits++;
      }
    }),
  );
  await delay(500);
  for (const client of [...clients, listener]) await client.end();
  print(`notifying commits one PostgreSQL takes: ${(commits / 5).toFixed(0)}/s (8 connections, ${received} delivered)`);
}

const runs: Run[] = [];
// A run that fails or misses a goal exits 1.
process.exitCode = 1;
try {
  console.log('starting the stack at N = 1 and N = 2, each with PgBouncer and a replica…');
  runs.push(await startRun(1), await startRun(2));
  const [one, two] = runs as [Run, Run];
  print(
    `\nbench:scale on ${os.availableParallelism()} cores, PgBouncer (transaction mode) and a streaming replica at both N:`,
  );
  const jobs = jobRunsOver(two.stack.database.DATABASE_DIRECT_URL, JOB_WINDOW_MS);
  const load = await throughput(runs);
  print(
    `5xx answers through the pooler (a named-statement error would be one): ${load.failed} of ${load.total} requests`,
  );
  const cross = await crossInstance(two);
  await signOutEndsStreams(two);
  const kill = await killOneInstance(two, { beforeMs: BEFORE_KILL_MS, afterMs: AFTER_KILL_MS }, print);
  const missedOwnWrites = await replicaRule(two);
  const ran = await jobs;
  print(
    `periodic jobs at N=2, every interval 1 s, runs in ${JOB_WINDOW_MS / 1000} s: ${ran.map((job) => `${job.name} ${job.runs}`).join(', ')}`,
  );
  const oncePerInterval = ran.length > 0 && ran.every((job) => job.runs <= JOB_WINDOW_MS / 1000 + 1);
  await notifyCeiling(one.stack.database.DATABASE_DIRECT_URL);
  const passed =
    cross.arrived === CROSS_MESSAGES &&
    cross.p99 <= GOALS.crossP99Ms &&
    kill.lost === 0 &&
    kill.otherFailures === 0 &&
    kill.window <= GOALS.unavailableMs &&
    kill.missed === 0 &&
    load.failed === 0 &&
    missedOwnWrites === 0 &&
    oncePerInterval &&
    load.minRatio >= GOALS.throughputRatio;
  print(
    `summary: cross-instance ${cross.arrived}/${CROSS_MESSAGES} p99 ${ms(cross.p99)} (≤ ${ms(GOALS.crossP99Ms)}); after a kill ${kill.lost} lost, ` +
      `${kill.otherFailures} non-503, 503s for ${ms(kill.window)} (≤ ${ms(GOALS.unavailableMs)}); ${load.failed} pooler errors; ` +
      `${missedOwnWrites} missed own writes with the rule; each job at most once per interval: ${oncePerInterval ? 'yes' : 'NO'}; ` +
      `throughput N=2 ≥ ${load.minRatio.toFixed(2)}× N=1 (≥ ${GOALS.throughputRatio}) → ${passed ? 'goals met' : 'goals MISSED'}`,
  );
  process.exitCode = passed ? 0 : 1;
} finally {
  for (const run of runs) {
    await run.stack.stop().catch((err: unknown) => console.error('the stack did not stop cleanly:', err));
    rmSync(run.dataDir, { recursive: true, force: true });
  }
}
