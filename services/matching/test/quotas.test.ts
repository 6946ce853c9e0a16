import { isInternal, isOpenToGuests, operations, ownerOf, contract } from '@wishlist/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { matchingQuotas } from '../src/core/quotas.ts';
import { at, insertPeople, like, newMember, type Member, matchingForFile } from './support.ts';

// Quotas per person on matching's writes: the (N+1)th in the window answers 429 with Retry-After, stores nothing,
// and leaves everyone else alone.
const { app, billing } = await matchingForFile();

const send = (member: Member, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const count = async (sql: string, params: unknown[]) =>
  (await app.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]?.n;

/** A 429 of a quota: the Error shape, and a Retry-After within the window. */
function expectQuota(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/),
    code: 'RATE_LIMITED',
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('the quotas of matching', () => {
  it('cover every write a signed-in person can make, each answering 429 in the contract', () => {
    const writes = operations.filter(
      (op) => ownerOf(op) === 'matching' && op.method !== 'GET' && !isInternal(op) && !isOpenToGuests(op),
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const op of writes) {
      expect(
        matchingQuotas[op.operationId as keyof typeof matchingQuotas]?.some((rule) => rule.per === 'user'),
        op.operationId,
      ).toBe(true);
      const responses = (contract.paths[op.path]?.[op.method.toLowerCase()] as { responses: Record<string, unknown> })
        .responses;
      expect(responses['429'], op.operationId).toBeDefined();
    }
  });

  it('allow 10 reports a day: the 11th answers 429, stores no report and no block; others still report', async () => {
    const [reporter, bystander] = [await newMember(app), await newMember(app)];
    const people = await insertPeople(app, 11);
    for (const id of people.slice(0, 10))
      expect((await send(reporter, 'POST', '/api/reports', { profileId: id, reason: 'spam' })).statusCode).toBe(201);
    const last = at(people, 10);
    expectQuota(await send(reporter, 'POST', '/api/reports', { profileId: last, reason: 'spam' }), 24 * 3600);
    expect(await count('matching.reports where reporter_id = $1', [reporter.userId])).toBe(10);
    expect(await count('matching.blocks where user_id = $1 and profile_id = $2', [reporter.userId, last])).toBe(0);
    expect((await send(bystander, 'POST', '/api/reports', { profileId: last, reason: 'spam' })).statusCode).toBe(201);
  });

  it('allow 30 messages a minute: the 31st answers 429 and is not stored; the other person still writes', async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    for (const member of [ana, ben]) await billing.setTier(app, member.userId, 'gold');
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    const write = (from: Member, to: Member) =>
      send(from, 'POST', `/api/conversations/${to.userId}/messages`, { text: 'Hi', clientId: crypto.randomUUID() });
    for (let i = 0; i < 30; i++) expect((await write(ana, ben)).statusCode).toBe(201);
    expectQuota(await write(ana, ben), 60);
    expect(await count('matching.messages where sender_id = $1', [ana.userId])).toBe(30);
    expect((await write(ben, ana)).statusCode).toBe(201);
  });

  it("count a like's comment against the messages' budget too: after 30 messages a minute it answers 429, a bare like does not", async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    for (const member of [ana, ben]) await billing.setTier(app, member.userId, 'gold');
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    for (let i = 0; i < 30; i++) {
      const sent = await send(ana, 'POST', `/api/conversations/${ben.userId}/messages`, {
        text: 'Hi',
        clientId: crypto.randomUUID(),
      });
      expect(sent.statusCode).toBe(201);
    }
    const [commented, bare] = [
      await newMember(app, { prompts: [{ promptId: 'perfect_sunday', answer: 'Brunch.' }] }),
      await newMember(app),
    ];
    const comment = { text: 'Where?', on: { prompt: 'perfect_sunday' } };
    expectQuota(
      await send(ana, 'POST', '/api/wishlist', { userId: ana.userId, profileId: commented.userId, comment }),
      60,
    );
    expect(
      await count('matching.wishlist_entries where user_id = $1 and profile_id = $2', [ana.userId, commented.userId]),
    ).toBe(0);
    expect((await like(app, ana, bare.userId)).statusCode).toBe(201);
  });

  it('allow 60 profile writes an hour, all kinds together: then 429 and the profile stays as it was', async () => {
    const member = await newMember(app); // its profile was written once
    for (let i = 1; i < 59; i++)
      expect((await send(member, 'PATCH', '/api/profile', { bio: `Take ${i}` })).statusCode).toBe(200);
    expect((await send(member, 'POST', '/api/profile/interests', { interest: 'Hiking' })).statusCode).toBe(200);
    expectQuota(await send(member, 'PATCH', '/api/profile', { bio: 'One too many' }), 3600);
    expectQuota(await send(member, 'POST', '/api/profile/interests', { interest: 'Chess' }), 3600);
    const { profile } = (
      await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } })
    ).json();
    expect(profile).toMatchObject({ bio: 'Take 58', interests: ['Hiking'] });
    expect((await send(await newMember(app), 'PATCH', '/api/profile', { bio: 'Mine' })).statusCode).toBe(200);
  });

  it('allow 60 likes a minute, taking one back included: then 429, nothing stored; passes have their own budget', async () => {
    const member = await newMember(app);
    await billing.setTier(app, member.userId, 'gold');
    const people = await insertPeople(app, 62);
    for (const id of people.slice(0, 59)) expect((await like(app, member, id)).statusCode).toBe(201);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/wishlist/${member.userId}/${at(people, 0)}`,
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(204);
    expectQuota(await like(app, member, at(people, 60)), 60);
    expect(await count('matching.wishlist_entries where user_id = $1', [member.userId])).toBe(58);
    expect((await send(member, 'POST', '/api/passes', { profileId: at(people, 61) })).statusCode).toBe(204);
  });
});
