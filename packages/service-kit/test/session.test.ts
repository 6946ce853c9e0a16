import { randomBytes, randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig, SESSION_COOKIE } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv, TEST_SECRETS } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PgSessionStore,
  purgeExpiredSessions,
  sessionExpiry,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_LIFETIME_MS,
} from '../src/session.ts';

let billing: FastifyInstance;
let matching: FastifyInstance;
beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  billing = await buildBillingApp(loadConfig(billingConfig, testEnv(databaseUrl)));
  matching = await buildMatchingApp(loadConfig(matchingConfig, testEnv(databaseUrl)));
});
afterAll(async () => {
  await billing?.close();
  await matching?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-in session row as login leaves it, signed in at `signedInAt`; answers its id and Cookie header. */
async function storedSession(signedInAt: number, expiresAt: Date) {
  const sid = randomBytes(24).toString('base64url');
  const userId = randomUUID();
  const data = { cookie: { originalMaxAge: SESSION_IDLE_TIMEOUT_MS, path: '/', httpOnly: true, sameSite: 'lax' }, userId, signedInAt };
  await billing.pool.query('insert into session.sessions (sid, data, expires_at) values ($1, $2, $3)', [sid, data, expiresAt]);
  return { sid, userId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(new Signer(TEST_SECRETS.SESSION_SECRET).sign(sid))}` };
}
// The service's pool is MikroORM's, which reads timestamps as text.
const expiresAt = async (sid: string) => {
  const row = (await billing.pool.query<{ expires_at: string }>('select expires_at from session.sessions where sid = $1', [sid])).rows[0];
  return row && new Date(row.expires_at);
};
const subscriptionOf = (app: FastifyInstance, userId: string, cookie: string) =>
  app.inject({ method: 'GET', url: `/api/user/${userId}/subscription`, headers: { cookie } });

describe('the idle timeout', () => {
  it('is pushed back a week by an answer', async () => {
    const { sid, userId, cookie } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    await subscriptionOf(billing, userId, cookie);
    const left = ((await expiresAt(sid))?.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect(left).toBeLessThanOrEqual(SESSION_IDLE_TIMEOUT_MS);
  });

  it('is pushed back at most once per touch interval, so reads do not write', async () => {
    const { sid, userId, cookie } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    const first = await subscriptionOf(billing, userId, cookie);
    expect(first.headers['set-cookie']).toBeDefined();
    const pushedTo = await expiresAt(sid);
    const second = await subscriptionOf(billing, userId, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(await expiresAt(sid)).toEqual(pushedTo);
  });

  it('ends a session left idle: it is refused in every service', async () => {
    const { sid, userId, cookie } = await storedSession(Date.now() - DAY_MS, new Date(Date.now() + 60_000));
    await billing.pool.query(`update session.sessions set expires_at = now() - interval '1 second' where sid = $1`, [sid]);
    expect((await subscriptionOf(billing, userId, cookie)).statusCode).toBe(401);
    expect((await matching.inject({ method: 'GET', url: `/api/wishlist/${userId}`, headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('the absolute lifetime', () => {
  it('is never extended by activity: 30 days after sign-in the session ends', async () => {
    const signedInAt = Date.now() - SESSION_MAX_LIFETIME_MS + 60_000; // a minute before the end
    const { sid, userId, cookie } = await storedSession(signedInAt, new Date(Date.now() + 60_000));
    const res = await subscriptionOf(billing, userId, cookie);
    expect([401, 403]).not.toContain(res.statusCode);
    expect((await expiresAt(sid))?.getTime()).toBe(signedInAt + SESSION_MAX_LIFETIME_MS);
  });

  it('caps the idle timeout', () => {
    const now = Date.now();
    expect(sessionExpiry({ signedInAt: now }, now).getTime()).toBe(now + SESSION_IDLE_TIMEOUT_MS);
    expect(sessionExpiry({ signedInAt: now - 29 * DAY_MS }, now).getTime()).toBe(now + DAY_MS);
    expect(sessionExpiry({}, now).getTime()).toBe(now + SESSION_IDLE_TIMEOUT_MS);
  });
});

describe('the store', () => {
  const store = () => new PgSessionStore(billing.pool);
  const set = (sid: string, data: object) =>
    new Promise<void>((resolve, reject) => store().set(sid, data as never, (err) => (err ? reject(err) : resolve())));

  it('never brings back a signed-in session that logout deleted while a request was still running', async () => {
    const { sid } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    await billing.pool.query('delete from session.sessions where sid = $1', [sid]); // the logout
    await set(sid, { cookie: {}, userId: randomUUID(), signedInAt: Date.now() }); // the late request's save
    expect(await expiresAt(sid)).toBeUndefined();
  });

  it('inserts a session that is not signed in yet', async () => {
    const sid = randomBytes(24).toString('base64url');
    await set(sid, { cookie: {} });
    expect(await expiresAt(sid)).toBeInstanceOf(Date);
  });

  it('purges expired rows and keeps live ones', async () => {
    const live = await signIn(billing);
    const gone = await storedSession(Date.now() - DAY_MS, new Date(Date.now() - 1000));
    expect(await purgeExpiredSessions(billing.pool)).toBeGreaterThanOrEqual(1);
    expect(await expiresAt(gone.sid)).toBeUndefined();
    expect((await subscriptionOf(billing, live.userId, live.cookie)).statusCode).not.toBe(401);
  });
});

describe('one session for every service', () => {
  it('is honoured by billing and matching alike', async () => {
    const { userId, cookie } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    expect([401, 403]).not.toContain((await subscriptionOf(billing, userId, cookie)).statusCode);
    expect([401, 403]).not.toContain((await matching.inject({ method: 'GET', url: `/api/wishlist/${userId}`, headers: { cookie } })).statusCode);
  });

  it('refuses a cookie signed with another secret', async () => {
    const { userId } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    const forged = `${SESSION_COOKIE}=${encodeURIComponent(new Signer('another-secret-that-is-long-enough-too').sign('x'))}`;
    expect((await subscriptionOf(billing, userId, forged)).statusCode).toBe(401);
  });
});

describe('reads that anyone may make', () => {
  it('do not look the session up in any service: the cookie is neither read from the store nor touched', async () => {
    const { userId, cookie } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    const lookups = vi.spyOn(PgSessionStore.prototype, 'get');
    try {
      const plans = await billing.inject({ method: 'GET', url: '/api/subscription-plans', headers: { cookie } });
      expect(plans.statusCode).toBe(200);
      expect(plans.headers['set-cookie']).toBeUndefined();
      const cities = await matching.inject({ method: 'GET', url: '/api/cities', headers: { cookie } });
      expect(cities.statusCode).toBe(200);
      expect(cities.headers['set-cookie']).toBeUndefined();
      expect(lookups).not.toHaveBeenCalled();
      // An operation behind the session still reads it (and pushes the idle timeout back, as before).
      const subscription = await subscriptionOf(billing, userId, cookie);
      expect(subscription.statusCode).toBe(200);
      expect(subscription.headers['set-cookie']).toBeDefined();
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });
});
