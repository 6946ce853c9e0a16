import { contract, isInternal, isOpenToGuests, operations, ownerOf } from '@wishlist/contract';
import { signIn, closedAfterFile } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { billingQuotas } from '../src/quotas.ts';
import { matchingStandIn, billingForFile } from './support.ts';

// Quotas per person on billing's writes: the (N+1)th in the window answers 429 with Retry-After, stores nothing,
// and leaves everyone else alone.
const matching = closedAfterFile(await matchingStandIn(0));
const { app } = await billingForFile({ MATCHING_URL: matching.url });

type User = Awaited<ReturnType<typeof signIn>>;
const post = (user: User, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, ...(payload && { payload }) });
const start = (user: User) => post(user, '/api/create-subscription', { userId: user.userId, priceId: 'premium' });

describe('the quotas of billing', () => {
  it('cover every write a signed-in person can make, each answering 429 in the contract', () => {
    const writes = operations.filter(
      (op) => ownerOf(op) === 'billing' && op.method !== 'GET' && !isInternal(op) && !isOpenToGuests(op),
    );
    expect(writes.map((op) => op.operationId).sort()).toEqual(Object.keys(billingQuotas).sort());
    for (const op of writes) {
      expect(
        billingQuotas[op.operationId as keyof typeof billingQuotas]?.every((rule) => rule.per === 'user'),
        op.operationId,
      ).toBe(true);
      const responses = (contract.paths[op.path]?.[op.method.toLowerCase()] as { responses: Record<string, unknown> })
        .responses;
      expect(responses['429'], op.operationId).toBeDefined();
    }
  });

  it('allow 30 subscription changes an hour, all kinds together: then 429 with Retry-After, nothing stored; others go on', async () => {
    const [user, other] = [await signIn(app), await signIn(app)];
    for (let i = 0; i < 30; i++) expect((await post(user, '/api/cancel-subscription')).statusCode).not.toBe(429);
    const refused = await start(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const stored = await app.pool.query(
      'select 1 from billing.test_payments where user_id = $1 union all select 1 from billing.subscriptions where user_id = $1',
      [user.userId],
    );
    expect(stored.rows).toEqual([]);
    expect((await start(other)).statusCode).toBe(200);
  });
});
