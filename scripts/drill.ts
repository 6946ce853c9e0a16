import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startLocalPostgres, type LocalPostgres } from './lib/embedded-postgres.ts';
import { startStack } from './lib/stack.ts';

// `npm run drill`: steady feed reads and likes from signed-up people while PostgreSQL restarts, then while the
// matching service restarts, on 127.0.0.1 against fresh data. Prints the answers by status for each phase, the
// time from each fault to the first good answer after it, and the acknowledged likes that were lost (must be 0).
const PEOPLE = 30;
const READ_EVERY_MS = 100;
const LIKE_EVERY_MS = 800;

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
type Sample = { at: number; status: number | 'error'; kind: 'read' | 'like' };
const samples: Sample[] = [];
const acknowledged: { person: Person; profileId: string }[] = [];

async function api(url: string, method: string, cookie?: string, body?: object) {
  const res = await fetch(`${stack?.url}${url}`, {
    method,
    headers: { ...(cookie && { cookie }), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
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
  const { code } = await send('/api/auth/send-verification', { method: 'email', contact: email });
  await send('/api/auth/verify-code', { contact: email, code });
  const { user } = (await send('/api/auth/register', { username, email, password: 'violet-kettle-93', verificationMethod: 'email' })) as { user: { id: string } };
  return { userId: user.id, cookie: cookie ?? '', liked: new Set(), feed: [] };
}

async function step(person: Person, kind: 'read' | 'like') {
  const at = performance.now();
  try {
    if (kind === 'read') {
      const res = await api('/api/profiles', 'GET', person.cookie);
      samples.push({ at, status: res.status, kind });
      if (res.ok) person.feed = ((await res.json()) as { profiles: { id: string }[] }).profiles.map((p) => p.id).filter((id) => !person.liked.has(id));
      else await res.body?.cancel();
      return;
    }
    const profileId = person.feed.shift();
    if (!profileId) return;
    const res = await api('/api/wishlist', 'POST', person.cookie, { userId: person.userId, profileId });
    samples.push({ at, status: res.status, kind });
    await res.body?.cancel();
    if (res.status === 201) {
      person.liked.add(profileId);
      acknowledged.push({ person, profileId });
    }
  } catch {
    samples.push({ at, status: 'error', kind });
  }
}

function byStatus(from: number, to: number) {
  const counts = new Map<string, number>();
  for (const s of samples.filter((x) => x.at >= from && x.at < to)) counts.set(`${s.kind} ${s.status}`, (counts.get(`${s.kind} ${s.status}`) ?? 0) + 1);
  return [...counts].sort().map(([k, n]) => `${k}×${n}`).join('  ');
}

/** Milliseconds from `fault` to the first read answered 200 after the last failed one of the phase. */
function recovery(fault: number, end: number) {
  const phase = samples.filter((s) => s.at >= fault && s.at < end && s.kind === 'read').sort((a, b) => a.at - b.at);
  const lastBad = phase.filter((s) => s.status !== 200).at(-1);
  if (!lastBad) return 0;
  const good = phase.find((s) => s.at > lastBad.at && s.status === 200);
  return good ? Math.round(good.at - fault) : Number.NaN;
}

try {
  await postgres.createDatabase('wishlist');
  const secret = crypto.randomUUID().repeat(2);
  stack = await startStack(dataDir, {
    ...process.env,
    DATABASE_URL: postgres.url('wishlist'),
    SESSION_SECRET: secret,
    SERVICE_TOKEN: secret,
    PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '14',
  });
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i++) people.push(await signUp(i));
  console.log(`${PEOPLE} people signed up; steady traffic starts`);

  let running = true;
  const loops = people.flatMap((person) => [
    (async () => {
      while (running) {
        await step(person, 'read');
        await new Promise((r) => setTimeout(r, READ_EVERY_MS));
      }
    })(),
    (async () => {
      while (running) {
        await new Promise((r) => setTimeout(r, LIKE_EVERY_MS));
        await step(person, 'like');
      }
    })(),
  ]);
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const t0 = performance.now();
  await wait(2_000);
  const pgFault = performance.now();
  await postgres.stop();
  await wait(1_000);
  postgres = await startLocalPostgres(pgDir, () => {}, pgPort);
  await wait(3_000);
  const serviceFault = performance.now();
  await stack.restartService('matching');
  await wait(3_000);
  running = false;
  await Promise.all(loops);
  const end = performance.now();

  // Every acknowledged like must be in the wishlist.
  let lost = 0;
  for (const person of people) {
    const res = await api(`/api/wishlist/${person.userId}`, 'GET', person.cookie);
    const ids = new Set(((await res.json()) as { wishlist: { profile: { id: string } }[] }).wishlist.map((entry) => entry.profile.id));
    lost += acknowledged.filter((a) => a.person === person && !ids.has(a.profileId)).length;
  }
  console.log(`\nbefore the faults (2 s):        ${byStatus(t0, pgFault)}`);
  console.log(`PostgreSQL restart (down 1 s):  ${byStatus(pgFault, serviceFault)}`);
  console.log(`matching restart:               ${byStatus(serviceFault, end)}`);
  console.log(`\ntime to recover: PostgreSQL ${recovery(pgFault, serviceFault)} ms after the stop (${recovery(pgFault, serviceFault) - 1000} ms after the start), matching ${recovery(serviceFault, end)} ms`);
  console.log(`5xx other than 502/503/504: ${samples.filter((s) => typeof s.status === 'number' && s.status >= 500 && ![502, 503, 504].includes(s.status)).length}, connection errors: ${samples.filter((s) => s.status === 'error').length}`);
  console.log(`acknowledged likes: ${acknowledged.length}, lost: ${lost}`);
  process.exitCode = lost === 0 ? 0 : 1;
} finally {
  await stack?.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
