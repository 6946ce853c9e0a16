import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { signIn, TEST_SECRETS, closedAfterFile } from '@wishlist/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn } from './stripe-stand-in.ts';
import { matchingStandIn, billingForFile } from './support.ts';
import { startTestStore } from './stored-photos.ts';

// Billing's part of deleting an account and of the data download, in Stripe mode (the stand-in) with the embedded store.
const BUCKET = 'wishlist-media';
const stripe = closedAfterFile(await startStripeStandIn());
const matching = closedAfterFile(await matchingStandIn(0));
const testStore = closedAfterFile(await startTestStore());
const { s3 } = testStore;
const { app } = await billingForFile({
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin_secret',
  STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
  STRIPE_PRICE_GOLD: 'price_gold_monthly',
  STRIPE_API_URL: stripe.url,
  MATCHING_URL: matching.url,
  ...testStore.env,
});
beforeEach(() => {
  stripe.failWith = null;
});

const internal = (method: 'GET' | 'DELETE', url: string, token = TEST_SECRETS.SERVICE_TOKEN) =>
  app.inject({ method, url, headers: { 'x-service-token': token } });
const rowsOf = async (userId: string) =>
  Number(
    (
      await app.pool.query(
        `select (select count(*) from billing.subscriptions where user_id = $1) + (select count(*) from billing.subscription_transitions where user_id = $1)
       + (select count(*) from billing.uploads where user_id = $1) + (select count(*) from billing.entitlement_changes where user_id = $1) as n`,
        [userId],
      )
    ).rows[0].n,
  );
const objectsOf = async (userId: string) =>
  (await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `users/${userId}/` }))).KeyCount ?? 0;

/** A user with a paid Gold subscription at Stripe and two uploaded objects. */
async function paidUserWithUploads() {
  const user = await signIn(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie: user.cookie },
    payload: { userId: user.userId, priceId: 'gold' },
  });
  expect(created.statusCode).toBe(200);
  const subscription = [...stripe.subscriptions.values()].findLast((s) => s.metadata.userId === user.userId);
  if (!subscription) throw new Error('the stand-in got no subscription');
  stripe.update(subscription.id, { status: 'active', periodEnd: Math.floor(Date.now() / 1000) + 30 * 86400 });
  // Paid, as invoice.paid's webhook leaves the row (that path has tests of its own in stripe.test.ts).
  await app.pool.query(
    `update billing.subscriptions set tier = 'gold', status = 'active', premium_until = now() + interval '30 days' where user_id = $1`,
    [user.userId],
  );
  for (const name of ['a.jpg', 'b.mp4']) {
    const upload = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: user.cookie },
      payload: { kind: 'photo', contentType: 'image/jpeg', size: 10 },
    });
    expect(upload.json()).toMatchObject({ method: 'PUT' });
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: `users/${user.userId}/${name}`, Body: 'x' }));
  }
  return { user, subscriptionId: subscription.id };
}

describe('DELETE /internal/billing/users/{userId}', () => {
  it('cancels the paid subscription at Stripe first, deletes the Stripe Customer, then the objects and every row', async () => {
    const { user, subscriptionId } = await paidUserWithUploads();
    const customerId = stripe.subscriptions.get(subscriptionId)?.customer as string;
    expect(stripe.customers.get(customerId)).toEqual({ deleted: false });
    expect(await rowsOf(user.userId)).toBeGreaterThan(0);
    expect(await objectsOf(user.userId)).toBe(2);

    const res = await internal('DELETE', `/internal/billing/users/${user.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: expect.any(Number), objects: 2 });
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(
      true,
    );
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    // Issue 44, item 6: deletion left the Customer (name, cards, addresses) at Stripe. The SDK's delete now goes.
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`)).toBe(true);
    expect(stripe.customers.get(customerId)).toEqual({ deleted: true });
    expect(await rowsOf(user.userId)).toBe(0);
    expect(await objectsOf(user.userId)).toBe(0);

    // Again (a retry): nothing left, Stripe is not asked to cancel twice.
    const cancels = stripe.requests.filter((r) => r.method === 'DELETE').length;
    expect((await internal('DELETE', `/internal/billing/users/${user.userId}`)).json()).toEqual({
      rows: 0,
      objects: 0,
    });
    expect(stripe.requests.filter((r) => r.method === 'DELETE').length).toBe(cancels);
  });

  it('keeps everything when Stripe cannot be reached (502), so the retry can finish it', async () => {
    const { user, subscriptionId } = await paidUserWithUploads();
    const customerId = stripe.subscriptions.get(subscriptionId)?.customer as string;
    stripe.failWith = 500;
    const res = await internal('DELETE', `/internal/billing/users/${user.userId}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await objectsOf(user.userId)).toBe(2);
    stripe.failWith = null;
    expect((await internal('DELETE', `/internal/billing/users/${user.userId}`)).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(stripe.customers.get(customerId)).toEqual({ deleted: true });
    expect(await rowsOf(user.userId)).toBe(0);
  });

  it('refuses a call without the service token (401) and a malformed id (400)', async () => {
    const user = await signIn(app);
    expect((await internal('DELETE', `/internal/billing/users/${user.userId}`, 'wrong')).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/internal/billing/users/${user.userId}`,
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(401);
    expect((await internal('DELETE', '/internal/billing/users/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /internal/billing/users/{userId}/export', () => {
  it('answers the subscription, its history, payments and uploads in plain names, never an id or a client secret', async () => {
    const { user } = await paidUserWithUploads();
    const res = await internal('GET', `/internal/billing/users/${user.userId}/export`);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(Object.keys(data)).toEqual(['subscription', 'subscriptionHistory', 'payments', 'uploads']);
    expect(data.subscription).toMatchObject({ plan: 'gold', status: 'active', cancelsAtPeriodEnd: false });
    expect(data.uploads).toHaveLength(2);
    expect(data.uploads[0]).toEqual({
      kind: expect.stringMatching(/^(photo|video)$/),
      status: expect.stringMatching(/^(waiting|kept|refused)$/),
      size: expect.any(Number),
      uploadedAt: expect.any(String),
      refusedBecause: null,
      removedAt: null,
    });
    expect(res.body).not.toContain(user.userId);
    expect(res.body).not.toMatch(/_id|stripe|etag|"key"|nsfw|score|seq/i);
    expect(res.body).not.toContain('secret');
    expect((await internal('GET', `/internal/billing/users/${user.userId}/export`, 'wrong')).statusCode).toBe(401);
  });
});
