import { createTestDatabase, testEnv } from '@wishlist/service-kit/testing';
import { loadConfig } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingConfig, buildBillingApp } from '../src/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildBillingApp(loadConfig(billingConfig, testEnv(await createTestDatabase())));
});
afterAll(() => app.close());

describe('GET /api/subscription-plans', () => {
  it('lists free, premium and gold with prices and features, cheapest first, to guests', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscription-plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'free', name: 'Free', price: 0, features: ['10 likes per day', 'Basic profile viewing', 'Limited messaging'] },
      {
        id: 'premium',
        name: 'Premium',
        price: 9.99,
        features: ['100 likes per day', 'See who likes you', 'Unlimited messaging', 'Profile boost (1 per month)', 'Advanced filters'],
      },
      {
        id: 'gold',
        name: 'Gold',
        price: 19.99,
        features: ['Unlimited likes', 'Super likes (5 per day)', 'Profile boost (5 per month)', 'Read receipts', 'Priority matching', 'Incognito mode'],
      },
    ]);
  });

  it('reads the plans from billing\'s own schema', async () => {
    await app.pool.query(`update billing.plans set price_cents = 1099 where id = 'premium'`);
    const res = await app.inject({ method: 'GET', url: '/api/subscription-plans' });
    expect(res.json()[1]).toMatchObject({ id: 'premium', price: 10.99 });
    await app.pool.query(`update billing.plans set price_cents = 999 where id = 'premium'`);
  });
});
