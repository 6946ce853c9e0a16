import { operations } from '@wishlist/contract';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { BODY_LIMIT_BYTES, loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';
import { proxyRoutes } from '../src/proxy/routes.ts';

describe('the route table', () => {
  it('routes every public operation of the contract to the service its tag names', () => {
    const publicOps = operations.filter((op) => !op.tags.includes('internal'));
    expect(proxyRoutes).toHaveLength(publicOps.length);
    expect(proxyRoutes).toContainEqual({
      method: 'GET',
      url: '/api/subscription-plans',
      service: 'billing',
      bodyLimit: BODY_LIMIT_BYTES,
    });
    expect(proxyRoutes).toContainEqual({
      method: 'POST',
      url: '/api/contact',
      service: 'identity',
      bodyLimit: BODY_LIMIT_BYTES,
    });
    expect(proxyRoutes).toContainEqual({
      method: 'DELETE',
      url: '/api/wishlist/:userId/:profileId',
      service: 'matching',
      bodyLimit: BODY_LIMIT_BYTES,
    });
    // Issue 44: the edge refused Stripe events over 64 KiB that billing takes up to 1 MiB. One figure now.
    expect(proxyRoutes).toContainEqual({
      method: 'POST',
      url: '/api/stripe/webhook',
      service: 'billing',
      bodyLimit: 1024 * 1024,
    });
  });

  it('never routes an internal operation', () => {
    expect(proxyRoutes.some((route) => route.url.startsWith('/internal'))).toBe(false);
  });
});

describe('the edge in front of a service', () => {
  let billing: FastifyInstance;
  let edge: FastifyInstance;
  beforeAll(async () => {
    billing = await buildBillingApp(loadConfig(billingConfig, testEnv(await createTestDatabase())));
    const billingUrl = await billing.listen({ host: '127.0.0.1', port: 0 });
    edge = await buildEdgeApp(loadConfig(edgeConfig, { BILLING_URL: billingUrl, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await edge?.close();
    await billing?.close();
  });

  it('proxies an operation to its owner', async () => {
    const res = await edge.inject({ method: 'GET', url: '/api/subscription-plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((plan: { id: string }) => plan.id)).toEqual(['free', 'premium', 'gold']);
  });

  it("passes the owner's refusals through unchanged", async () => {
    const res = await edge.inject({ method: 'GET', url: '/api/user/not-a-uuid/subscription' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('answers an unknown /api path and an internal path with 404 in the error shape', async () => {
    for (const url of ['/api/nothing/here', '/internal/entitlements/changes']) {
      const res = await edge.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
    }
  });
});
