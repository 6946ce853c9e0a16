import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { personTables as billingPersonTables } from '@wishlist/billing';
import { startLocalObjectStore, type LocalObjectStore } from '../../../scripts/lib/local-object-store.ts';
import { personTables as matchingPersonTables } from '@wishlist/matching';
import { SESSION_COOKIE } from '@wishlist/service-kit';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeIn, waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { startServicesBehindEdge, type ServicesBehindEdge } from './stack.ts';

// The data download and deleting an account, across the three services, on one test database and the embedded object store, every request
// through the edge as a browser's. Identity reaches matching and billing through stand-ins that pass every call on,
// except the user-data deletions they are told to fail once.
const BUCKET = 'wishlist-media';
const APP_ORIGIN = 'http://localhost:8080';
let services: ServicesBehindEdge;
let edge: FastifyInstance;
const standIns: FastifyInstance[] = [];
let store: LocalObjectStore;
let s3: S3Client;
let db: pg.Client;
let storeDir: string;
const flaky = { matching: 0, billing: 0 };

/** Passes every request on to `target`, except that it answers 503 to the next `flaky[name]` user-data deletions. */
async function flakyProxy(name: keyof typeof flaky, target: string) {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/*', async (request, reply) => {
    if (request.method === 'DELETE' && request.url.startsWith('/internal/') && flaky[name] > 0) {
      flaky[name] -= 1;
      return reply.status(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'down for a moment' });
    }
    const headers = Object.fromEntries(
      ['x-service-token', 'content-type'].flatMap((key) =>
        request.headers[key] ? [[key, String(request.headers[key])]] : [],
      ),
    );
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: request.body instanceof Buffer ? new Uint8Array(request.body) : undefined,
    });
    return reply
      .status(answer.status)
      .header('content-type', answer.headers.get('content-type') ?? 'application/json')
      .send(Buffer.from(await answer.arrayBuffer()));
  });
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  standIns.push(app);
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'wishlist-deletion-'));
  store = await startLocalObjectStore({ directory: storeDir, bucket: BUCKET, allowedOrigins: [APP_ORIGIN] });
  const storeEnv = {
    S3_ENDPOINT: store.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: store.accessKeyId,
    S3_SECRET_ACCESS_KEY: store.secretAccessKey,
  };
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: store.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
  services = await startServicesBehindEdge({
    serviceEnv: {
      identity: async (urls) => ({
        MATCHING_URL: await flakyProxy('matching', urls.MATCHING_URL),
        BILLING_URL: await flakyProxy('billing', urls.BILLING_URL),
        ACCOUNT_DELETION_RETRY_SECONDS: '1',
      }),
      billing: () => storeEnv,
    },
  });
  edge = services.edge;
  db = new pg.Client({ connectionString: services.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await services?.close();
  for (const app of standIns) await app.close();
  await db?.end();
  s3?.destroy();
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

/** A browser on the app's origin: it keeps the session cookie the edge passes on. */
function browser() {
  let cookie: string | undefined;
  return {
    async send(method: InjectOptions['method'], url: string, payload?: object) {
      const res = await edge.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload ? { payload } : {}),
      });
      const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (set) cookie = set.value === '' ? undefined : `${SESSION_COOKIE}=${set.value}`;
      return res;
    },
  };
}
type Browser = ReturnType<typeof browser>;

const PASSWORD = 'violet-kettle-93';

/** A new person, signed up (the code read in the demo mailbox) with a whole profile, so others see them. */
async function signUp(prefix: string) {
  const username = `${prefix}_${crypto.randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  const client = browser();
  await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: email });
  const code = codeIn(await waitForMail(async (path) => (await client.send('GET', path)).json(), email));
  await client.send('POST', '/api/auth/verify-code', { contact: email, code });
  const registered = await client.send('POST', '/api/auth/register', {
    username,
    email,
    password: PASSWORD,
    verificationMethod: 'email',
  });
  expect(registered.statusCode).toBe(201);
  const id: string = registered.json().user.id;
  expect((await client.send('PATCH', '/api/profile', { firstName: prefix, birthDate: '1996-04-12' })).statusCode).toBe(
    200,
  );
  return { id, username, email, client };
}

async function like(from: { id: string; client: Browser }, to: { id: string }, superLike = false) {
  expect(
    (await from.client.send('POST', '/api/wishlist', { userId: from.id, profileId: to.id, superLike })).statusCode,
  ).toBe(201);
}

/** A photo uploaded to the store and added to the person's profile. */
async function addPhoto(person: { client: Browser }) {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();
  const url = (
    await person.client.send('POST', '/api/objects/upload', {
      kind: 'photo',
      contentType: 'image/jpeg',
      size: jpeg.length,
    })
  ).json();
  const put = await fetch(url.uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'if-none-match': '*', origin: APP_ORIGIN },
    body: new Uint8Array(jpeg),
  });
  expect(put.status).toBe(200);
  expect((await person.client.send('POST', '/api/profile/photos', { imageURL: url.objectURL })).statusCode).toBe(201);
}

const objectsOf = async (userId: string) =>
  (await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `users/${userId}/` }))).KeyCount ?? 0;

/** Every row of every table, in every schema, that names the person (whole rows searched as text). */
async function rowsAbout(person: { id: string; username: string; email: string }) {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const needles = [person.id, person.username, person.email].map((needle) => `%${needle}%`);
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `select t::text as row from "${schema}"."${name}" t where t::text ilike any($1)`,
      [needles],
    );
    found.push(...rows.map(({ row }) => `${schema}.${name} ${row}`));
  }
  return found;
}
const tablesOf = (rows: string[]) => new Set(rows.map((row) => row.split(' ')[0]));

/**
 * The person to delete, with data in every table that can hold it: a match, likes both ways, a super like, a pass
 * received and given, messages both ways, a block given and a report received, a gold plan bought and a boost, a
 * photo in the store, a contact message, a reset link, a failed sign-in and a second signed-in device.
 */
async function personWithEverything() {
  const [person, match, admirer, passed] = [
    await signUp('gone'),
    await signUp('match'),
    await signUp('admirer'),
    await signUp('passed'),
  ];
  // Two more: whom the person blocks, and who reports (hence blocks) the person.
  const [blocked, reporter] = [await signUp('blocked'), await signUp('reporter')];
  await like(person, match);
  await like(match, person);
  await like(admirer, person);
  expect((await person.client.send('POST', '/api/passes', { profileId: passed.id })).statusCode).toBe(204);
  expect((await passed.client.send('POST', '/api/passes', { profileId: person.id })).statusCode).toBe(204);
  expect((await match.client.send('DELETE', `/api/wishlist/${match.id}/${person.id}`)).statusCode).toBe(204); // kept for Undo
  await like(match, person);
  const write = (from: { client: Browser }, to: { id: string }, text: string) =>
    from.client.send('POST', `/api/conversations/${to.id}/messages`, { text, clientId: crypto.randomUUID() });
  const hello = await write(person, match, 'Hello!');
  expect(hello.statusCode).toBe(201);
  expect(
    (await match.client.send('POST', `/api/conversations/${person.id}/read`, { messageId: hello.json().id }))
      .statusCode,
  ).toBe(204);
  expect((await write(match, person, 'Hi, you!')).statusCode).toBe(201);
  expect(
    (await reporter.client.send('POST', '/api/reports', { profileId: person.id, reason: 'spam' })).statusCode,
  ).toBe(201);
  expect((await person.client.send('POST', '/api/blocks', { profileId: blocked.id })).statusCode).toBe(204);

  const started = await person.client.send('POST', '/api/create-subscription', { userId: person.id, priceId: 'gold' });
  const paid = await person.client.send('POST', '/api/test-payments/confirm', {
    clientSecret: started.json().clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  expect(paid.statusCode).toBe(200);
  await vi.waitFor(
    async () => expect((await person.client.send('GET', '/api/entitlements')).json().tier).toBe('gold'),
    { timeout: 10_000, interval: 100 },
  );
  expect((await person.client.send('POST', '/api/boosts')).statusCode).toBe(201);
  await like(person, admirer, true);
  await addPhoto(person);

  const contact = {
    name: 'Gone',
    email: person.email,
    subject: 'Hello',
    category: 'general',
    message: 'A question about matches.',
  };
  expect((await person.client.send('POST', '/api/contact', contact)).statusCode).toBe(201);
  // Issue 44, item 6: a guest typing the person's address joined their data download. A guest's message is no one's.
  const fromAGuest = { ...contact, name: 'Someone else', subject: 'Not theirs' };
  expect((await browser().send('POST', '/api/contact', fromAGuest)).statusCode).toBe(201);
  expect((await browser().send('POST', '/api/auth/password-reset', { username: person.username })).statusCode).toBe(
    202,
  );
  expect(
    (await browser().send('POST', '/api/auth/login', { username: person.username, password: 'not-the-password-1' }))
      .statusCode,
  ).toBe(401);
  const otherDevice = browser();
  expect(
    (await otherDevice.send('POST', '/api/auth/login', { username: person.username, password: PASSWORD })).statusCode,
  ).toBe(200);
  return { person, match, admirer, otherDevice };
}

/** What the person's deletion must leave: nothing of theirs anywhere, no way back in, nobody seeing them. */
async function expectGone({ person, match, admirer, otherDevice }: Awaited<ReturnType<typeof personWithEverything>>) {
  expect(await rowsAbout(person)).toEqual([]);
  expect(await objectsOf(person.id)).toBe(0);
  expect(
    (await browser().send('POST', '/api/auth/login', { username: person.username, password: PASSWORD })).statusCode,
  ).toBe(401);
  expect((await otherDevice.send('GET', '/api/auth/me')).statusCode).toBe(401);
  expect((await match.client.send('GET', `/api/profiles/${person.id}`)).statusCode).toBe(404);
  expect((await match.client.send('GET', `/api/matches/${match.id}`)).json().matches).toEqual([]);
  expect((await admirer.client.send('GET', `/api/wishlist/${admirer.id}`)).json().wishlist).toEqual([]);
  // The others are still there.
  expect((await match.client.send('GET', '/api/auth/me')).statusCode).toBe(200);
}

describe("the services' lists of the tables that hold people's data", () => {
  // A table added to matching or billing must be named in its user-data repository (so deleting an account and
  // the data download cover it) or here, as holding nobody's data. Matching's audit log of moderators' actions is
  // kept on purpose: an account's deletion leaves the entries, with the names they had (README: "Moderation"), and
  // the appeals of those decisions (both in the person's download while the account lasts), the access log, actions awaiting a second admin and burst alerts with them; the
  // automated decisions are counts naming nobody.
  const nobodys: Record<string, string[]> = {
    matching: [
      'appeals',
      'automated_decisions',
      'entitlement_sync',
      'mikro_orm_migrations',
      'moderation_actions',
      'moderation_alerts',
      'moderation_reads',
      'pending_moderation_actions',
      'plans',
    ],
    billing: ['mikro_orm_migrations', 'plans', 'stripe_events'],
  };
  it.each([
    ['matching', matchingPersonTables],
    ['billing', billingPersonTables],
  ])('%s names every table of its schema', async (schema, listed) => {
    const { rows } = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'`,
      [schema],
    );
    const tables = rows.map(({ name }) => name).filter((name) => !nobodys[schema]?.includes(name));
    expect(tables.sort()).toEqual([...new Set(listed)].sort());
  });
});

describe('DELETE /api/account', () => {
  it("refuses a guest (401), a username that is not the signed-in account's (400), a missing or wrong password (400, 403), deleting nothing", async () => {
    const person = await signUp('keep');
    const guest = await browser().send('DELETE', '/api/account', { username: person.username, password: PASSWORD });
    expect(guest.statusCode).toBe(401);
    const wrong = await person.client.send('DELETE', '/api/account', {
      username: `${person.username}x`,
      password: PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Type your username exactly to confirm.',
      code: 'USERNAME_MISMATCH',
    });
    expect((await person.client.send('DELETE', '/api/account', {})).statusCode).toBe(400);
    expect((await person.client.send('DELETE', '/api/account', { username: person.username })).statusCode).toBe(400);
    const wrongPassword = await person.client.send('DELETE', '/api/account', {
      username: person.username,
      password: 'not-the-password-1',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'That is not your current password.',
      code: 'WRONG_PASSWORD',
    });
    expect((await person.client.send('GET', '/api/auth/me')).statusCode).toBe(200);
    expect(
      (await browser().send('POST', '/api/auth/login', { username: person.username, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('limits password guesses per session: the 6th within 15 minutes answers 429, even with the right password', async () => {
    const person = await signUp('guessed');
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await person.client.send('DELETE', '/api/account', {
            username: person.username,
            password: `wrong-guess-${i}`,
          })
        ).statusCode,
      ).toBe(403);
    }
    const res = await person.client.send('DELETE', '/api/account', { username: person.username, password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await person.client.send('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('leaves no row of the person in any schema and no object in the store; nobody sees them, they cannot sign in', async () => {
    const people = await personWithEverything();
    const before = await rowsAbout(people.person);
    expect([...tablesOf(before)].sort()).toEqual([
      'billing.entitlement_changes',
      'billing.subscription_transitions',
      'billing.subscriptions',
      'billing.test_payments',
      'billing.uploads',
      'identity.accounts',
      'identity.contact_messages',
      'identity.demo_mails',
      'identity.password_resets',
      'matching.blocks',
      'matching.conversations',
      'matching.daily_likes',
      'matching.daily_super_likes',
      'matching.decision_counts',
      'matching.entitlements',
      'matching.events',
      'matching.messages',
      'matching.monthly_boosts',
      'matching.passes',
      'matching.profiles',
      'matching.removed_wishlist_entries',
      'matching.reports',
      'matching.segment_counts',
      'matching.wishlist_entries',
      'rate_limit.counters',
      'session.sessions',
    ]);
    expect(await objectsOf(people.person.id)).toBe(2); // the photo and its thumbnail

    const deleted = await people.person.client.send('DELETE', '/api/account', {
      username: people.person.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    await expectGone(people);
  });

  for (const failing of ['matching', 'billing'] as const) {
    it(`when ${failing} fails once: 202, the account is unusable at once, and the retry finishes the deletion`, async () => {
      const people = await personWithEverything();
      flaky[failing] = 1;
      const deleted = await people.person.client.send('DELETE', '/api/account', {
        username: people.person.username,
        password: PASSWORD,
      });
      expect(deleted.statusCode).toBe(202);
      expect(flaky[failing]).toBe(0);
      expect(
        (await browser().send('POST', '/api/auth/login', { username: people.person.username, password: PASSWORD }))
          .statusCode,
      ).toBe(401);
      expect((await people.otherDevice.send('GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await people.person.client.send('GET', '/api/profile')).statusCode).toBe(401);
      await vi.waitFor(async () => expect(await rowsAbout(people.person)).toEqual([]), {
        timeout: 15_000,
        interval: 250,
      });
      await expectGone(people);
    });
  }
});

describe('POST /api/account/export', () => {
  it('downloads a document a person reads: named sections, plain names, nothing internal, never the password hash', async () => {
    const { person, match, admirer } = await personWithEverything();
    const res = await person.client.send('POST', '/api/account/export', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wishlist-data-${person.username}.json"`);
    const data = res.json();
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'account',
      'contactMessages',
      'passwordResets',
      'emailVerifications',
      'profile',
      'likesYouGave',
      'likesYouRemoved',
      'likesYouReceived',
      'matches',
      'messagesYouSent',
      'messagesYouReceived',
      'passes',
      'peopleYouBlocked',
      'unmatches',
      'reportsYouMade',
      'warnings',
      'decisionsAboutYou',
      'notificationSettings',
      'subscription',
      'subscriptionHistory',
      'payments',
      'uploads',
    ]);
    expect(data.account).toEqual({ username: person.username, email: person.email, createdAt: expect.any(String) });
    expect(data.contactMessages).toEqual([
      {
        name: 'Gone',
        email: person.email,
        subject: 'Hello',
        category: 'general',
        message: 'A question about matches.',
        sentAt: expect.any(String),
      },
    ]);
    expect(data.passwordResets).toEqual([{ requestedAt: expect.any(String), usedAt: null }]);
    expect(data.profile).toMatchObject({ firstName: 'gone', photos: [expect.stringMatching(/^\/media\//)] });
    expect(data.likesYouGave).toEqual(
      expect.arrayContaining(
        ['match', 'admirer'].map((name) => ({
          name,
          superLike: name === 'admirer',
          likedAt: expect.any(String),
          comment: null,
        })),
      ),
    );
    // A gold plan sees who likes the person, and when the messages they sent were read while it had read receipts:
    // the one message was read before the plan was bought, so that read is never told (issue 44).
    expect(data.likesYouReceived).toMatchObject({ likes: 2, superLikes: 0 });
    expect(data.likesYouReceived.people.map(({ name }: { name: string }) => name).sort()).toEqual(['admirer', 'match']);
    // The super like to the admirer, who had liked the person, made a second match.
    expect(data.matches.map(({ name }: { name: string }) => name).sort()).toEqual(['admirer', 'match']);
    expect(data.passes).toEqual([{ name: 'passed', at: expect.any(String) }]);
    expect(data.messagesYouSent).toEqual([{ to: 'match', text: 'Hello!', sentAt: expect.any(String), readAt: null }]);
    expect(data.messagesYouReceived).toEqual([
      { from: 'match', text: 'Hi, you!', sentAt: expect.any(String), readAt: null },
    ]);
    expect(data.peopleYouBlocked).toEqual([{ name: 'blocked', at: expect.any(String) }]);
    expect(data.subscription).toMatchObject({ plan: 'gold', status: 'active', cancelsAtPeriodEnd: false });
    expect(data.subscriptionHistory.length).toBeGreaterThan(0);
    expect(data.payments).toEqual([
      { plan: 'gold', status: 'succeeded', problem: null, startedAt: expect.any(String), paidAt: expect.any(String) },
    ]);
    expect(data.uploads).toEqual([expect.objectContaining({ kind: 'photo', status: 'kept' })]);
    // Nothing internal: no id of anyone, no column name, no ranking figure, no secret.
    for (const id of [person.id, match.id, admirer.id])
      expect(res.body.replaceAll(`/media/users/${person.id}/`, '')).not.toContain(id);
    expect(res.body).not.toContain('scrypt$');
    expect(res.body).not.toMatch(
      /_id|_at"|_segment|feed_seq|"seq"|"id"|token|secret|password_?hash|stripe|nsfw|score|etag|"key"|latitude|longitude|demo|likes_back|boost/i,
    );
  });

  it('holds what a free plan may see: likes received as counts naming nobody, no read times of messages sent', async () => {
    const [person, match, admirer, superLiker] = [
      await signUp('free'),
      await signUp('match'),
      await signUp('admirer'),
      await signUp('super'),
    ];
    await like(person, match);
    await like(match, person);
    await like(admirer, person);
    const started = await superLiker.client.send('POST', '/api/create-subscription', {
      userId: superLiker.id,
      priceId: 'gold',
    });
    const paid = await superLiker.client.send('POST', '/api/test-payments/confirm', {
      clientSecret: started.json().clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await superLiker.client.send('GET', '/api/entitlements')).json().tier).toBe('gold'),
      { timeout: 10_000, interval: 100 },
    );
    await like(superLiker, person, true);
    const hello = await person.client.send('POST', `/api/conversations/${match.id}/messages`, {
      text: 'Hello!',
      clientId: crypto.randomUUID(),
    });
    expect(
      (await match.client.send('POST', `/api/conversations/${person.id}/read`, { messageId: hello.json().id }))
        .statusCode,
    ).toBe(204);

    const res = await person.client.send('POST', '/api/account/export', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.likesYouReceived).toEqual({ likes: 3, superLikes: 1, withComment: 0, people: null });
    for (const liker of [admirer, superLiker]) {
      expect(res.body).not.toContain(liker.id);
      expect(res.body).not.toContain(liker.username);
    }
    expect(data.messagesYouSent).toEqual([{ to: 'match', text: 'Hello!', sentAt: expect.any(String) }]);
    // What the person may see stays: their match.
    expect(data.matches).toEqual([{ name: 'match', at: expect.any(String) }]);
  });

  it('refuses a guest (401), a missing password (400) and a wrong one (403)', async () => {
    const person = await signUp('asker');
    expect((await browser().send('POST', '/api/account/export', { password: PASSWORD })).statusCode).toBe(401);
    expect((await person.client.send('POST', '/api/account/export', {})).statusCode).toBe(400);
    const wrong = await person.client.send('POST', '/api/account/export', { password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'That is not your current password.',
      code: 'WRONG_PASSWORD',
    });
    expect(wrong.headers['content-disposition']).toBeUndefined();
    // The download is no longer a plain read a link or another site could start.
    expect((await person.client.send('GET', '/api/account/export')).statusCode).toBe(404);
  });
});
