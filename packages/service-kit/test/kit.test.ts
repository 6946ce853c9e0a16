import { buildServiceApp, loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { buildMatchingApp, matchingConfig, matchingService } from '@wishlist/matching';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The kit is exercised through real services: billing and matching share one database and one session store.
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

describe('start-up', () => {
  it('stops when an operation the service owns has no handler', async () => {
    const withoutFeed: typeof matchingService = {
      ...matchingService,
      handlers: (app, config) =>
        Object.fromEntries(
          Object.entries(matchingService.handlers(app, config)).filter(([id]) => id !== 'listProfiles'),
        ),
    };
    await expect(buildServiceApp(withoutFeed, loadConfig(matchingConfig, testEnv(databaseUrl)))).rejects.toThrow(
      'matching has no handler for listProfiles',
    );
  });

  it('stops when an operation carries an access rule the service gives no check for', async () => {
    const withoutAdultsOnly: typeof matchingService = { ...matchingService, accessRules: {} };
    await expect(buildServiceApp(withoutAdultsOnly, loadConfig(matchingConfig, testEnv(databaseUrl)))).rejects.toThrow(
      'listProfiles carries x-adults-only, and no check is given for it',
    );
  });
});

describe('the guard', () => {
  it('refuses a guest with 401 in the error shape', async () => {
    const res = await billing.inject({ method: 'GET', url: `/api/user/${crypto.randomUUID()}/subscription` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign in to continue.',
      code: 'UNAUTHENTICATED',
    });
  });

  it("refuses another user's {userId} with 403", async () => {
    const { cookie } = await signIn(billing);
    const res = await billing.inject({
      method: 'GET',
      url: `/api/user/${crypto.randomUUID()}/subscription`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('refuses a userId in the body that is not the session user', async () => {
    const { cookie } = await signIn(matching);
    const res = await matching.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: { cookie },
      payload: { userId: crypto.randomUUID(), profileId: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(403);
  });

  // What the operation itself answers depends on its service; the guard's part is to let the user through.
  it('lets the session user through to the operation', async () => {
    const { cookie, userId } = await signIn(billing);
    const url = `/api/user/${userId}/subscription`;
    expect((await billing.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await billing.inject({ method: 'GET', url, headers: { cookie } });
    expect([401, 403]).not.toContain(res.statusCode);
  });

  it('honours one session in every service', async () => {
    const { cookie, userId } = await signIn(billing);
    const res = await matching.inject({ method: 'GET', url: `/api/wishlist/${userId}`, headers: { cookie } });
    expect([401, 403]).not.toContain(res.statusCode);
  });

  it('refuses a forged session cookie', async () => {
    const res = await matching.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: 'wishlist.sid=forged.signature' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('guards internal operations with the service token', async () => {
    const url = '/internal/entitlements/changes';
    expect((await billing.inject({ method: 'GET', url })).statusCode).toBe(401);
    const wrong = await billing.inject({ method: 'GET', url, headers: { 'x-service-token': 'x'.repeat(38) } });
    expect(wrong.statusCode).toBe(401);
    const right = await billing.inject({
      method: 'GET',
      url,
      headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
    });
    expect(right.statusCode).not.toBe(401);
  });
});

describe('requests that break the contract', () => {
  it('answers an unknown path with 404 in the error shape', async () => {
    const res = await billing.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route for GET /api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  it('refuses a path parameter of the wrong format with 400', async () => {
    const { cookie } = await signIn(billing);
    const res = await billing.inject({ method: 'GET', url: '/api/user/42/subscription', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'params/userId', message: 'must match format "uuid"' }]);
  });

  it('refuses a query value out of range with 400', async () => {
    const { cookie } = await signIn(matching);
    const res = await matching.inject({ method: 'GET', url: '/api/profiles?limit=500', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Limit is too large.');
  });
});

describe('operations', () => {
  it('serve their own slice of the contract', async () => {
    const res = await billing.inject({ method: 'GET', url: '/openapi.json' });
    expect(Object.keys(res.json().paths)).toContain('/api/subscription-plans');
    expect(Object.keys(res.json().paths)).not.toContain('/api/contact');
  });

  it('survive losing their idle database connections (a restart of PostgreSQL, a proxy timeout)', async () => {
    await billing.pool.query('select 1');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and application_name = ''`,
    );
    await admin.end();
    await expect
      .poll(async () => (await billing.inject({ method: 'GET', url: '/ready' })).json())
      .toEqual({ status: 'ready' });
    expect((await billing.inject({ method: 'GET', url: '/api/subscription-plans' })).statusCode).toBe(200);
  });

  it('report health and readiness', async () => {
    expect((await billing.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await billing.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' });
  });
});

describe('configuration', () => {
  it('stops start-up with a message naming each bad variable', () => {
    expect(() => loadConfig(billingConfig, { DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' })).toThrow(
      /DATABASE_URL: .*\n {2}SESSION_SECRET: must be at least 32 characters\n {2}SERVICE_TOKEN: /,
    );
  });
});
