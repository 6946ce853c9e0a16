import { signIn, closedAfterFile } from '@wishlist/service-kit/testing';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn } from './stripe-stand-in.ts';
import { matchingStandIn, testClock, billingForFile } from './support.ts';

// The Stripe transport: the real SDK, pointed at a local stand-in that answers in Stripe's wire format.
const WEBHOOK_SECRET = 'whsec_standin_secret';
const PERIOD_END = '2026-12-22T09:30:00.000Z';
const periodEnd = Date.parse(PERIOD_END) / 1000;

const clock = testClock();
const stripe = closedAfterFile(await startStripeStandIn());
const matching = closedAfterFile(await matchingStandIn(7));
const { app } = await billingForFile(
  {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
    STRIPE_PRICE_GOLD: 'price_gold_monthly',
    STRIPE_API_URL: stripe.url,
    MATCHING_URL: matching.url,
  },
  clock,
);
beforeEach(() => {
  stripe.failWith = null;
  stripe.declineCharges = false;
  clock.set('2026-11-22T09:30:00.000Z');
});

type User = Awaited<ReturnType<typeof signIn>>;
const subscription = async (user: User) =>
  (
    await app.inject({ method: 'GET', url: `/api/user/${user.userId}/subscription`, headers: { cookie: user.cookie } })
  ).json();
const createSubscription = (user: User, priceId: 'premium' | 'gold') =>
  app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie: user.cookie },
    payload: { userId: user.userId, priceId },
  });
const transitions = async (userId: string) =>
  (
    await app.pool.query(
      'select event, to_tier, to_status, cause from billing.subscription_transitions where user_id = $1 order by occurred_at',
      [userId],
    )
  ).rows;

/** A user whose Stripe subscription has been created (still incomplete, as Stripe leaves it before the first payment). */
async function startedSubscription(priceId: 'premium' | 'gold' = 'gold') {
  const user = await signIn(app);
  const res = await createSubscription(user, priceId);
  expect(res.statusCode).toBe(200);
  const latest = [...stripe.subscriptions.values()].findLast((s) => s.metadata.userId === user.userId);
  if (!latest) throw new Error('the stand-in got no subscription');
  return { user, clientSecret: res.json().clientSecret as string, subscriptionId: latest.id };
}

// Stripe's webhook delivery, signed with the SDK's own test helper.
const signer = new Stripe('sk_test_standin');
let eventCount = 0;
function stripeEvent(type: string, object: object) {
  return {
    id: `evt_standin${++eventCount}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
const invoiceEvent = (type: string, subscriptionId: string) =>
  stripeEvent(type, {
    id: `in_for_${subscriptionId}`,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  });
const subscriptionEvent = (type: string, subscriptionId: string) =>
  stripeEvent(type, { ...stripe.subscriptions.get(subscriptionId) });

function deliver(event: object, { secret = WEBHOOK_SECRET, body }: { secret?: string; body?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body ?? payload,
  });
}

describe('GET /api/billing/config', () => {
  it("gives the browser Stripe's publishable key", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(res.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_standin' });
  });
});

describe('POST /api/create-subscription', () => {
  it("makes one customer per user and a default_incomplete subscription for the plan's price; answers its payment's secret", async () => {
    const before = stripe.requests.length;
    const user = await signIn(app);
    const res = await createSubscription(user, 'premium');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_sub_standin\d+_secret_standin$/),
      mode: 'stripe',
    });

    const [customer, created] = stripe.requests.slice(before);
    expect([customer, created].map((r) => `${r?.method} ${r?.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/subscriptions',
    ]);
    expect(stripe.requests).toHaveLength(before + 2);
    expect(customer?.form.get('metadata[userId]')).toBe(user.userId);
    expect(Object.fromEntries(created?.form ?? [])).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      'items[0][price]': 'price_premium_monthly',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[userId]': user.userId,
      'metadata[tier]': 'premium',
    });
    // Nothing is paid yet.
    expect(await subscription(user)).toMatchObject({ tier: 'free', status: 'active', dailyLikes: 7 });

    // Trying again (say, after closing the form) reuses the customer.
    const again = stripe.requests.length;
    expect((await createSubscription(user, 'gold')).statusCode).toBe(200);
    expect(stripe.requests.slice(again).map((r) => r.path)).toEqual(['/v1/subscriptions']);
  });

  it('answers 502 when Stripe fails, changing nothing', async () => {
    const user = await signIn(app);
    stripe.failWith = 500;
    const res = await createSubscription(user, 'gold');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'The payment provider could not be reached. Please try again.',
    });
    const row = await app.pool.query('select stripe_subscription_id from billing.subscriptions where user_id = $1', [
      user.userId,
    ]);
    expect(row.rows[0]?.stripe_subscription_id ?? null).toBeNull();
  });

  it('the test-payment confirmation is off in Stripe mode (404)', async () => {
    const user = await signIn(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: { cookie: user.cookie },
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TEST_PAYMENTS_OFF' });
  });
});

describe('POST /api/stripe/webhook', () => {
  it('a paid first invoice makes the user gold until the period Stripe reports', async () => {
    const { user, subscriptionId } = await startedSubscription('gold');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    const event = invoiceEvent('invoice.paid', subscriptionId);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await subscription(user)).toEqual({
      tier: 'gold',
      status: 'active',
      dailyLikes: 7,
      dailyLikeLimit: null,
      premiumUntil: PERIOD_END,
      cancelAtPeriodEnd: false,
    });
    expect(await transitions(user.userId)).toEqual([
      { event: 'period_paid', to_tier: 'gold', to_status: 'active', cause: `stripe:invoice.paid:${event.id}` },
    ]);
  });

  it('refuses a forged delivery with 400 and applies nothing', async () => {
    const { user, subscriptionId } = await startedSubscription();
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    const event = invoiceEvent('invoice.paid', subscriptionId);

    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ statusCode: 400, code: 'INVALID_SIGNATURE' });
    const tampered = await deliver(event, {
      body: JSON.stringify({ ...event, type: 'customer.subscription.updated' }),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: event });
    expect(unsigned.statusCode).toBe(400);

    expect(await subscription(user)).toMatchObject({ tier: 'free' });
    expect((await app.pool.query('select 1 from billing.stripe_events where id = $1', [event.id])).rowCount).toBe(0);
  });

  it('applies a duplicate delivery once', async () => {
    const { user, subscriptionId } = await startedSubscription();
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    const event = invoiceEvent('invoice.paid', subscriptionId);
    expect((await deliver(event)).statusCode).toBe(200);
    const reads = stripe.requests.length;
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(stripe.requests.length).toBe(reads); // a duplicate is acknowledged without even reading Stripe
    expect(await transitions(user.userId)).toHaveLength(1);
    expect(
      (await app.pool.query('select count(*)::int as n from billing.stripe_events where id = $1', [event.id])).rows[0]
        .n,
    ).toBe(1);
  });

  it("reaches Stripe's final state whatever the order of the events", async () => {
    const { user, subscriptionId } = await startedSubscription('premium');
    const created = subscriptionEvent('customer.subscription.created', subscriptionId); // incomplete, as created
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    const paid = invoiceEvent('invoice.paid', subscriptionId);
    stripe.update(subscriptionId, { cancel_at_period_end: true });
    const canceled = subscriptionEvent('customer.subscription.updated', subscriptionId);

    for (const event of [canceled, paid, created]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({
      tier: 'premium',
      status: 'active',
      premiumUntil: PERIOD_END,
      cancelAtPeriodEnd: true,
    });
    expect((await transitions(user.userId)).map((t) => t.event)).toEqual(['period_paid', 'cancel_scheduled']);

    // Stripe ends it at the period's end.
    stripe.update(subscriptionId, { status: 'canceled' });
    expect((await deliver(subscriptionEvent('customer.subscription.deleted', subscriptionId))).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({
      tier: 'free',
      status: 'active',
      premiumUntil: null,
      cancelAtPeriodEnd: false,
    });
  });

  it("follows Stripe's statuses through a failed renewal and its recovery", async () => {
    const { user, subscriptionId } = await startedSubscription('premium');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    await deliver(invoiceEvent('invoice.paid', subscriptionId));

    stripe.update(subscriptionId, { status: 'past_due', periodEnd: periodEnd + 31 * 86400 });
    await deliver(invoiceEvent('invoice.payment_failed', subscriptionId));
    expect(await subscription(user)).toMatchObject({ tier: 'premium', status: 'past_due' });

    stripe.update(subscriptionId, { status: 'unpaid' });
    await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId));
    expect(await subscription(user)).toMatchObject({ tier: 'free', status: 'unpaid', dailyLikeLimit: 10 });

    stripe.update(subscriptionId, { status: 'active' });
    await deliver(invoiceEvent('invoice.paid', subscriptionId));
    expect(await subscription(user)).toMatchObject({
      tier: 'premium',
      status: 'active',
      premiumUntil: '2027-01-22T09:30:00.000Z',
    });
  });

  it('answers 503 when Stripe cannot be read, so that Stripe delivers the event again', async () => {
    const { user, subscriptionId } = await startedSubscription();
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    const event = invoiceEvent('invoice.paid', subscriptionId);
    stripe.failWith = 500;
    const res = await deliver(event);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'STRIPE_UNREADABLE' });
    stripe.failWith = null;
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ tier: 'gold' });
  });

  it("takes an event larger than the services' usual 64 KiB body limit", async () => {
    const { user, subscriptionId } = await startedSubscription('premium');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    const lines = Array.from({ length: 400 }, (_, i) => ({
      id: `il_${i}`,
      object: 'line_item',
      description: 'x'.repeat(300),
    }));
    const event = stripeEvent('invoice.paid', {
      id: 'in_large',
      object: 'invoice',
      lines: { object: 'list', data: lines },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect(JSON.stringify(event).length).toBeGreaterThan(100_000);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ tier: 'premium' });
  });

  it('acknowledges events it has no use for', async () => {
    for (const event of [
      stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }),
      invoiceEvent('invoice.paid', 'sub_not_ours'),
    ]) {
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
  });

  it('ignores a subscription the user has since replaced', async () => {
    const { user, subscriptionId: abandoned } = await startedSubscription('premium');
    await createSubscription(user, 'gold'); // the user chose again; the first one stays incomplete and expires
    stripe.update(abandoned, { status: 'incomplete_expired' });
    expect((await deliver(subscriptionEvent('customer.subscription.updated', abandoned))).statusCode).toBe(200);
    expect(await transitions(user.userId)).toEqual([]);
  });
});

describe('POST /api/cancel-subscription', () => {
  it("cancels at Stripe at the period's end; the user stays paid until then, then is free", async () => {
    const { user, subscriptionId } = await startedSubscription('gold');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    await deliver(invoiceEvent('invoice.paid', subscriptionId));

    const res = await app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'gold', premiumUntil: PERIOD_END, cancelAtPeriodEnd: true });
    const call = stripe.requests.findLast(
      (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST',
    );
    expect(call?.form.get('cancel_at_period_end')).toBe('true');
    expect((await transitions(user.userId)).at(-1)).toMatchObject({
      event: 'cancel_scheduled',
      cause: 'cancel_request',
    });

    clock.set('2026-12-22T09:30:00.000Z');
    expect(await subscription(user)).toMatchObject({ tier: 'free', cancelAtPeriodEnd: false });
  });

  it('resumes at Stripe before the period ends: cancel_at_period_end is false again and the plan renews', async () => {
    const { user, subscriptionId } = await startedSubscription('gold');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    await deliver(invoiceEvent('invoice.paid', subscriptionId));
    await app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie: user.cookie } });

    const res = await app.inject({ method: 'POST', url: '/api/resume-subscription', headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'gold', premiumUntil: PERIOD_END, cancelAtPeriodEnd: false });
    const call = stripe.requests.findLast(
      (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST',
    );
    expect(call?.form.get('cancel_at_period_end')).toBe('false');
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect((await transitions(user.userId)).at(-1)).toMatchObject({
      event: 'cancel_withdrawn',
      cause: 'resume_request',
    });
    // Stripe's own event about it finds nothing left to do.
    await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId));
    expect((await transitions(user.userId)).at(-1)).toMatchObject({ event: 'cancel_withdrawn' });
  });

  it('resuming answers 502 when Stripe fails, and the cancel stays', async () => {
    const { user, subscriptionId } = await startedSubscription('premium');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    await deliver(invoiceEvent('invoice.paid', subscriptionId));
    await app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie: user.cookie } });
    stripe.failWith = 500;
    const res = await app.inject({ method: 'POST', url: '/api/resume-subscription', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(502);
    expect(await subscription(user)).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
  });

  it('resuming an uncanceled subscription is 409 NOT_CANCELED, and Stripe is not asked', async () => {
    const { user, subscriptionId } = await startedSubscription('premium');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    await deliver(invoiceEvent('invoice.paid', subscriptionId));
    const before = stripe.requests.length;
    const res = await app.inject({ method: 'POST', url: '/api/resume-subscription', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_CANCELED' });
    expect(stripe.requests.length).toBe(before);
  });

  it('answers 502 when Stripe fails, and the subscription stays as it was', async () => {
    const { user, subscriptionId } = await startedSubscription('premium');
    stripe.update(subscriptionId, { status: 'active', periodEnd });
    await deliver(invoiceEvent('invoice.paid', subscriptionId));
    stripe.failWith = 500;
    const res = await app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(502);
    expect(await subscription(user)).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: false });
  });
});

describe('POST /api/change-subscription', () => {
  async function paidSubscription(tier: 'premium' | 'gold') {
    const started = await startedSubscription(tier);
    stripe.update(started.subscriptionId, { status: 'active', periodEnd });
    await deliver(invoiceEvent('invoice.paid', started.subscriptionId));
    return started;
  }
  const change = (user: User, tier: 'premium' | 'gold') =>
    app.inject({
      method: 'POST',
      url: '/api/change-subscription',
      headers: { cookie: user.cookie },
      payload: { tier },
    });
  const lastUpdate = (subscriptionId: string) =>
    Object.fromEntries(
      stripe.requests.findLast((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST')?.form ??
        [],
    );

  it('moves the same Stripe subscription up to Gold at once, invoicing the prorated difference', async () => {
    const { user, subscriptionId } = await paidSubscription('premium');
    clock.set('2026-12-07T09:30:00.000Z');
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/change-subscription?tier=gold', headers: { cookie: user.cookie } })
      ).json(),
    ).toMatchObject({
      when: 'now',
      amountDue: 5,
    });
    const creations = () => stripe.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST').length;
    const createdBefore = creations();
    const res = await change(user, 'gold');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'gold', premiumUntil: PERIOD_END, dailyLikeLimit: null });
    expect(creations()).toBe(createdBefore); // the same subscription, no second one
    expect(lastUpdate(subscriptionId)).toMatchObject({
      'items[0][price]': 'price_gold_monthly',
      'items[0][id]': expect.stringMatching(/^si_/),
      proration_behavior: 'always_invoice',
      proration_date: String(Date.parse('2026-12-07T09:30:00.000Z') / 1000),
      payment_behavior: 'error_if_incomplete',
    });
    // Stripe's webhook about the same change finds nothing left to do.
    await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId));
    expect((await transitions(user.userId)).at(-1)).toMatchObject({
      event: 'upgraded',
      to_tier: 'gold',
      cause: 'change_request',
    });
  });

  it('a declined card answers 402 with the decline and keeps Premium', async () => {
    const { user } = await paidSubscription('premium');
    stripe.declineCharges = true;
    const res = await change(user, 'gold');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(await subscription(user)).toMatchObject({ tier: 'premium' });
  });

  it('moves down to Premium at renewal: Stripe bills the new price from the next period, Gold stays until then', async () => {
    const { user, subscriptionId } = await paidSubscription('gold');
    const res = await change(user, 'premium');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'gold', scheduledTier: 'premium', premiumUntil: PERIOD_END });
    expect(lastUpdate(subscriptionId)).toMatchObject({
      'items[0][price]': 'price_premium_monthly',
      proration_behavior: 'none',
    });

    // Stripe's event about the price change leaves Gold in place; the renewal brings Premium.
    await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId));
    expect(await subscription(user)).toMatchObject({ tier: 'gold', scheduledTier: 'premium' });
    const nextEnd = Date.parse('2027-01-22T09:30:00.000Z') / 1000;
    stripe.update(subscriptionId, { periodEnd: nextEnd });
    clock.set('2026-12-22T09:31:00.000Z');
    await deliver(invoiceEvent('invoice.paid', subscriptionId));
    const renewed = await subscription(user);
    expect(renewed).toMatchObject({ tier: 'premium', premiumUntil: '2027-01-22T09:30:00.000Z' });
    expect(renewed.scheduledTier).toBeUndefined();
  });

  it("withdraws a downgrade at Stripe: Gold's price again, nothing charged, and Gold renews", async () => {
    const { user, subscriptionId } = await paidSubscription('gold');
    await change(user, 'premium');
    const kept = await change(user, 'gold');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ tier: 'gold', premiumUntil: PERIOD_END });
    expect(kept.json().scheduledTier).toBeUndefined();
    expect(lastUpdate(subscriptionId)).toMatchObject({
      'items[0][price]': 'price_gold_monthly',
      proration_behavior: 'none',
    });
    await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId));
    const nextEnd = Date.parse('2027-01-22T09:30:00.000Z') / 1000;
    stripe.update(subscriptionId, { periodEnd: nextEnd });
    clock.set('2026-12-22T09:31:00.000Z');
    await deliver(invoiceEvent('invoice.paid', subscriptionId));
    expect(await subscription(user)).toMatchObject({ tier: 'gold', premiumUntil: '2027-01-22T09:30:00.000Z' });
  });

  it('answers 502 when Stripe fails, changing nothing', async () => {
    const { user } = await paidSubscription('premium');
    stripe.failWith = 500;
    expect((await change(user, 'gold')).statusCode).toBe(502);
    expect(await subscription(user)).toMatchObject({ tier: 'premium' });
  });
});
