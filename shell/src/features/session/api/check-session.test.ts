// @vitest-environment jsdom
import { client } from '@wishlist/contract/client/client.gen.ts';
import { configureApiClient } from '@wishlist/app-runtime/api-client';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { getSessionUser, setSessionUser } from '@wishlist/app-runtime/session';
import { maya } from '@wishlist/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkStoredSession } from './check-session.ts';

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeAll(() => {
  configureApiClient();
  // Node's Request (under jsdom) needs an absolute URL; in the browser '' means this origin.
  client.setConfig({ baseUrl: 'http://localhost' });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('checkStoredSession', () => {
  it('asks nothing when nobody is stored', async () => {
    const fetch = answer(200, { user: maya });
    await checkStoredSession(createQueryClient());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes the stored user from GET /api/auth/me', async () => {
    setSessionUser({ ...maya, bio: null });
    const fetch = answer(200, { user: { ...maya, bio: 'Coffee first.' } });
    await checkStoredSession(createQueryClient());
    expect(String((fetch.mock.calls[0]?.[0] as Request).url)).toMatch(/\/api\/auth\/me$/);
    expect(getSessionUser()?.bio).toBe('Coffee first.');
  });

  it('removes the stored user when the server session has ended (401)', async () => {
    setSessionUser(maya);
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
    await checkStoredSession(createQueryClient());
    expect(getSessionUser()).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached or fails otherwise', async () => {
    setSessionUser(maya);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await checkStoredSession(createQueryClient());
    expect(getSessionUser()?.id).toBe(maya.id);

    vi.restoreAllMocks();
    answer(503, { statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' });
    await checkStoredSession(createQueryClient());
    expect(getSessionUser()?.id).toBe(maya.id);
  });
});
