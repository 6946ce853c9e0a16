import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { billingForFile, buildTestBilling } from './support.ts';

const { app } = await billingForFile();

describe('GET /api/subscription-plans', () => {
  it('lists free, premium and gold with prices and features, cheapest first, to guests', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscription-plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 'free',
        name: 'Free',
        price: 0,
        features: ['10 likes per day', 'Basic profile viewing', 'Age and distance filters', 'Limited messaging'],
        limits: { likesPerDay: 10, messagesPerDay: 20, superLikesPerDay: 0, boostsPerMonth: 0 },
        flags: {
          seeWhoLikesYou: false,
          advancedFilters: false,
          readReceipts: false,
          priorityMatching: false,
          incognito: false,
        },
      },
      {
        id: 'premium',
        name: 'Premium',
        price: 9.99,
        features: [
          '100 likes per day',
          'See who likes you',
          'Unlimited messaging',
          'Profile boost (1 per month)',
          'Advanced filters (interests in common)',
        ],
        limits: { likesPerDay: 100, messagesPerDay: null, superLikesPerDay: 0, boostsPerMonth: 1 },
        flags: {
          seeWhoLikesYou: true,
          advancedFilters: true,
          readReceipts: false,
          priorityMatching: false,
          incognito: false,
        },
      },
      {
        id: 'gold',
        name: 'Gold',
        price: 19.99,
        features: [
          'Unlimited likes',
          'Super likes (5 per day)',
          'Profile boost (5 per month)',
          'Read receipts',
          'Priority matching',
          'Incognito mode',
        ],
        // Gold includes everything premium has.
        limits: { likesPerDay: null, messagesPerDay: null, superLikesPerDay: 5, boostsPerMonth: 5 },
        flags: {
          seeWhoLikesYou: true,
          advancedFilters: true,
          readReceipts: true,
          priorityMatching: true,
          incognito: true,
        },
      },
    ]);
  });

  it("reads the plans from billing's own schema", async () => {
    await app.pool.query(`update billing.plans set price_cents = 1099 where id = 'premium'`);
    const res = await app.inject({ method: 'GET', url: '/api/subscription-plans' });
    expect(res.json()[1]).toMatchObject({ id: 'premium', price: 10.99 });
    await app.pool.query(`update billing.plans set price_cents = 999 where id = 'premium'`);
  });

  it("writes each card's lines from the plan's limits and flags", async () => {
    await app.pool.query(
      `update billing.plans set boosts_per_month = 2, see_who_likes_you = false where id = 'premium'`,
    );
    try {
      const [, premium, gold] = (await app.inject({ method: 'GET', url: '/api/subscription-plans' })).json();
      expect(premium.features).toEqual([
        '100 likes per day',
        'Unlimited messaging',
        'Profile boost (2 per month)',
        'Advanced filters (interests in common)',
      ]);
      expect(premium.limits.boostsPerMonth).toBe(2);
      expect(premium.flags.seeWhoLikesYou).toBe(false);
      expect(gold.features).toContain('See who likes you');
    } finally {
      await app.pool.query(
        `update billing.plans set boosts_per_month = 1, see_who_likes_you = true where id = 'premium'`,
      );
    }
  });
});

describe('GET /api/subscription-plans with a replica', () => {
  it('answers from the primary while the replica cannot be reached', async () => {
    const closed = new URL(inject('replicaAdminUrl'));
    closed.port = String(await freePort());
    const { app: withReplicaDown } = await buildTestBilling({ DATABASE_REPLICA_URL: closed.toString() });
    try {
      const res = await withReplicaDown.inject({ method: 'GET', url: '/api/subscription-plans' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((plan: { id: string }) => plan.id)).toEqual(['free', 'premium', 'gold']);
    } finally {
      await withReplicaDown.close();
    }
  });
});
