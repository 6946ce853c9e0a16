import { buildMatchingApp, matchingConfig, matchingService } from '@wishlist/matching';
import { buildServiceApp, forgetUserQuotas, loadConfig, type RateLimits } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Matching's operations with limits of the test's own: a guest's request is counted before the guard refuses it.
const limits: RateLimits = {
  checkLikeLimit: [{ name: 'check-by-ip', max: 2, timeWindow: '1 minute', per: 'ip' }],
  addToWishlist: [{ name: 'add-by-profile', max: 1, timeWindow: '10 minutes', per: { bodyField: 'profileId' } }],
  // A quota per person, one counter for two operations.
  unblockProfile: [{ name: 'removals-by-user', max: 2, timeWindow: '1 hour', per: 'user' }],
  removeFromWishlist: [{ name: 'removals-by-user', max: 2, timeWindow: '1 hour', per: 'user' }],
  // Two quotas on one operation, counted together: a burst per minute and a budget per hour.
  unmatch: [
    { name: 'unmatches-per-minute', max: 3, timeWindow: '1 minute', per: 'user' },
    { name: 'unmatches-per-hour', max: 2, timeWindow: '1 hour', per: 'user' },
  ],
};
let replicaA: FastifyInstance;
let replicaB: FastifyInstance;
let plain: FastifyInstance;
beforeAll(async () => {
  const config = loadConfig(matchingConfig, testEnv(await createTestDatabase()));
  replicaA = await buildServiceApp({ ...matchingService, rateLimits: limits }, config);
  replicaB = await buildServiceApp({ ...matchingService, rateLimits: limits }, config);
  plain = await buildMatchingApp(config);
});
afterAll(async () => {
  await replicaA?.close();
  await replicaB?.close();
  await plain?.close();
});

let clients = 0;
const nextIp = () => `198.51.100.${++clients}`;
const check = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: `/api/check-like-limit/${crypto.randomUUID()}`, remoteAddress: ip });
const add = (app: FastifyInstance, profileId: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/wishlist',
    remoteAddress: nextIp(),
    payload: { userId: crypto.randomUUID(), profileId },
  });

describe('a rate limit', () => {
  it('answers 429 in the Error shape with Retry-After once the limit is passed', async () => {
    const ip = nextIp();
    expect((await check(replicaA, ip)).statusCode).toBe(401);
    expect((await check(replicaA, ip)).statusCode).toBe(401);
    const res = await check(replicaA, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please try again in 1 minute.',
      code: 'RATE_LIMITED',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await check(replicaA, nextIp())).statusCode).toBe(401); // another address has its own count
  });

  it('is shared by the replicas of a service (the counters are in PostgreSQL)', async () => {
    const ip = nextIp();
    expect((await check(replicaA, ip)).statusCode).toBe(401);
    expect((await check(replicaB, ip)).statusCode).toBe(401);
    expect((await check(replicaA, ip)).statusCode).toBe(429);
    expect((await check(replicaB, ip)).statusCode).toBe(429);
  });

  it('starts counting again when its window is over', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await check(replicaA, ip);
    expect((await check(replicaA, ip)).statusCode).toBe(429);
    await replicaA.pool.query(`update rate_limit.counters set resets_at = now() - interval '1 second' where key = $1`, [
      `check-by-ip:${ip}`,
    ]);
    expect((await check(replicaA, ip)).statusCode).toBe(401);
  });

  it('counts a body field regardless of case, and skips a request without it', async () => {
    const profileId = crypto.randomUUID();
    expect((await add(replicaA, profileId)).statusCode).toBe(401);
    expect((await add(replicaA, profileId.toUpperCase())).statusCode).toBe(429);
    expect((await add(replicaA, crypto.randomUUID())).statusCode).toBe(401);
    expect((await add(replicaA, undefined)).statusCode).toBe(400);
    expect((await add(replicaA, undefined)).statusCode).toBe(400);
  });

  it('per user counts the signed-in person across the operations that share it, after the guard; others are unaffected', async () => {
    const [ana, ben] = [await signIn(replicaA), await signIn(replicaA)];
    // Both answer 404 (nothing to remove), and both count.
    const unblock = (user: { cookie: string } | null) =>
      replicaA.inject({
        method: 'DELETE',
        url: `/api/blocks/${crypto.randomUUID()}`,
        headers: user ? { cookie: user.cookie } : {},
        remoteAddress: nextIp(),
      });
    const unlike = (user: { userId: string; cookie: string }) =>
      replicaA.inject({
        method: 'DELETE',
        url: `/api/wishlist/${user.userId}/${crypto.randomUUID()}`,
        headers: { cookie: user.cookie },
        remoteAddress: nextIp(),
      });
    // A guest is refused by the guard and counts against nobody.
    for (let i = 0; i < 3; i++) expect((await unblock(null)).statusCode).toBe(401);
    expect((await unblock(ana)).statusCode).toBe(404);
    expect((await unlike(ana)).statusCode).toBe(404);
    const refused = await unblock(ana);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please try again in 60 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await unlike(ana)).statusCode).toBe(429);
    expect((await unblock(ben)).statusCode).toBe(404);
    // An account's deletion forgets its counters.
    await forgetUserQuotas(replicaA.pool, limits, ana.userId);
    expect((await unblock(ana)).statusCode).toBe(404);
  });

  it('per user counts every quota of the operation at once: the hourly one refuses inside the minute one', async () => {
    const ana = await signIn(replicaA);
    const unmatch = () =>
      replicaA.inject({
        method: 'DELETE',
        url: `/api/matches/${ana.userId}/${crypto.randomUUID()}`,
        headers: { cookie: ana.cookie },
        remoteAddress: nextIp(),
      });
    expect((await unmatch()).statusCode).toBe(404);
    expect((await unmatch()).statusCode).toBe(404);
    const refused = await unmatch();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const counters = await replicaA.pool.query(
      'select key, hits from rate_limit.counters where key like $1 order by key',
      [`unmatches-%:${ana.userId}`],
    );
    expect(counters.rows).toEqual([
      { key: `unmatches-per-hour:${ana.userId}`, hits: 3 },
      { key: `unmatches-per-minute:${ana.userId}`, hits: 3 },
    ]);
  });

  it('applies only to the operations it names', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) expect((await check(plain, ip)).statusCode).toBe(401);
  });
});
