// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { client } from '@wishlist/contract/client/client.gen.ts';
import { getCurrentUser, getEntitlements } from '@wishlist/contract/client/sdk.gen.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client.ts';
import { type EndedSession, getSessionUser, setSessionUser, useSessionEnded } from './session.ts';
import { maya } from '@wishlist/testing/fixtures';

function answer(status: number, body: unknown) {
  // A new answer per call: a body is read once.
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}
function heard() {
  const ended: EndedSession[] = [];
  renderHook(() => useSessionEnded((why) => ended.push(why)));
  return ended;
}
const suspended = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'This account is suspended until 2 December 2099.',
  code: 'ACCOUNT_SUSPENDED',
  until: '2099-12-02T10:00:00.000Z',
};

beforeAll(() => {
  configureApiClient();
  // Node's Request (under jsdom) needs an absolute URL; in the browser '' means this origin.
  client.setConfig({ baseUrl: 'http://localhost' });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a 401 from any call', () => {
  it('signs the signed-in person out and tells why, with the suspension end, whatever call it was', async () => {
    setSessionUser(maya);
    const ended = heard();
    answer(401, suspended);
    await expect(getEntitlements({ throwOnError: true })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'ACCOUNT_SUSPENDED',
      until: suspended.until,
    });
    expect(getSessionUser()).toBeNull();
    expect(ended).toEqual([{ code: 'ACCOUNT_SUSPENDED', message: suspended.message, until: suspended.until }]);
  });

  it('tells it once, however many calls fail together', async () => {
    setSessionUser(maya);
    const ended = heard();
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Signed out.', code: 'SIGNED_OUT_ELSEWHERE' });
    await Promise.allSettled([getEntitlements(), getCurrentUser(), getEntitlements()]);
    expect(ended.map((why) => why.code)).toEqual(['SIGNED_OUT_ELSEWHERE']);
  });

  it('is left to the screen when nobody is signed in (a wrong password at sign-in), and other errors too', async () => {
    const ended = heard();
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid.', code: 'INVALID_CREDENTIALS' });
    await getCurrentUser();
    setSessionUser(maya);
    vi.restoreAllMocks();
    answer(403, { statusCode: 403, error: 'Forbidden', message: 'Wrong.', code: 'WRONG_PASSWORD' });
    await getCurrentUser();
    expect(ended).toEqual([]);
    expect(getSessionUser()?.id).toBe(maya.id);
  });
});
