import { closedAfterFile, fakeService, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';

// A fake of another service is routed from the contract, so it cannot drift from it: the contract's path and method,
// its validation, its service token and its answers' shapes.

const released: string[][] = [];
const fake = closedAfterFile(
  await fakeService({
    async releaseUploadedObjects(request) {
      released.push(request.body.objectURLs);
      return { released: request.body.objectURLs.length };
    },
    async getLikesUsedToday(request) {
      // Not what the contract's LikesUsed says (no `day`), when the test asks for it.
      return request.params.userId.startsWith('00000000') ? ({ used: 1 } as never) : { used: 1, day: '2026-11-22' };
    },
  }),
);

const call = (method: string, path: string, body?: object, token: string | null = TEST_SECRETS.SERVICE_TOKEN) =>
  fetch(`${fake.url}${path}`, {
    method,
    headers: { ...(token && { 'x-service-token': token }), ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });

describe('a fake service', () => {
  it("answers at the contract's path with the test's handler", async () => {
    const res = await call('POST', '/internal/objects/release', {
      userId: crypto.randomUUID(),
      objectURLs: ['/media/users/a/photo.webp'],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ released: 1 });
    expect(released).toEqual([['/media/users/a/photo.webp']]);
  });

  it('refuses what the contract refuses: no service token, a body that breaks the schema, another method', async () => {
    const body = { userId: crypto.randomUUID(), objectURLs: ['/media/users/a/photo.webp'] };
    expect((await call('POST', '/internal/objects/release', body, null)).status).toBe(401);
    expect((await call('POST', '/internal/objects/release', { userId: 'not an id' })).status).toBe(400);
    expect((await call('GET', '/internal/objects/release')).status).toBe(404);
  });

  it('fails an answer the contract does not allow, instead of passing it on', async () => {
    expect((await call('GET', `/internal/likes/${crypto.randomUUID()}/today`)).status).toBe(200);
    expect((await call('GET', '/internal/likes/00000000-0000-4000-8000-000000000000/today')).status).toBe(500);
  });

  it('cannot be made for an operation the contract does not have, or one that needs a session', async () => {
    await expect(fakeService({ noSuchOperation: async () => ({}) } as never)).rejects.toThrow(
      'the contract has no operation noSuchOperation',
    );
    await expect(fakeService({ listProfiles: async () => ({ profiles: [], nextCursor: null }) })).rejects.toThrow(
      'needs a session',
    );
  });
});
