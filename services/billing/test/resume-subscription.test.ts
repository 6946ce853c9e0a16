import { signIn, closedAfterFile } from '@wishlist/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchingStandIn, testClock, billingForFile } from './support.ts';

// Keeping a paid plan that was about to end or move down, in the test-payment mode: a cancel is withdrawn by
// resume-subscription, a downgrade by choosing the current plan again (Stripe: stripe.test.ts).
const clock = testClock();
const matching = closedAfterFile(await matchingStandIn(2));
const { app } = await billingForFile({ MATCHING_URL: matching.url }, clock);
beforeEach(() => clock.set('2026-11-22T09:30:00.000Z'));

type User = Awaited<ReturnType<typeof signIn>>;
const headers = (user: User | null) => (user ? { cookie: user.cookie } : {});
const post = (user: User | null, url: string, payload?: object, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...headers(user), ...extra }, ...(payload && { payload }) });
const resume = (user: User | null, extra: Record<string, string> = {}) =>
  post(user, '/api/resume-subscription', undefined, extra);
const subscription = async (user: User) =>
  (await app.inject({ method: 'GET', url: `/api/user/${user.userId}/subscription`, headers: headers(user) })).json();
const lastTransition = async (userId: string) =>
  (
    await app.pool.query(
      'select event, to_tier, cancel_at_period_end, cause from billing.subscription_transitions where user_id = $1 order by occurred_at desc limit 1',
      [userId],
    )
  ).rows[0];

/** A user who paid for `tier` with the test card at the clock's time (a period to 2026-12-22T09:30Z). */
async function subscribed(tier: 'premium' | 'gold') {
  const user = await signIn(app);
  const created = await post(user, '/api/create-subscription', { userId: user.userId, priceId: tier });
  const paid = await post(user, '/api/test-payments/confirm', {
    clientSecret: created.json().clientSecret,
    cardNumber: '4242424242424242',
    expiry: '1234',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return user;
}

describe('POST /api/resume-subscription', () => {
  it('withdraws a cancel before the period ends: the plan renews at premiumUntil as before', async () => {
    const user = await subscribed('premium');
    expect((await post(user, '/api/cancel-subscription')).json()).toMatchObject({ cancelAtPeriodEnd: true });
    clock.set('2026-12-10T09:30:00.000Z');

    const res = await resume(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tier: 'premium',
      status: 'active',
      dailyLikes: 2,
      dailyLikeLimit: 100,
      premiumUntil: '2026-12-22T09:30:00.000Z',
      cancelAtPeriodEnd: false,
    });
    expect(await lastTransition(user.userId)).toEqual({
      event: 'cancel_withdrawn',
      to_tier: 'premium',
      cancel_at_period_end: false,
      cause: 'resume_request',
    });
    clock.set('2026-12-22T09:31:00.000Z');
    expect(await subscription(user)).toMatchObject({ tier: 'premium', premiumUntil: '2027-01-22T09:30:00.000Z' });
  });

  it('401 without a session', async () => {
    const res = await resume(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('403 when another site sends it, and the cancel stays', async () => {
    const user = await subscribed('gold');
    await post(user, '/api/cancel-subscription');
    const res = await resume(user, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(await subscription(user)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('409 NOT_CANCELED with nothing to resume: free, a plan that renews, one whose period has ended', async () => {
    const refused = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Your subscription is not canceled.',
      code: 'NOT_CANCELED',
    };
    expect((await resume(await signIn(app))).json()).toEqual(refused);

    const renewing = await subscribed('premium');
    const twice = await resume(renewing);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refused);

    const ended = await subscribed('gold');
    await post(ended, '/api/cancel-subscription');
    clock.set('2026-12-22T09:30:00.000Z');
    const late = await resume(ended);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(refused);
    expect(await subscription(ended)).toMatchObject({ tier: 'free', cancelAtPeriodEnd: false });
  });
});

describe('withdrawing a downgrade (POST /api/change-subscription with the current plan)', () => {
  it('keeps Gold renewing; with nothing waiting any more it answers 409 SAME_PLAN', async () => {
    const user = await subscribed('gold');
    expect((await post(user, '/api/change-subscription', { tier: 'premium' })).json()).toMatchObject({
      scheduledTier: 'premium',
    });
    const kept = await post(user, '/api/change-subscription', { tier: 'gold' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().scheduledTier).toBeUndefined();
    const again = await post(user, '/api/change-subscription', { tier: 'gold' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SAME_PLAN' });
    clock.set('2026-12-22T09:31:00.000Z');
    expect(await subscription(user)).toMatchObject({ tier: 'gold', premiumUntil: '2027-01-22T09:30:00.000Z' });
  });

  it('401 without a session', async () => {
    expect((await post(null, '/api/change-subscription', { tier: 'gold' })).statusCode).toBe(401);
  });
});
