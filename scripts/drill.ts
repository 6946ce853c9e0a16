import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeIn, waitForMail, type DemoMail } from './lib/demo-mailbox.ts';
import { freePort, startLocalPostgres, type LocalPostgres } from './lib/embedded-postgres.ts';
import { startStack } from './lib/stack.ts';

// `npm run drill`: steady reads (the feed, the account, the subscription: one of each service) and likes from
// signed-up people while PostgreSQL restarts, then while the matching service restarts, and with more than one
// instance of each service (WISHLIST_INSTANCES=2) while one instance of each is killed in turn (`kill -9`; the stack
// starts it again), on 127.0.0.1 against fresh data. Prints the answers by status for each phase, the
// time from each fault to the recovery after it, and the acknowledged likes that were lost. It is a gate: it exits
// 1 unless no like was lost, every fault was recovered from, no answer outside a fault was a 5xx or a connection
// error, and the only 5xx within a fault was 503. Every wait is bounded, and so is the whole run.
const PEOPLE = 60;
const READ_EVERY_MS = 200;
// Gold members (no daily cap), under the quota of 60 likes a minute.
const LIKE_EVERY_MS = 1_200;
/** Steady traffic before the first fault and after each recovery. */
const STEADY_MS = 2_000;
/** How long a fault may take to recover from (a restart under a loaded machine included). */
const RECOVERY_LIMIT_MS = 90_000;
const RUN_LIMIT_MS = 10 * 60_000;
/** How long stopping the stack and PostgreSQL may take at the end (each part is killed within less). */
const CLEAN_UP_LIMIT_MS = 90_000;

const dataDir = mkdtempSync(join(tmpdir(), 'wishlist-drill-'));
chmodSync(dataDir, 0o755);
const pgDir = join(dataDir, 'postgres');
const pgPort = await freePort();
let postgres: LocalPostgres = await startLocalPostgres(pgDir, () => {}, pgPort);
let stack: Awaited<ReturnType<typeof startStack>> | undefined;

interface Person {
  userId: string;
  cookie: string;
  liked: Set<string>;
  feed: string[];
}
/**
 * One answer, placed in time by when it arrived (a request in flight when a fault starts belongs to the fault).
 * A 5xx carries its Error code: SERVICE_UNAVAILABLE from the edge, DATABASE_UNAVAILABLE from a service.
 */
type Sample = { sentAt: number; at: number; status: number | 'error'; code?: string; kind: 'read' | 'like' };
const samples: Sample[] = [];
const acknowledged: { person: Person; profileId: string }[] = [];
/** The steady traffic's loops, and what ends it at once on a failure (the requests in flight are abandoned). */
let running = true;
let loops: Promise<void>[] = [];
const trafficStopped = new AbortController();

async function api(url: string, method: string, cookie?: string, body?: object) {
  const res = await fetch(`${stack?.url}${url}`, {
    method,
    headers: { ...(cookie && { cookie }), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
    // Longer than the edge's upstream timeout (30 s): an answer that never comes is a hang, a slow one on a
    // loaded machine is not.
    signal: AbortSignal.any([AbortSignal.timeout(35_000), trafficStopped.signal]),
  });
  return res;
}

async function signUp(i: number): Promise<Person> {
  const username = `drill_${i}_${crypto.randomUUID().slice(0, 6)}`;
  const email = `${username}@example.com`;
  let cookie: string | undefined;
  const send = async (url: string, body: object) => {
    const res = await api(url, 'POST', cookie, body);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('wishlist.sid='));
    if (set) cookie = set.split(';')[0];
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await send('/api/auth/send-verification', { method: 'email', contact: email });
  const code = codeIn(
    await waitForMail(async (path) => (await (await api(path, 'GET')).json()) as { mails: DemoMail[] }, email),
  );
  await send('/api/auth/verify-code', { contact: email, code });
  const { user } = (await send('/api/auth/register', {
    username,
    email,
    password: 'violet-kettle-93',
    verificationMethod: 'email',
  })) as { user: { id: string } };
  // Nobody browses before their profile has a first name and an adult birth date (docs/spec.md §5); everyone lives in
  // one place, so each finds the others in their feed, to like.
  const completed = await api('/api/profile', 'PATCH', cookie, {
    firstName: `Drill${i}`,
    birthDate: '1995-06-15',
    coordinates: { latitude: 39.74, longitude: -104.99 },
  });
  if (!completed.ok) throw new Error(`/api/profile answered ${completed.status}: ${await completed.text()}`);
  const { clientSecret } = (await send('/api/create-subscription', { userId: user.id, priceId: 'gold' })) as {
    clientSecret: string;
  };
  await send('/api/test-payments/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  return { userId: user.id, cookie: cookie ?? '', liked: new Set(), feed: [] };
}

/** The answer's status, and for a 5xx its Error code (the body is read whole either way). */
async function answer(res: Response) {
  if (res.status < 500)
    return { status: res.status, body: res.ok ? await res.json() : (await res.body?.cancel(), undefined) };
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { status: res.status, code: body.code };
}

/** What the reads go through in turn: a read of each service. */
const readPaths = (person: Person) => ['/api/profiles', '/api/auth/me', `/api/user/${person.userId}/subscription`];
let readsSent = 0;

async function step(person: Person, kind: 'read' | 'like') {
  const sentAt = performance.now();
  try {
    if (kind === 'read') {
      const paths = readPaths(person);
      const path = paths[readsSent++ % paths.length] as string;
      const { status, code, body } = await answer(await api(path, 'GET', person.cookie));
      samples.push({ sentAt, at: performance.now(), status, code, kind });
      if (body && path === '/api/profiles')
        person.feed = (body as { profiles: { id: string }[] }).profiles
          .map((p) => p.id)
          .filter((id) => !person.liked.has(id));
      return;
    }
    const profileId = person.feed.shift();
    if (!profileId) return;
    const { status, code } = await answer(
      await api('/api/wishlist', 'POST', person.cookie, { userId: person.userId, profileId }),
    );
    samples.push({ sentAt, at: performance.now(), status, code, kind });
    if (status === 201) {
      person.liked.add(profileId);
      acknowledged.push({ person, profileId });
    }
  } catch {
    // A request abandoned as the traffic stops is no answer.
    if (!trafficStopped.signal.aborted) samples.push({ sentAt, at: performance.now(), status: 'error', kind });
  }
}

const within = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to);

function byStatus(from: number, to: number) {
  const counts = new Map<string, number>();
  for (const s of within(from, to)) {
    const key = `${s.kind} ${s.status}${s.code ? ` ${s.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort()
    .map(([k, n]) => `${k}×${n}`)
    .join('  ');
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `found` answers something (at most RECOVERY_LIMIT_MS) and answers it; null when it never did. */
async function until<T>(found: () => T | undefined) {
  const limit = performance.now() + RECOVERY_LIMIT_MS;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (performance.now() > limit) return null;
    await wait(50);
  }
}

/** The moment the fault was over: the answer 200 to the first read sent after `since` that got one. */
const recovered = async (since: number) =>
  (await until(() => samples.find((s) => s.kind === 'read' && s.sentAt >= since && s.status === 200)))?.at ?? null;

/** Answers that break the gate: outside a fault anything 5xx or lost; within one a 5xx other than 503. */
function faultsOutside(from: number, to: number) {
  return within(from, to).filter((s) => s.status === 'error' || s.status >= 500).length;
}
function faultsWithin(from: number, to: number) {
  return within(from, to).filter((s) => s.status === 'error' || (s.status >= 500 && s.status !== 503)).length;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One fault: when it began, when what failed was back, when reads answered again, when steady traffic resumed. */
interface Phase {
  label: string;
  start: number;
  back: number;
  recovered: number | null;
  steady: number;
}

/** When the 503s of a fault came, from its start: `(503s 12–3,400 ms in)`, or nothing without one. */
function unavailableSpan(phase: Phase) {
  const times = within(phase.start, phase.steady)
    .filter((s) => s.status === 503)
    .map((s) => Math.round(s.at - phase.start));
  return times.length ? `  (503s ${Math.min(...times)}–${Math.max(...times)} ms in)` : '';
}

/** Runs `act` (the fault, until what failed is back), waits for the reads to recover, then for steady traffic. */
async function fault(label: string, act: () => Promise<unknown>): Promise<Phase> {
  const start = performance.now();
  await act();
  const back = performance.now();
  const recoveredAt = await recovered(back);
  const steady = performance.now();
  await wait(STEADY_MS);
  return { label, start, back, recovered: recoveredAt, steady };
}

/** Stops the stack, then PostgreSQL; a part that fails to close fails the run (it is shown), the others still stop. */
async function stopAll() {
  // The stack closes each part even when one before it fails (it reports the first failure after).
  await stack?.stop().catch((err: unknown) => {
    console.error('the stack did not stop cleanly:', err);
    process.exitCode = 1;
  });
  await postgres.stop().catch((err: unknown) => {
    console.error('PostgreSQL did not stop cleanly:', err);
    process.exitCode = 1;
  });
  rmSync(dataDir, { recursive: true, force: true });
  return true;
}

let finishing: Promise<never> | undefined;
/**
 * Ends the run, once: the traffic first (what is in flight is abandoned), then the stack and PostgreSQL within
 * CLEAN_UP_LIMIT_MS, then the process, with its exit code (1 too when the clean-up overstayed).
 */
const finish = () =>
  (finishing ??= (async () => {
    running = false;
    trafficStopped.abort();
    await Promise.allSettled(loops);
    if (!(await Promise.race([stopAll(), wait(CLEAN_UP_LIMIT_MS).then(() => false)]))) {
      console.error(`the stack did not stop within ${CLEAN_UP_LIMIT_MS / 1000} s (${dataDir} is left)`);
      process.exitCode = 1;
    }
    process.exit();
  })());

// A run that overstays its limit ends with what it has, failing.
const watchdog = setTimeout(() => {
  console.error(`the drill did not finish within ${RUN_LIMIT_MS / 1000} s`);
  process.exitCode = 1;
  void finish();
}, RUN_LIMIT_MS);
watchdog.unref();

try {
  await postgres.createDatabase('wishlist');
  const secret = crypto.randomUUID().repeat(2);
  stack = await startStack(dataDir, {
    ...process.env,
    DATABASE_URL: postgres.url('wishlist'),
    SESSION_SECRET: secret,
    SERVICE_TOKEN: secret,
    PORT: '0',
    LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'silent',
    PASSWORD_HASH_COST: '14',
  });
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i++) people.push(await signUp(i));
  console.log(`${PEOPLE} people signed up; steady traffic starts`);

  loops = people.flatMap((person) => [
    (async () => {
      while (running) {
        await step(person, 'read');
        await wait(READ_EVERY_MS);
      }
    })(),
    (async () => {
      while (running) {
        await wait(LIKE_EVERY_MS);
        await step(person, 'like');
      }
    })(),
  ]);
  // Steady traffic is measured from everyone's first answer on (the first reads are slow on a loaded machine).
  await until(() => (samples.filter((s) => s.kind === 'read').length >= PEOPLE ? true : undefined));
  const t0 = performance.now();
  await wait(STEADY_MS);

  const phases: Phase[] = [];
  phases.push(
    await fault('PostgreSQL restart (down 1 s)', async () => {
      await postgres.stop();
      await wait(1_000);
      postgres = await startLocalPostgres(pgDir, () => {}, pgPort);
    }),
  );
  phases.push(await fault('matching restart', async () => stack?.restartService('matching')));
  // With more than one instance of each, one of each is killed in turn; the others answer meanwhile.
  for (const name of ['identity', 'matching', 'billing'] as const) {
    const [victim, ...others] = stack.instances[name];
    if (!victim || others.length === 0) continue;
    phases.push(await fault(`kill -9 of ${name} #1`, () => victim.kill()));
  }
  running = false;
  await Promise.all(loops);
  const end = performance.now();

  // Every acknowledged like must be in the wishlist.
  let lost = 0;
  for (const person of people) {
    const res = await api(`/api/wishlist/${person.userId}`, 'GET', person.cookie);
    const ids = new Set(
      ((await res.json()) as { wishlist: { profile: { id: string } }[] }).wishlist.map((entry) => entry.profile.id),
    );
    lost += acknowledged.filter((a) => a.person === person && !ids.has(a.profileId)).length;
  }
  const ms = (from: number, to: number | null) => (to === null ? 'not recovered' : `${Math.round(to - from)} ms`);
  const steadyWindows = phases.map((phase, i) => [phase.steady, phases[i + 1]?.start ?? end] as const);
  console.log(`\n${'before the faults:'.padEnd(32)}${byStatus(t0, phases[0]?.start ?? end)}`);
  for (const [i, phase] of phases.entries()) {
    console.log(`${`${phase.label}:`.padEnd(32)}${byStatus(phase.start, phase.steady)}${unavailableSpan(phase)}`);
    console.log(`${'after it:'.padEnd(32)}${byStatus(...(steadyWindows[i] as [number, number]))}`);
  }
  console.log('\ntime to recover:');
  for (const phase of phases) {
    console.log(
      `  ${phase.label}: ${ms(phase.start, phase.recovered)} after the fault (${ms(phase.back, phase.recovered)} after it was back)`,
    );
  }
  const outside =
    faultsOutside(t0, phases[0]?.start ?? end) + sum(steadyWindows.map(([from, to]) => faultsOutside(from, to)));
  const inside = sum(phases.map((phase) => faultsWithin(phase.start, phase.steady)));
  console.log(`5xx or connection errors outside the faults: ${outside}; within them, other than 503: ${inside}`);
  console.log(`acknowledged likes: ${acknowledged.length}, lost: ${lost}`);
  const passed = lost === 0 && phases.every((phase) => phase.recovered !== null) && outside === 0 && inside === 0;
  console.log(passed ? 'drill passed' : 'drill FAILED');
  process.exitCode = passed ? 0 : 1;
} catch (err) {
  console.error('drill FAILED:', err);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await finish();
}
