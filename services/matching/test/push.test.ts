import { loadConfig } from '@wishlist/service-kit';
import {
  createTestDatabase,
  nextRunOf,
  testEnv,
  closedAfterFile,
  allClosedAfterFile,
} from '@wishlist/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../scripts/lib/event-stream-client.ts';
import { matchingConfig } from '../src/app.ts';
import { DEFAULT_PUSH_ENDPOINT_PREFIXES, endpointAllowed, parsePrefix } from '../src/push/endpoints.ts';
import { startFakePushService, type FakeSubscription } from './push-service.ts';
import { like, newMember, type Member, matchingForFile } from './support.ts';

// Web Push end to end: matching sends to a stand-in push service on 127.0.0.1 (push-service.ts), which decrypts
// each push as RFC 8291 says and checks its VAPID signature (RFC 8292), as Chrome's, Firefox's or Apple's would.

const SUBJECT = 'mailto:push-test@example.com';
const MESSAGE_DELAY_MS = 400;
let vapidPublicKey = '';
const pushService = closedAfterFile(await startFakePushService({ publicKey: () => vapidPublicKey, subject: SUBJECT }));
const { app, billing } = await matchingForFile({
  env: {
    PUSH_ENDPOINT_PREFIXES: `${pushService.url}/push/`,
    VAPID_SUBJECT: SUBJECT,
    PUSH_INTERVAL_MS: '50',
    PUSH_MESSAGE_DELAY_MS: String(MESSAGE_DELAY_MS),
    PUSH_RETRY_BASE_MS: '200',
    REMINDER_INTERVAL_MS: '100',
  },
});
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const streams = allClosedAfterFile<EventStreamClient>();
beforeAll(async () => {
  const member = await newMember(app);
  const config = await app.inject({ method: 'GET', url: '/api/push/config', headers: { cookie: member.cookie } });
  expect(config.statusCode).toBe(200);
  vapidPublicKey = config.json().vapidPublicKey;
});

const as = (member: Member, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const count = async (sql: string, params: unknown[] = []) =>
  (await app.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]?.n;

/** Waits until `check` holds (polling), or fails after 5 s. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 5000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited 5 s for ${what}`);
}
/** Every push queued has been sent or dropped. */
const queueEmpty = () => until(async () => (await count('matching.push_queue')) === 0, 'an empty push queue');

/** The member's browser takes pushes (a subscription of the stand-in). */
async function subscribe(member: Member): Promise<FakeSubscription> {
  const subscription = pushService.subscribe();
  expect((await as(member, 'POST', '/api/push/subscriptions', subscription.json)).statusCode).toBe(204);
  return subscription;
}

async function matchedPair(): Promise<[Member, Member]> {
  const [a, b] = [await newMember(app, { firstName: 'Ana' }), await newMember(app, { firstName: 'Ben' })];
  expect((await like(app, a, b.userId)).statusCode).toBe(201);
  expect((await like(app, b, a.userId)).statusCode).toBe(201);
  return [a, b];
}

const sendMessage = (from: Member, to: Member, text = 'Coffee on Sunday?') =>
  as(from, 'POST', `/api/conversations/${to.userId}/messages`, { text, clientId: crypto.randomUUID() });

describe('refusals', () => {
  it('answers 401 to every push operation without a session', async () => {
    const calls = [
      app.inject({ method: 'GET', url: '/api/push/config' }),
      app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: pushService.subscribe().json }),
      app.inject({ method: 'DELETE', url: '/api/push/subscriptions?endpoint=x' }),
      app.inject({ method: 'GET', url: '/api/push/settings' }),
      app.inject({ method: 'PATCH', url: '/api/push/settings', payload: { likes: false } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses an endpoint outside PUSH_ENDPOINT_PREFIXES with 400, and keys that are no P-256 point', async () => {
    const member = await newMember(app);
    const { keys } = pushService.subscribe().json;
    for (const endpoint of [
      'https://evil.example/push/1',
      'https://fcm.googleapis.com/fcm/send/abc', // a real service, but not one this server allows
      `${pushService.url}/other/1`,
      `http://user@${pushService.url.slice('http://'.length)}/push/1`,
    ]) {
      const res = await as(member, 'POST', '/api/push/subscriptions', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'This push service is not allowed.',
        code: 'PUSH_ENDPOINT_NOT_ALLOWED',
      });
    }
    const endpoint = `${pushService.url}/push/x`;
    const offCurve = await as(member, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: { ...keys, p256dh: `BA${'A'.repeat(85)}` },
    });
    expect(offCurve.statusCode).toBe(400);
    expect(offCurve.json().code).toBe('INVALID_PUSH_KEYS');
    const short = await as(member, 'POST', '/api/push/subscriptions', { endpoint, keys: { ...keys, auth: 'abc' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION');
    expect(await count('matching.push_subscriptions where user_id = $1', [member.userId])).toBe(0);
  });

  it('keeps 10 browsers a person, the newest, and allows 30 subscribes an hour (then 429)', async () => {
    const member = await newMember(app);
    const first = await subscribe(member);
    for (let i = 1; i < 11; i++) await subscribe(member);
    const endpoints = await app.pool.query<{ endpoint: string }>(
      'select endpoint from matching.push_subscriptions where user_id = $1',
      [member.userId],
    );
    expect(endpoints.rows).toHaveLength(10);
    expect(endpoints.rows.map((row) => row.endpoint)).not.toContain(first.json.endpoint);
    for (let i = 11; i < 30; i++) await subscribe(member);
    const refused = await as(member, 'POST', '/api/push/subscriptions', pushService.subscribe().json);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('removes only the own subscription: another person’s endpoint answers 404', async () => {
    const [owner, other] = [await newMember(app), await newMember(app)];
    const subscription = await subscribe(owner);
    const url = `/api/push/subscriptions?endpoint=${encodeURIComponent(subscription.json.endpoint)}`;
    expect((await as(other, 'DELETE', url)).statusCode).toBe(404);
    expect((await as(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await as(owner, 'DELETE', url)).statusCode).toBe(404);
  });
});

describe('settings', () => {
  it('answers the defaults, changes what is sent, and refuses an empty or unknown change', async () => {
    const member = await newMember(app);
    const defaults = {
      messages: true,
      matches: true,
      likes: true,
      reminders: true,
      previews: false,
      emailDigest: true,
    };
    expect((await as(member, 'GET', '/api/push/settings')).json()).toEqual(defaults);
    const changed = await as(member, 'PATCH', '/api/push/settings', { likes: false, previews: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...defaults, likes: false, previews: true });
    expect((await as(member, 'GET', '/api/push/settings')).json()).toEqual({
      ...defaults,
      likes: false,
      previews: true,
    });
    expect((await as(member, 'PATCH', '/api/push/settings', {})).statusCode).toBe(400);
    expect((await as(member, 'PATCH', '/api/push/settings', { sms: true })).statusCode).toBe(400);
  });
});

describe('pushes', () => {
  it('tells both people of a match, signed and encrypted, high urgency, and records that each was reached', async () => {
    const [ana, ben] = [await newMember(app, { firstName: 'Ana' }), await newMember(app, { firstName: 'Ben' })];
    const [anaPhone, benPhone] = [await subscribe(ana), await subscribe(ben)];
    // A name saved before names refused line breaks reaches the phone on one line (its notification quotes it).
    await app.pool.query(`update matching.profiles set first_name = E'Ben\\nVerify: now' where id = $1`, [ben.userId]);
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    await until(() => pushService.pushesTo(anaPhone).length + pushService.pushesTo(benPhone).length === 2, 'two');
    const [toAna] = pushService.pushesTo(anaPhone);
    const [toBen] = pushService.pushesTo(benPhone);
    expect(toAna?.payload).toEqual({ type: 'match', profileId: ben.userId, firstName: 'Ben Verify: now' });
    expect(toBen?.payload).toEqual({ type: 'match', profileId: ana.userId, firstName: 'Ana' });
    expect(toAna?.headers).toMatchObject({ urgency: 'high', ttl: String(72 * 3600), 'content-encoding': 'aes128gcm' });
    expect(pushService.problems).toEqual([]);
    // Recorded once matching has read the push service's answers.
    const reached = () =>
      count(
        "matching.push_settings where user_id in ($1, $2) and last_push_delivered_at > now() - interval '1 minute'",
        [ana.userId, ben.userId],
      );
    await until(async () => (await reached()) === 2, 'both people recorded as reached');
  });

  it('pushes a message to a person with no open stream: the first name, the text only with previews', async () => {
    const [ana, ben] = await matchedPair();
    const phone = await subscribe(ben);
    expect((await sendMessage(ana, ben, 'Coffee on Sunday?')).statusCode).toBe(201);
    await until(() => pushService.pushesTo(phone).length === 1, 'the message push');
    expect(pushService.pushesTo(phone)[0]?.payload).toEqual({
      type: 'message',
      profileId: ana.userId,
      firstName: 'Ana',
    });
    expect(pushService.pushesTo(phone)[0]?.headers).toMatchObject({ urgency: 'high', ttl: String(24 * 3600) });

    await as(ben, 'PATCH', '/api/push/settings', { previews: true });
    await sendMessage(ana, ben, 'Or Saturday, at the market');
    await until(() => pushService.pushesTo(phone).length === 2, 'the second message push');
    expect(pushService.pushesTo(phone)[1]?.payload).toEqual({
      type: 'message',
      profileId: ana.userId,
      firstName: 'Ana',
      text: 'Or Saturday, at the market',
    });
    expect(pushService.problems).toEqual([]);
  });

  it('sends no message push to a person whose open stream showed the message', async () => {
    const [ana, ben] = await matchedPair();
    const phone = await subscribe(ben);
    const stream = await openEventStream(`${baseUrl}/api/events`, { cookie: ben.cookie });
    streams.push(stream);
    await stream.next((frame) => frame.retry === '3000');
    await sendMessage(ana, ben);
    await stream.next((frame) => frame.event === 'message');
    await queueEmpty();
    expect(pushService.attemptsOf(phone)).toBe(0);
  });

  it('sends nothing of a kind the person turned off, also when it was already waiting', async () => {
    const [ana, ben] = await matchedPair();
    const phone = await subscribe(ben);
    await as(ben, 'PATCH', '/api/push/settings', { messages: false });
    await sendMessage(ana, ben);
    await queueEmpty();
    expect(pushService.attemptsOf(phone)).toBe(0);

    const [cara, dan] = [await newMember(app, { firstName: 'Cara' }), await newMember(app)];
    const danPhone = await subscribe(dan);
    await as(dan, 'PATCH', '/api/push/settings', { matches: false });
    await like(app, cara, dan.userId);
    await like(app, dan, cara.userId);
    await queueEmpty();
    expect(pushService.attemptsOf(danPhone)).toBe(0);
  });

  it('never pushes between two people once one blocked the other, even a push already queued', async () => {
    const [ana, ben] = await matchedPair();
    const phone = await subscribe(ben);
    await sendMessage(ana, ben);
    // Within the message's wait for a stream: the block comes before the push is sent.
    expect((await as(ben, 'POST', '/api/blocks', { profileId: ana.userId })).statusCode).toBe(204);
    await queueEmpty();
    expect(pushService.attemptsOf(phone)).toBe(0);
  });

  it('pushes a like only to a plan that sees who likes them', async () => {
    const [liker, free, premium] = [
      await newMember(app, { firstName: 'Lia' }),
      await newMember(app),
      await newMember(app),
    ];
    await billing.setTier(app, premium.userId, 'premium');
    const [freePhone, premiumPhone] = [await subscribe(free), await subscribe(premium)];
    await like(app, liker, free.userId);
    await like(app, liker, premium.userId);
    await until(() => pushService.pushesTo(premiumPhone).length === 1, 'the like push');
    expect(pushService.pushesTo(premiumPhone)[0]?.payload).toEqual({
      type: 'like',
      profileId: liker.userId,
      firstName: 'Lia',
    });
    expect(pushService.pushesTo(premiumPhone)[0]?.headers.urgency).toBe('normal');
    await queueEmpty();
    expect(pushService.attemptsOf(freePhone)).toBe(0);
  });

  it("carries a like's comment to a paid plan with previews, and nothing of it to a free one", async () => {
    const prompts = [{ promptId: 'perfect_sunday', answer: 'A long brunch.' }];
    const [liker, free, premium] = [
      await newMember(app, { firstName: 'Lia' }),
      await newMember(app, { prompts }),
      await newMember(app, { prompts }),
    ];
    await billing.setTier(app, premium.userId, 'premium');
    for (const member of [free, premium])
      expect((await as(member, 'PATCH', '/api/push/settings', { previews: true })).statusCode).toBe(200);
    const [freePhone, premiumPhone] = [await subscribe(free), await subscribe(premium)];
    const comment = { text: 'Where, though?', on: { prompt: 'perfect_sunday' } };
    for (const member of [free, premium]) {
      const payload = { userId: liker.userId, profileId: member.userId, comment };
      expect((await as(liker, 'POST', '/api/wishlist', payload)).statusCode).toBe(201);
    }
    await until(() => pushService.pushesTo(premiumPhone).length === 1, 'the like push');
    expect(pushService.pushesTo(premiumPhone)[0]?.payload).toEqual({
      type: 'like',
      profileId: liker.userId,
      firstName: 'Lia',
      text: 'Where, though?',
    });
    await queueEmpty();
    expect(pushService.attemptsOf(freePhone)).toBe(0);
  });

  it('deletes a subscription the push service answers 410 for, with what was queued for it', async () => {
    const [ana, ben] = await matchedPair();
    const phone = await subscribe(ben);
    pushService.answer(phone, { status: 410 });
    await sendMessage(ana, ben);
    await until(
      async () => (await count('matching.push_subscriptions where endpoint = $1', [phone.json.endpoint])) === 0,
      'the subscription deleted',
    );
    expect(await count('matching.push_queue where user_id = $1', [ben.userId])).toBe(0);
  });

  it('retries after a 429 no sooner than its Retry-After, and after a 503 with a backoff', async () => {
    const [ana, ben] = await matchedPair();
    const phone = await subscribe(ben);
    pushService.answer(phone, { status: 429, headers: { 'retry-after': '1' } });
    const sentAt = Date.now();
    await sendMessage(ana, ben);
    await until(() => pushService.pushesTo(phone).length === 1, 'the push after its retry');
    expect((pushService.pushesTo(phone)[0]?.at ?? 0) - sentAt).toBeGreaterThanOrEqual(1000 + MESSAGE_DELAY_MS);
    expect(pushService.attemptsOf(phone)).toBe(2);

    pushService.answer(phone, { status: 503 }, { status: 500 });
    await sendMessage(ana, ben);
    await until(() => pushService.pushesTo(phone).length === 2, 'the push after two retries');
    expect(pushService.attemptsOf(phone)).toBe(5);
  });

  it('reminds a person once of a match’s message left unanswered for 24 hours, and not of an answered one', async () => {
    const [ana, ben] = await matchedPair();
    const phone = await subscribe(ben);
    await as(ben, 'PATCH', '/api/push/settings', { messages: false });
    const sent = await sendMessage(ana, ben, 'Still up for Sunday?');
    const [cara, dan] = await matchedPair();
    const danPhone = await subscribe(dan);
    await as(dan, 'PATCH', '/api/push/settings', { messages: false });
    const question = await sendMessage(cara, dan, 'Tea?');
    const answer = await sendMessage(dan, cara, 'Yes!');
    await queueEmpty();
    const ids = [sent.json().id, question.json().id, answer.json().id];
    await app.pool.query(`update matching.messages set sent_at = now() - interval '25 hours' where id = any($1)`, [
      ids,
    ]);

    await until(() => pushService.pushesTo(phone).length === 1, 'the reminder');
    expect(pushService.pushesTo(phone)[0]?.payload).toEqual({
      type: 'reminder',
      profileId: ana.userId,
      firstName: 'Ana',
    });
    expect(pushService.pushesTo(phone)[0]?.headers).toMatchObject({ urgency: 'low', ttl: String(12 * 3600) });
    // A later sweep reminds of nothing again: whatever it queued would be sent by the time the queue is empty.
    await nextRunOf(app, 'queueing reminders');
    await queueEmpty();
    expect(pushService.pushesTo(phone)).toHaveLength(1);
    expect(pushService.attemptsOf(danPhone)).toBe(0);
  });
});

describe('PUSH_ENDPOINT_PREFIXES', () => {
  const defaults = DEFAULT_PUSH_ENDPOINT_PREFIXES.split(',').map((entry) => parsePrefix(entry));
  const prefixes = defaults.filter((prefix) => typeof prefix === 'object');

  it('allows by default the https push services of Chrome, Firefox, Safari and Edge, and nothing else', () => {
    expect(prefixes).toHaveLength(4);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(endpointAllowed(endpoint, prefixes), endpoint).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://attacker@fcm.googleapis.com/fcm/send/x',
      'https://notify.windows.com/w/',
      'https://notify.windows.com.evil.example/w/',
      'http://127.0.0.1:8080/push/1',
      'not a url',
    ])
      expect(endpointAllowed(endpoint, prefixes), endpoint).toBe(false);
  });

  it('takes another push service only when set, refuses a malformed one, and plain http on a public APP_URL', async () => {
    const databaseUrl = await createTestDatabase();
    const parse = (env: Record<string, string>) => () => loadConfig(matchingConfig, testEnv(databaseUrl, env));
    expect(parse({ PUSH_ENDPOINT_PREFIXES: 'http://127.0.0.1:9000/push/' })().PUSH_ENDPOINT_PREFIXES).toHaveLength(1);
    expect(parse({ PUSH_ENDPOINT_PREFIXES: 'ftp://push.example/' })).toThrow(/PUSH_ENDPOINT_PREFIXES/);
    expect(parse({ PUSH_ENDPOINT_PREFIXES: 'https://push.example/no-slash' })).toThrow(/must end its path/);
    expect(
      parse({ PUSH_ENDPOINT_PREFIXES: 'http://127.0.0.1:9000/push/', APP_URL: 'https://wishlist.example.com' }),
    ).toThrow(/http:\/\/ push service/);
    expect(parse({ NODE_ENV: 'production', APP_URL: 'https://wishlist.example.com' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(parse({ VAPID_PUBLIC_KEY: vapidPublicKey })).toThrow(/both VAPID keys/);
  });
});
