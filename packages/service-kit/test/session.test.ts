import { randomBytes, randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig, SESSION_COOKIE } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv, TEST_SECRETS } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  endSessionsOf,
  PgSessionStore,
  purgeExpiredSessions,
  sessionExpiry,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_LIFETIME_MS,
  SESSIONS_ENDED_CHANNEL,
} from '../src/session.ts';

let billing: FastifyInstance;
let matching: FastifyInstance;
let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
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
  const data = {
    cookie: { originalMaxAge: SESSION_IDLE_TIMEOUT_MS, path: '/', httpOnly: true, sameSite: 'lax' },
    userId,
    signedInAt,
  };
  await billing.pool.query('insert into session.sessions (sid, data, expires_at) values ($1, $2, $3)', [
    sid,
    data,
    expiresAt,
  ]);
  return {
    sid,
    userId,
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(new Signer(TEST_SECRETS.SESSION_SECRET).sign(sid))}`,
  };
}
// The service's pool is MikroORM's, which reads timestamps as text.
const expiresAt = async (sid: string) => {
  const row = (
    await billing.pool.query<{ expires_at: string }>('select expires_at from session.sessions where sid = $1', [sid])
  ).rows[0];
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
    await billing.pool.query(`update session.sessions set expires_at = now() - interval '1 second' where sid = $1`, [
      sid,
    ]);
    expect((await subscriptionOf(billing, userId, cookie)).statusCode).toBe(401);
    expect(
      (await matching.inject({ method: 'GET', url: `/api/wishlist/${userId}`, headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('a session ended on purpose', () => {
  const wishlistOf = (userId: string, cookie: string) =>
    matching.inject({ method: 'GET', url: `/api/wishlist/${userId}`, headers: { cookie } });

  it("tells its cookie's holder why, in every service: signed out elsewhere, banned, suspended until when", async () => {
    const until = new Date(Date.now() + 3 * DAY_MS);
    for (const reason of [
      { code: 'SIGNED_OUT_ELSEWHERE' as const },
      { code: 'ACCOUNT_BANNED' as const },
      { code: 'ACCOUNT_SUSPENDED' as const, until },
    ]) {
      const { userId, cookie } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
      await endSessionsOf(billing.pool, userId, reason);
      for (const res of [await subscriptionOf(billing, userId, cookie), await wishlistOf(userId, cookie)]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ statusCode: 401, code: reason.code });
        expect(res.json().until).toBe('until' in reason ? until.toISOString() : undefined);
      }
    }
    const suspended = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    await endSessionsOf(billing.pool, suspended.userId, { code: 'ACCOUNT_SUSPENDED', until });
    expect((await wishlistOf(suspended.userId, suspended.cookie)).json().message).toMatch(
      /suspended until \d+ \w+ \d{4}/,
    );
  });

  it('tells nothing to a cookie that is expired, unknown, forged or absent: plain UNAUTHENTICATED', async () => {
    const expired = await storedSession(Date.now() - DAY_MS, new Date(Date.now() - 1000));
    const ended = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    await endSessionsOf(billing.pool, ended.userId, { code: 'ACCOUNT_BANNED' });
    const forged = `${SESSION_COOKIE}=${encodeURIComponent(`${ended.sid}.not-its-signature`)}`;
    const unknown = `${SESSION_COOKIE}=${encodeURIComponent(new Signer(TEST_SECRETS.SESSION_SECRET).sign('no-such-session'))}`;
    for (const cookie of [expired.cookie, forged, unknown, '']) {
      const res = await wishlistOf(ended.userId, cookie);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in to continue.',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('is told until the session would have expired, then forgotten by the purge', async () => {
    const { sid, userId, cookie } = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    await endSessionsOf(billing.pool, userId, { code: 'SIGNED_OUT_ELSEWHERE' });
    await billing.pool.query(
      `update session.ended_sessions set expires_at = now() - interval '1 second' where sid = $1`,
      [sid],
    );
    expect((await wishlistOf(userId, cookie)).json().code).toBe('UNAUTHENTICATED');
    await purgeExpiredSessions(billing.pool);
    expect((await billing.pool.query('select 1 from session.ended_sessions where sid = $1', [sid])).rowCount).toBe(0);
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
    expect([401, 403]).not.toContain(
      (await matching.inject({ method: 'GET', url: `/api/wishlist/${userId}`, headers: { cookie } })).statusCode,
    );
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

describe('an ended session is announced', () => {
  /** Runs `deletion` while listening on the channel; answers the payloads heard. */
  async function heardDuring(deletion: () => Promise<unknown>) {
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (message) => {
      if (message.channel === SESSIONS_ENDED_CHANNEL && message.payload) payloads.push(message.payload);
    });
    await listener.query(`listen ${SESSIONS_ENDED_CHANNEL}`);
    await deletion();
    // Notifications arrive at commit; a round trip on the listener's connection lets them in.
    await listener.query('select 1');
    await listener.end();
    return payloads;
  }
  const ids = (payloads: string[]) => payloads.flatMap((payload) => payload.split(' ')).sort();

  it('by id, whatever deletes it: a logout, a bulk delete of hundreds (in payloads PostgreSQL accepts), the purge', async () => {
    const one = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    expect(
      await heardDuring(() => billing.pool.query('delete from session.sessions where sid = $1', [one.sid])),
    ).toEqual([one.sid]);

    const userId = randomUUID();
    const sids = Array.from({ length: 250 }, () => randomBytes(24).toString('base64url'));
    await billing.pool.query(
      `insert into session.sessions (sid, data, expires_at) select sid, jsonb_build_object('userId', $2::text), now() + interval '1 hour' from unnest($1::text[]) sid`,
      [sids, userId],
    );
    const payloads = await heardDuring(() => endSessionsOf(billing.pool, userId, { code: 'SIGNED_OUT_ELSEWHERE' }));
    expect(ids(payloads)).toEqual([...sids].sort());
    expect(payloads.length).toBe(3);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);

    const expired = await storedSession(Date.now() - DAY_MS, new Date(Date.now() - 1000));
    expect(ids(await heardDuring(() => purgeExpiredSessions(billing.pool)))).toContain(expired.sid);
  });

  it('not when nothing was deleted, nor when a session is only updated', async () => {
    const kept = await storedSession(Date.now(), new Date(Date.now() + 60_000));
    const heard = await heardDuring(async () => {
      await billing.pool.query('delete from session.sessions where sid = $1', ['no-such-session']);
      await billing.pool.query(`update session.sessions set expires_at = now() + interval '2 hours' where sid = $1`, [
        kept.sid,
      ]);
    });
    expect(heard).toEqual([]);
  });
});
