import { signIn, closedAfterFile } from '@wishlist/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchingStandIn, testClock, billingForFile } from './support.ts';

// Moving a paid subscription between plans in the test-payment mode: up at once and prorated, down at renewal.
const clock = testClock();
const matching = closedAfterFile(await matchingStandIn(3));
const { app } = await billingForFile({ MATCHING_URL: matching.url }, clock);
beforeEach(() => clock.set('2026-11-22T09:30:00.000Z'));

type User = Awaited<ReturnType<typeof signIn>>;
const headers = (user: User | null) => (user ? { cookie: user.cookie } : {});
const change = (user: User | null, tier: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/change-subscription',
    headers: { ...headers(user), ...extra },
    payload: { tier },
  });
const preview = (user: User | null, tier: string) =>
  app.inject({ method: 'GET', url: `/api/change-subscription?tier=${tier}`, headers: headers(user) });
const subscription = async (user: User) =>
  (await app.inject({ method: 'GET', url: `/api/user/${user.userId}/subscription`, headers: headers(user) })).json();
const transitions = async (userId: string) =>
  (
    await app.pool.query(
      'select event, to_tier, scheduled_tier, cause from billing.subscription_transitions where user_id = $1 order by occurred_at',
      [userId],
    )
  ).rows;

/** A user who paid for `tier` with the test card at the clock's time (a period to 2026-12-22T09:30Z). */
async function subscribed(tier: 'premium' | 'gold') {
  const user = await signIn(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: headers(user),
    payload: { userId: user.userId, priceId: tier },
  });
  const paid = await app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers: headers(user),
    payload: { clientSecret: created.json().clientSecret, cardNumber: '4242424242424242', expiry: '1234', cvc: '123' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return user;
}

describe('Premium → Gold', () => {
  it('previews the prorated difference for the half period left, then starts Gold at once in the same period', async () => {
    const user = await subscribed('premium');
    clock.set('2026-12-07T09:30:00.000Z');
    const before = await preview(user, 'gold');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      tier: 'gold',
      when: 'now',
      effectiveAt: '2026-12-07T09:30:00.000Z',
      renewsAt: '2026-12-22T09:30:00.000Z',
      amountDue: 5,
      price: 19.99,
    });

    const res = await change(user, 'gold');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tier: 'gold',
      status: 'active',
      dailyLikes: 3,
      dailyLikeLimit: null,
      premiumUntil: '2026-12-22T09:30:00.000Z',
      cancelAtPeriodEnd: false,
    });
    expect((await transitions(user.userId)).at(-1)).toEqual({
      event: 'upgraded',
      to_tier: 'gold',
      scheduled_tier: null,
      cause: 'test_proration:500',
    });
  });

  it('keeps a cancel in force after moving up', async () => {
    const user = await subscribed('premium');
    await app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: headers(user) });
    const res = await change(user, 'gold');
    expect(res.json()).toMatchObject({ tier: 'gold', cancelAtPeriodEnd: true });
  });
});

describe('Gold → Premium', () => {
  it('charges nothing now, keeps Gold to the end of the period, and renews on Premium', async () => {
    const user = await subscribed('gold');
    expect((await preview(user, 'premium')).json()).toEqual({
      tier: 'premium',
      when: 'renewal',
      effectiveAt: '2026-12-22T09:30:00.000Z',
      renewsAt: '2026-12-22T09:30:00.000Z',
      amountDue: 0,
      price: 9.99,
    });

    const res = await change(user, 'premium');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tier: 'gold',
      dailyLikeLimit: null,
      premiumUntil: '2026-12-22T09:30:00.000Z',
      scheduledTier: 'premium',
    });

    clock.set('2026-12-22T09:30:00.000Z');
    const renewed = await subscription(user);
    expect(renewed).toMatchObject({ tier: 'premium', dailyLikeLimit: 100, premiumUntil: '2027-01-22T09:30:00.000Z' });
    expect(renewed.scheduledTier).toBeUndefined();
    expect((await transitions(user.userId)).slice(-2)).toEqual([
      { event: 'downgrade_scheduled', to_tier: 'gold', scheduled_tier: 'premium', cause: 'change_request' },
      { event: 'period_paid', to_tier: 'premium', scheduled_tier: null, cause: 'test_renewal' },
    ]);
  });

  it('choosing Gold again withdraws the waiting downgrade', async () => {
    const user = await subscribed('gold');
    await change(user, 'premium');
    const back = await change(user, 'gold');
    expect(back.statusCode).toBe(200);
    expect(back.json().scheduledTier).toBeUndefined();
    expect(back.json()).toMatchObject({ tier: 'gold' });
  });
});

describe('refusals', () => {
  it('401 without a session', async () => {
    expect((await change(null, 'gold')).statusCode).toBe(401);
    expect((await preview(null, 'gold')).statusCode).toBe(401);
  });

  it('403 when another site sends it', async () => {
    const user = await subscribed('premium');
    const res = await change(user, 'gold', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await subscription(user)).tier).toBe('premium');
  });

  it('400 for the free plan or an unknown one', async () => {
    const user = await subscribed('premium');
    for (const tier of ['free', 'platinum']) {
      const res = await change(user, tier);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
    expect((await preview(user, 'free')).statusCode).toBe(400);
  });

  it('409 SAME_PLAN for the plan the user has', async () => {
    const user = await subscribed('gold');
    const res = await change(user, 'gold');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SAME_PLAN', message: 'You already have this plan.' });
    expect((await preview(user, 'gold')).json()).toMatchObject({ code: 'SAME_PLAN' });
  });

  it('409 NO_PLAN_TO_CHANGE for a free user (who starts one instead)', async () => {
    const user = await signIn(app);
    const res = await change(user, 'gold');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_PLAN_TO_CHANGE' });
  });

  it('409 ALREADY_CANCELED when a canceled Gold would move down', async () => {
    const user = await subscribed('gold');
    await app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: headers(user) });
    const res = await change(user, 'premium');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_CANCELED' });
    expect(await subscription(user)).toMatchObject({ tier: 'gold', cancelAtPeriodEnd: true });
  });
});
