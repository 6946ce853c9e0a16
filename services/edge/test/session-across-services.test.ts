import { SESSION_COOKIE } from '@wishlist/service-kit';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { startServicesBehindEdge, type ServicesBehindEdge } from './stack.ts';

// The three services and the edge in-process on one test database, wired as scripts/lib/stack.ts wires them:
// every request below goes through the edge, as the browser's would.
let services: ServicesBehindEdge;
let edge: FastifyInstance;
beforeAll(async () => {
  services = await startServicesBehindEdge();
  edge = services.edge;
});
afterAll(() => services?.close());

/** A browser on the app's origin: it keeps the session cookie the edge passes on. */
function browser() {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    async send(method: InjectOptions['method'], url: string, payload?: object, headers: Record<string, string> = {}) {
      const res = await edge.inject({
        method,
        url,
        headers: { ...(cookie ? { cookie } : {}), ...headers },
        ...(payload ? { payload } : {}),
      });
      const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (set) cookie = set.value === '' ? undefined : `${SESSION_COOKIE}=${set.value}`;
      return res;
    },
  };
}

const account = {
  username: `maya_${crypto.randomUUID().slice(0, 8)}`,
  email: 'maya@example.com',
  password: 'violet-kettle-93',
};
let userId: string;

describe('signup, login and one session for every service, through the edge', () => {
  it('signs up in two steps: the code read in the demo mailbox, then register', async () => {
    const client = browser();
    const sent = await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: account.email });
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await waitForMail(async (path) => (await client.send('GET', path)).json(), account.email));
    const verified = await client.send('POST', '/api/auth/verify-code', { contact: account.email, code });
    expect(verified.statusCode).toBe(200);
    const registered = await client.send('POST', '/api/auth/register', { ...account, verificationMethod: 'email' });
    expect(registered.statusCode).toBe(201);
    const { user } = registered.json();
    expect(user).toMatchObject({
      username: account.username,
      firstName: '', // the person gives their name in onboarding; the username never stands in for it
      interests: [],
      instagramPhotos: [],
    });
    userId = user.id;
  });

  it("accepts identity's login cookie in matching and billing", async () => {
    const client = browser();
    const login = await client.send('POST', '/api/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(userId);

    const profile = await client.send('GET', '/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ id: userId, firstName: '' });

    const wishlist = await client.send('GET', `/api/wishlist/${userId}`);
    expect(wishlist.statusCode).toBe(200);
    expect(wishlist.json()).toEqual({ wishlist: [] });

    const subscription = await client.send('GET', `/api/user/${userId}/subscription`);
    expect(subscription.statusCode).toBe(200);
    expect(subscription.json()).toMatchObject({ tier: 'free', status: 'active', dailyLikes: 0, dailyLikeLimit: 10 });

    expect((await client.send('GET', '/api/auth/me')).json().user.id).toBe(userId);
  });

  it("refuses a guest and another user's id in matching and billing", async () => {
    const guest = browser();
    expect((await guest.send('GET', '/api/profile')).statusCode).toBe(401);
    expect((await guest.send('GET', `/api/user/${userId}/subscription`)).statusCode).toBe(401);
    const client = browser();
    await client.send('POST', '/api/auth/login', { username: account.username, password: account.password });
    expect((await client.send('GET', `/api/wishlist/${crypto.randomUUID()}`)).statusCode).toBe(403);
  });

  it('refuses a state-changing request from another site, in every service', async () => {
    const client = browser();
    await client.send('POST', '/api/auth/login', { username: account.username, password: account.password });
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const logout = await client.send('POST', '/api/auth/logout', undefined, crossSite);
    expect(logout.statusCode).toBe(403);
    expect(logout.json().code).toBe('CROSS_SITE_REQUEST');
    const like = await client.send('POST', '/api/wishlist', { userId, profileId: crypto.randomUUID() }, crossSite);
    expect(like.statusCode).toBe(403);
    expect(like.json().code).toBe('CROSS_SITE_REQUEST');
    const subscribe = await client.send('POST', '/api/create-subscription', { userId, priceId: 'gold' }, crossSite);
    expect(subscribe.statusCode).toBe(403);
    expect((await client.send('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('after logout, the old cookie is refused by identity, matching and billing', async () => {
    const client = browser();
    await client.send('POST', '/api/auth/login', { username: account.username, password: account.password });
    const cookie = client.cookie;
    expect((await client.send('POST', '/api/auth/logout')).statusCode).toBe(204);
    expect(client.cookie).toBeUndefined();
    const replay = browser();
    replay.cookie = cookie;
    expect((await replay.send('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await replay.send('GET', '/api/profile')).statusCode).toBe(401);
    expect((await replay.send('GET', `/api/user/${userId}/subscription`)).statusCode).toBe(401);
  });
});
