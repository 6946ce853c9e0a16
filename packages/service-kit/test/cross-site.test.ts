import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

const refusal = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'This request came from another site and was refused.',
  code: 'CROSS_SITE_REQUEST',
};

describe('a state-changing request from another site', () => {
  it('is refused by matching even with a valid session', async () => {
    const { cookie, userId } = await signIn(matching);
    const res = await matching.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: { userId, profileId: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal);
  });

  it('is refused by billing when only an Origin of another host says where it came from', async () => {
    const { cookie, userId } = await signIn(billing);
    const res = await billing.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: { cookie, origin: 'https://evil.example', host: 'wishlist.example' },
      payload: { userId, priceId: 'gold' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal);
  });

  it('behind the edge, compares the Origin with the host the edge was asked for', async () => {
    const { cookie, userId } = await signIn(billing);
    const viaEdge = (origin: string) =>
      billing.inject({
        method: 'POST',
        url: '/api/create-subscription',
        remoteAddress: '127.0.0.1',
        headers: {
          cookie,
          origin,
          host: '127.0.0.1:3003',
          'x-forwarded-host': 'wishlist.example',
          'x-forwarded-proto': 'https',
        },
        payload: { userId, priceId: 'gold' },
      });
    expect((await viaEdge('https://evil.example')).statusCode).toBe(403);
    expect((await viaEdge('https://wishlist.example')).json().code).not.toBe('CROSS_SITE_REQUEST');
  });
});

describe('requests that pass', () => {
  it('a request without Origin or Sec-Fetch-Site (a server, such as Stripe delivering a webhook)', async () => {
    const res = await billing.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=00' },
      payload: { id: 'evt_1', type: 'invoice.paid' },
    });
    expect(res.json().code).not.toBe('CROSS_SITE_REQUEST');
  });

  it('a same-origin request', async () => {
    const { cookie } = await signIn(matching);
    // A block, which someone without a complete profile may make too (a like would answer 403 for that).
    const res = await matching.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload: { profileId: crypto.randomUUID() },
    });
    expect(res.statusCode).not.toBe(403);
  });

  it('a read from another site (reads change nothing; the browser keeps the answer from the other site)', async () => {
    const res = await billing.inject({
      method: 'GET',
      url: '/api/subscription-plans',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
