import { randomUUID } from 'node:crypto';
import type { SuccessBody } from '@wishlist/service-kit';
import { TEST_SECRETS, signIn, closedAfterFile } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { buildTestBilling, matchingStandIn, testClock, billingForFile } from './support.ts';

// The test-payment mode (no Stripe keys), with matching standing in for today's likes.
const clock = testClock();
/** Users whose own profile matching says has no adult birth date yet. */
const minors = new Set<string>();
const matching = closedAfterFile(await matchingStandIn(3, minors));
const { app } = await billingForFile({ MATCHING_URL: matching.url }, clock);

type User = Awaited<ReturnType<typeof signIn>>;
const post = (user: User | null, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: user ? { cookie: user.cookie } : {}, ...(payload && { payload }) });
const subscription = (user: User) =>
  app.inject({ method: 'GET', url: `/api/user/${user.userId}/subscription`, headers: { cookie: user.cookie } });
/** The tier in force for a user as matching computes it from billing's entitlement changes (free from premiumUntil on). */
const tier = async (userId: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/internal/entitlements/changes?limit=1000',
    headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
  });
  const { plans, changes } = res.json() as SuccessBody<'listEntitlementChanges'>;
  const last = changes.filter((change) => change.userId === userId).at(-1);
  const inForce =
    last && last.tier !== 'free' && last.premiumUntil && new Date(last.premiumUntil) > clock.now() ? last.tier : 'free';
  return { tier: inForce, dailyLikeLimit: plans.find((plan) => plan.id === inForce)?.limits.likesPerDay };
};
const start = async (user: User, priceId: 'premium' | 'gold') => {
  const res = await post(user, '/api/create-subscription', { userId: user.userId, priceId });
  expect(res.statusCode).toBe(200);
  return res.json().clientSecret as string;
};
const pay = (user: User, clientSecret: string, cardNumber: string) =>
  post(user, '/api/test-payments/confirm', { clientSecret, cardNumber, expiry: '12/34', cvc: '123' });
const transitions = async (userId: string) =>
  (
    await app.pool.query(
      'select event, from_tier, to_tier, to_status, cause from billing.subscription_transitions where user_id = $1 order by occurred_at, to_tier',
      [userId],
    )
  ).rows;

describe('a new user', () => {
  it("is on free/active with the free cap and today's likes from matching", async () => {
    const user = await signIn(app);
    const res = await subscription(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tier: 'free',
      status: 'active',
      dailyLikes: 3,
      dailyLikeLimit: 10,
      premiumUntil: null,
      cancelAtPeriodEnd: false,
    });
    expect(await tier(user.userId)).toEqual({ tier: 'free', dailyLikeLimit: 10 });
  });

  it('is told the payment mode is the labelled test mode', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(res.json()).toEqual({ mode: 'test', publishableKey: null });
  });
});

describe('paying with a test card', () => {
  it('4242 4242 4242 4242 makes the user premium for a month, stored with its cause', async () => {
    const user = await signIn(app);
    const res = await post(user, '/api/create-subscription', { userId: user.userId, priceId: 'premium' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ clientSecret: expect.stringMatching(/^tpi_\w+_secret_[\w-]+$/), mode: 'test' });
    expect((await subscription(user)).json()).toMatchObject({ tier: 'free' }); // nothing changes before the payment

    const paid = await pay(user, res.json().clientSecret, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    const expected = {
      tier: 'premium',
      status: 'active',
      dailyLikes: 3,
      dailyLikeLimit: 100,
      premiumUntil: '2026-12-22T09:30:00.000Z',
      cancelAtPeriodEnd: false,
    };
    expect(paid.json()).toEqual(expected);
    expect((await subscription(user)).json()).toEqual(expected);
    expect(await tier(user.userId)).toEqual({ tier: 'premium', dailyLikeLimit: 100 });
    expect(await transitions(user.userId)).toEqual([
      {
        event: 'period_paid',
        from_tier: 'free',
        to_tier: 'premium',
        to_status: 'active',
        cause: expect.stringMatching(/^test_payment:[\w-]+$/),
      },
    ]);
  });

  it('gold is unlimited', async () => {
    const user = await signIn(app);
    const paid = await pay(user, await start(user, 'gold'), '4242424242424242');
    expect(paid.json()).toMatchObject({ tier: 'gold', dailyLikeLimit: null, premiumUntil: '2026-12-22T09:30:00.000Z' });
    expect(await tier(user.userId)).toEqual({ tier: 'gold', dailyLikeLimit: null });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      '4000000000000119',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
    ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.'],
  ])("%s is refused with 402 %s and Stripe's message; the user stays free", async (card, code, message) => {
    const user = await signIn(app);
    const res = await pay(user, await start(user, 'premium'), card);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ statusCode: 402, error: 'Payment Required', message, code });
    expect((await subscription(user)).json()).toMatchObject({ tier: 'free', status: 'active', premiumUntil: null });
    expect(await transitions(user.userId)).toEqual([]);
  });

  it('after a decline, the same payment goes through with another card', async () => {
    const user = await signIn(app);
    const secret = await start(user, 'premium');
    expect((await pay(user, secret, '4000000000000002')).statusCode).toBe(402);
    expect((await pay(user, secret, '4242424242424242')).json()).toMatchObject({ tier: 'premium' });
    const payment = await app.pool.query(
      'select status, last_error_code from billing.test_payments where client_secret = $1',
      [secret],
    );
    expect(payment.rows[0]).toEqual({ status: 'succeeded', last_error_code: null });
  });

  it('refuses a card whose expiry date has passed', async () => {
    const user = await signIn(app);
    const res = await post(user, '/api/test-payments/confirm', {
      clientSecret: await start(user, 'premium'),
      cardNumber: '4242424242424242',
      expiry: '10/26',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    });
  });

  it('a real (non-test) card number is declined as Stripe does in test mode', async () => {
    const user = await signIn(app);
    const res = await pay(user, await start(user, 'premium'), '4111111111111111');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
  });

  it("a payment is made once: paying again, paying another user's, or an unknown secret answers 404", async () => {
    const user = await signIn(app);
    const other = await signIn(app);
    const secret = await start(user, 'premium');
    expect((await pay(other, secret, '4242424242424242')).statusCode).toBe(404);
    expect((await pay(user, secret, '4242424242424242')).statusCode).toBe(200);
    const again = await pay(user, secret, '4242424242424242');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
      message: 'No payment is waiting for this client secret.',
    });
    expect((await pay(user, 'tpi_nothing_secret_x', '4242424242424242')).statusCode).toBe(404);
    expect((await subscription(other)).json()).toMatchObject({ tier: 'free' });
  });

  it('only the latest started payment can be made', async () => {
    const user = await signIn(app);
    const first = await start(user, 'premium');
    const second = await start(user, 'gold');
    expect((await pay(user, first, '4242424242424242')).statusCode).toBe(404);
    expect((await pay(user, second, '4242424242424242')).json()).toMatchObject({ tier: 'gold' });
  });

  it('a pending payment expires after 23 hours', async () => {
    const user = await signIn(app);
    const secret = await start(user, 'premium');
    clock.set('2026-11-23T08:30:00.000Z');
    try {
      expect((await pay(user, secret, '4242424242424242')).statusCode).toBe(404);
    } finally {
      clock.set('2026-11-22T09:30:00.000Z');
    }
  });

  it('a paid user cannot start another subscription (409)', async () => {
    const user = await signIn(app);
    await pay(user, await start(user, 'premium'), '4242424242424242');
    const res = await post(user, '/api/create-subscription', { userId: user.userId, priceId: 'gold' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_SUBSCRIBED',
      message: 'You already have the Premium plan until 2026-12-22.',
    });
  });
});

describe('cancelling', () => {
  it('keeps the paid tier until premiumUntil, then falls back to free', async () => {
    const user = await signIn(app);
    await pay(user, await start(user, 'gold'), '4242424242424242');

    const canceled = await post(user, '/api/cancel-subscription');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({
      tier: 'gold',
      status: 'active',
      dailyLikes: 3,
      dailyLikeLimit: null,
      premiumUntil: '2026-12-22T09:30:00.000Z',
      cancelAtPeriodEnd: true,
    });

    try {
      clock.set('2026-12-22T09:29:59.000Z');
      expect((await subscription(user)).json()).toMatchObject({ tier: 'gold', cancelAtPeriodEnd: true });
      expect(await tier(user.userId)).toEqual({ tier: 'gold', dailyLikeLimit: null });

      clock.set('2026-12-22T09:30:00.000Z');
      expect(await tier(user.userId)).toEqual({ tier: 'free', dailyLikeLimit: 10 });
      expect((await subscription(user)).json()).toEqual({
        tier: 'free',
        status: 'active',
        dailyLikes: 3,
        dailyLikeLimit: 10,
        premiumUntil: null,
        cancelAtPeriodEnd: false,
      });
      expect((await transitions(user.userId)).map((t) => [t.event, t.to_tier, t.cause.replace(/:.*/, '')])).toEqual([
        ['period_paid', 'gold', 'test_payment'],
        ['cancel_scheduled', 'gold', 'cancel_request'],
        ['ended', 'free', 'period_ended'],
      ]);

      // Free again, the user may subscribe anew.
      expect(
        (await post(user, '/api/create-subscription', { userId: user.userId, priceId: 'premium' })).statusCode,
      ).toBe(200);
    } finally {
      clock.set('2026-11-22T09:30:00.000Z');
    }
  });

  it('an uncanceled test subscription renews for another month when its period ends', async () => {
    const user = await signIn(app);
    await pay(user, await start(user, 'premium'), '4242424242424242');
    try {
      clock.set('2026-12-23T00:00:00.000Z');
      expect((await subscription(user)).json()).toMatchObject({
        tier: 'premium',
        premiumUntil: '2027-01-22T09:30:00.000Z',
      });
      expect((await transitions(user.userId)).at(-1)).toMatchObject({ event: 'period_paid', cause: 'test_renewal' });
    } finally {
      clock.set('2026-11-22T09:30:00.000Z');
    }
  });

  it('refuses a free user and a second cancel with 409', async () => {
    const user = await signIn(app);
    const free = await post(user, '/api/cancel-subscription');
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({ code: 'NO_SUBSCRIPTION', message: 'You have no paid subscription to cancel.' });
    await pay(user, await start(user, 'premium'), '4242424242424242');
    expect((await post(user, '/api/cancel-subscription')).statusCode).toBe(200);
    expect((await post(user, '/api/cancel-subscription')).json()).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_CANCELED',
    });
  });
});

describe('refusals', () => {
  const someone = randomUUID();

  it.each([
    ['GET', `/api/user/${someone}/subscription`, undefined],
    ['POST', '/api/create-subscription', { userId: someone, priceId: 'premium' }],
    ['POST', '/api/test-payments/confirm', { clientSecret: 'tpi_x_secret_y', cardNumber: '4242424242424242' }],
    ['POST', '/api/cancel-subscription', undefined],
    ['POST', '/api/objects/upload', { contentType: 'image/jpeg', size: 10 }],
    ['GET', `/media/users/${someone}/${randomUUID()}.jpg`, undefined],
  ] as const)('%s %s refuses a guest with 401', async (method, url, payload) => {
    const res = await app.inject({ method, url, ...(payload && { payload }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['GET', `/api/user/${someone}/subscription`, undefined],
    ['POST', '/api/create-subscription', { userId: someone, priceId: 'premium' }],
  ] as const)("%s %s refuses another user's id with 403", async (method, url, payload) => {
    const user = await signIn(app);
    const res = await app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload && { payload }) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it.each([
    ['/internal/entitlements/changes', 'GET', '/internal/entitlements/changes', undefined],
    [
      '/internal/objects/lookup',
      'POST',
      '/internal/objects/lookup',
      { userId: someone, objectURL: `/media/users/${someone}/x.jpg` },
    ],
  ] as const)('%s refuses a call without the service token with 401', async (_name, method, url, payload) => {
    const res = await app.inject({ method, url, headers: { 'x-service-token': 'wrong' }, ...(payload && { payload }) });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['the free plan', { priceId: 'free' }],
    ['an unknown plan', { priceId: 'platinum' }],
    ['an unknown field', { priceId: 'gold', coupon: 'FREE' }],
  ])('create-subscription refuses %s with 400', async (_case, extra) => {
    const user = await signIn(app);
    const res = await post(user, '/api/create-subscription', { userId: user.userId, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('confirm refuses a malformed card number with 400', async () => {
    const user = await signIn(app);
    const res = await post(user, '/api/test-payments/confirm', { clientSecret: 'tpi_x', cardNumber: '4242-4242' });
    expect(res.statusCode).toBe(400);
  });

  it('the Stripe webhook is off in test mode (404)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=x' },
      payload: { id: 'evt_1', type: 'invoice.paid' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STRIPE_OFF' });
  });
});

describe("today's likes when matching cannot answer", () => {
  it.each([
    ['answers an error', async () => matchingStandIn(null)],
    [
      'is down',
      async () => {
        const down = await matchingStandIn(0);
        await down.close();
        return down;
      },
    ],
  ])('serves the subscription with 0 likes when matching %s', async (_case, makeMatching) => {
    const standIn = await makeMatching();
    const { app: billing } = await buildTestBilling({ MATCHING_URL: standIn.url });
    try {
      const user = await signIn(billing);
      const res = await billing.inject({
        method: 'GET',
        url: `/api/user/${user.userId}/subscription`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ tier: 'free', dailyLikes: 0 });
    } finally {
      await billing.close();
      await standIn.close().catch(() => undefined);
    }
  });
});

// Issue 44, item 6: an account with no birth date could buy a subscription.
describe('buying a plan', () => {
  it("asks matching's adults-only question: 403 BIRTH_DATE_REQUIRED without an adult birth date, and nothing is started", async () => {
    const minor = await signIn(app);
    minors.add(minor.userId);
    const refused = await post(minor, '/api/create-subscription', { userId: minor.userId, priceId: 'gold' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Add your birth date and first name first.',
      code: 'BIRTH_DATE_REQUIRED',
    });
    expect((await subscription(minor)).json()).toMatchObject({ tier: 'free', status: 'active' });
    expect(await transitions(minor.userId)).toEqual([]);
    const adult = await signIn(app);
    expect(await start(adult, 'gold')).toEqual(expect.any(String));
  });

  it('answers 503 PROFILES_UNAVAILABLE, selling nothing, when matching cannot say', async () => {
    const down = await matchingStandIn(0);
    await down.close();
    const { app: billing } = await buildTestBilling({ MATCHING_URL: down.url });
    try {
      const user = await signIn(billing);
      const res = await billing.inject({
        method: 'POST',
        url: '/api/create-subscription',
        headers: { cookie: user.cookie },
        payload: { userId: user.userId, priceId: 'gold' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'PROFILES_UNAVAILABLE' });
    } finally {
      await billing.close();
    }
  });
});
