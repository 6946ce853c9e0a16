import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { loadConfig } from '@wishlist/service-kit';
import {
  allClosedAfterFile,
  closedAfterFile,
  createTestDatabase,
  signIn,
  testEnv,
} from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildMatchingApp, matchingConfig } from '../src/app.ts';
import { matchingStandIn } from '../../billing/test/support.ts';
import { readEntitlementsNotification } from '../src/entitlements/sync.ts';

// Real billing and matching on one database: billing's changes reach matching's copy of the entitlements. Billing
// asks whether a buyer is an adult of a stand-in that is never down, so that a plan is bought while matching is.
const databaseUrl = await createTestDatabase();
const adults = closedAfterFile(await matchingStandIn(0));
const billing = closedAfterFile(
  await buildBillingApp(loadConfig(billingConfig, testEnv(databaseUrl, { MATCHING_URL: adults.url }))),
);
const billingUrl = await billing.listen({ host: '127.0.0.1', port: 0 });
const running = allClosedAfterFile<FastifyInstance>();
const startMatching = async () => {
  const app = await buildMatchingApp(
    loadConfig(matchingConfig, testEnv(databaseUrl, { BILLING_URL: billingUrl, BILLING_TIMEOUT_MS: '1000' })),
  );
  running.push(app);
  return app;
};

/** Subscribes a new user to `tier` in test-payment mode, as the checkout does. */
async function subscribe(tier: 'premium' | 'gold') {
  const user = await signIn(billing);
  const post = (url: string, payload: object) =>
    billing.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  const { clientSecret } = (await post('/api/create-subscription', { userId: user.userId, priceId: tier })).json();
  expect(
    (
      await post('/api/test-payments/confirm', {
        clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      })
    ).statusCode,
  ).toBe(200);
  return user;
}

const copiedTier = async (matching: FastifyInstance, userId: string) =>
  (await matching.pool.query<{ tier: string }>('select tier from matching.entitlements where user_id = $1', [userId]))
    .rows[0]?.tier ?? null;

async function eventually(read: () => Promise<unknown>, expected: unknown) {
  for (let tries = 0; tries < 200 && (await read()) !== expected; tries++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(await read()).toBe(expected);
}

describe("matching's copy of the entitlements", () => {
  it('receives a payment through LISTEN/NOTIFY, and the plan applies at once (the like cap)', async () => {
    const matching = await startMatching();
    const user = await subscribe('gold');
    await eventually(() => copiedTier(matching, user.userId), 'gold');
    const res = await matching.inject({ method: 'GET', url: '/api/entitlements', headers: { cookie: user.cookie } });
    expect(res.json()).toMatchObject({ tier: 'gold', limits: { likesPerDay: null, superLikesPerDay: 5 } });
  });

  it('catches up at start-up on a change made while matching was down', async () => {
    const before = await startMatching();
    await before.close();
    const user = await subscribe('premium');
    const after = await startMatching();
    expect(await copiedTier(after, user.userId)).toBe('premium');
  });

  it('catches up after its listening connection was lost', async () => {
    const matching = await startMatching();
    const killed = await matching.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen entitlements'`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    const user = await subscribe('gold'); // announced while nobody listens (the reconnect waits a moment)
    await eventually(() => copiedTier(matching, user.userId), 'gold');
  });
});

describe("billing's entitlements notification", () => {
  const userId = '3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c';
  const valid = { seq: 7, userId, tier: 'gold', premiumUntil: '2026-12-22T09:30:00.000Z' };

  it("is read when it matches the contract's EntitlementsNotification, and refused with why when not", () => {
    expect(readEntitlementsNotification(JSON.stringify(valid))).toEqual({ change: valid });
    const lapsed = { ...valid, tier: 'free', premiumUntil: null };
    expect(readEntitlementsNotification(JSON.stringify(lapsed))).toHaveProperty('change');
    expect(readEntitlementsNotification('{"seq": 7')).toEqual({ refused: 'not JSON' });
    const brokens = [{ ...valid, tier: 'platinum' }, { ...valid, seq: 0 }, { ...valid, userId: 'me' }, { seq: 7 }];
    for (const broken of [...brokens, null, []]) {
      expect(readEntitlementsNotification(JSON.stringify(broken)), JSON.stringify(broken)).toHaveProperty('refused');
    }
  });

  it('when broken, is ignored without harm: nothing is applied and the next change still is', async () => {
    const matching = await startMatching();
    const stranger = '6a1d3c2b-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
    const broken = [{ ...valid, userId: stranger, tier: 'platinum' }, { userId: stranger }];
    for (const payload of ['not json', ...broken.map((b) => JSON.stringify(b))]) {
      await matching.pool.query(`select pg_notify('entitlements', $1)`, [payload]);
    }
    const user = await subscribe('gold');
    await eventually(() => copiedTier(matching, user.userId), 'gold');
    expect(await copiedTier(matching, stranger)).toBeNull();
  });
});
