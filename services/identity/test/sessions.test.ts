import { SESSION_COOKIE } from '@wishlist/service-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, identityForFile, newAccount, nextIp, signUp, type Browser } from './helpers.ts';

let account: ReturnType<typeof newAccount>;
let userId: string;
const { app, matching } = await identityForFile();
beforeAll(async () => {
  account = newAccount();
  userId = (await signUp(browser(app), account)).json().user.id;
});

// Logins are limited per username and address (10 per 15 minutes) and per username (50): tests that sign in
// often use accounts of their own.
const login = (
  client: Browser,
  username = account.username,
  password = account.password,
  headers?: Record<string, string>,
) => client.send('POST', '/api/auth/login', { username, password }, headers);
const me = (client: Browser) => client.send('GET', '/api/auth/me');
/** A browser signed in to a new account (signup signs in). */
const signedIn = async () => {
  const client = browser(app);
  expect((await signUp(client, newAccount())).statusCode).toBe(201);
  return client;
};

describe('GET /api/auth/me', () => {
  it('answers the session user', async () => {
    const client = browser(app);
    expect((await login(client)).statusCode).toBe(200);
    const res = await me(client);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: userId, username: account.username });
  });

  it('answers 401 to a guest', async () => {
    const res = await me(browser(app));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign in to continue.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers 401 and ends the session when the account no longer exists', async () => {
    const member = newAccount();
    const client = browser(app);
    const { id } = (await signUp(client, member)).json().user;
    await app.pool.query('delete from identity.accounts where id = $1', [id]);
    expect((await me(client)).statusCode).toBe(401);
    expect(client.cookie).toBeUndefined();
  });
});

describe('while matching cannot be reached', () => {
  it('login and me answer 503 in the error shape, and login starts no session', async () => {
    const client = browser(app);
    expect((await login(client)).statusCode).toBe(200);
    matching.state.down = true;
    try {
      const current = await me(client);
      expect(current.statusCode).toBe(503);
      expect(current.json()).toMatchObject({ statusCode: 503, code: 'PROFILES_UNAVAILABLE' });
      const fresh = browser(app);
      const res = await login(fresh);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Accounts are unavailable right now. Nothing was changed; please try again in a moment.',
      );
      expect(fresh.cookie).toBeUndefined();
    } finally {
      matching.state.down = false;
    }
    expect((await me(client)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('destroys the session: the old cookie is refused afterwards', async () => {
    const client = await signedIn();
    const cookie = client.cookie as string;
    const res = await client.send('POST', '/api/auth/logout');
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const sid = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)).split('.')[0];
    expect((await app.pool.query('select 1 from session.sessions where sid = $1', [sid])).rowCount).toBe(0);
    const replay = browser(app);
    replay.cookie = cookie;
    expect((await me(replay)).statusCode).toBe(401);
  });

  it('answers 204 to a guest too', async () => {
    expect((await browser(app).send('POST', '/api/auth/logout')).statusCode).toBe(204);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, signed, and not Secure over plain HTTP', async () => {
    const res = await login(browser(app));
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(decodeURIComponent(cookie?.value ?? '')).toMatch(/^[\w-]+\.[\w+/-]+$/);
    // Expires a week on (the idle timeout), pushed back by every answer.
    expect((cookie?.expires?.getTime() ?? 0) - Date.now()).toBeGreaterThan(7 * 24 * 60 * 60 * 1000 - 60_000);
  });

  it('is Secure when the edge (a trusted proxy) says the request came over HTTPS', async () => {
    const edge = browser(app, '127.0.0.1');
    const res = await login(edge, account.username, account.password, {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('is not Secure when an untrusted client claims HTTPS', async () => {
    const res = await login(browser(app), account.username, account.password, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });
});

describe('requests from another site', () => {
  it('refuses a cross-site login with 403, setting no cookie', async () => {
    const res = await login(browser(app), account.username, account.password, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This request came from another site and was refused.',
      code: 'CROSS_SITE_REQUEST',
    });
    expect(res.cookies).toEqual([]);
  });

  it('refuses a cross-site logout, which leaves the session alive', async () => {
    const client = await signedIn();
    const res = await client.send('POST', '/api/auth/logout', undefined, { 'sec-fetch-site': 'same-site' });
    expect(res.statusCode).toBe(403);
    expect((await me(client)).statusCode).toBe(200);
  });

  it("refuses an Origin that is not the request's own host when Sec-Fetch-Site is missing", async () => {
    const res = await login(browser(app), account.username, account.password, {
      origin: 'http://evil.example',
      host: 'wishlist.example',
    });
    expect(res.statusCode).toBe(403);
    const nullOrigin = await login(browser(app), account.username, account.password, { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it("accepts the app's own pages, and requests without either header", async () => {
    const member = newAccount();
    await signUp(browser(app), member);
    const as = (headers: Record<string, string>) => login(browser(app), member.username, member.password, headers);
    expect((await as({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' })).statusCode).toBe(200);
    expect((await as({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await as({ origin: 'https://wishlist.example', host: 'wishlist.example' })).statusCode).toBe(200);
    expect((await as({})).statusCode).toBe(200);
  });

  it('lets reads from anywhere through (they change nothing)', async () => {
    const client = await signedIn();
    const res = await client.send('GET', '/api/auth/me', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
  });
});

describe('login rate limits', () => {
  it('the 11th try for one username from one address within 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    const member = newAccount();
    await signUp(browser(app), member);
    const stranger = browser(app);
    for (let i = 0; i < 10; i++) {
      expect((await login(stranger, member.username, `wrong-${i}`)).statusCode).toBe(401);
    }
    const res = await login(stranger, member.username.toUpperCase(), member.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const other = newAccount();
    await signUp(browser(app), other);
    expect((await login(stranger, other.username, other.password)).statusCode).toBe(200); // others are not affected
  });

  // Issue 17, item 9: wrong passwords from any address used to lock the owner out for 15 minutes.
  it("a stranger's wrong passwords never lock the owner out", async () => {
    const member = newAccount();
    await signUp(browser(app), member);
    const stranger = browser(app);
    for (let i = 0; i < 11; i++) await login(stranger, member.username, `wrong-${i}`);
    expect((await login(stranger, member.username, `wrong-again`)).statusCode).toBe(429);
    expect((await login(browser(app), member.username, member.password)).statusCode).toBe(200);
  });

  it("guessing from many addresses is slowed down account-wide, but the owner's known device still signs in", async () => {
    const member = newAccount();
    await signUp(browser(app), member);
    const owner = browser(app);
    const signedIn = await login(owner, member.username, member.password);
    expect(signedIn.statusCode).toBe(200);
    const device = signedIn.cookies.find((cookie) => cookie.name === 'wishlist.device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });
    // The owner's sign-in above used none of the 50 failed tries the account may have from new devices.
    for (let i = 0; i < 50; i++)
      expect((await login(browser(app), member.username, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(browser(app), member.username, member.password)).statusCode).toBe(429);
    const fromKnownDevice = await login(browser(app), member.username, member.password, {
      cookie: `wishlist.device=${device?.value}`,
    });
    expect(fromKnownDevice.statusCode).toBe(200);
    const forged = await login(browser(app), member.username, member.password, {
      cookie: `wishlist.device=${member.username}`,
    });
    expect(forged.statusCode).toBe(429);
  }, 90_000);

  // Issue 30, item 6: one client flooding a shared address (a carrier NAT, an office) must not lock everyone out.
  it("a flood from a shared address never stops the owner's known device there; other browsers wait at most 5 minutes", async () => {
    const member = newAccount();
    await signUp(browser(app), member);
    const shared = nextIp();
    const signedIn = await login(browser(app, shared), member.username, member.password);
    const device = signedIn.cookies.find((cookie) => cookie.name === 'wishlist.device');
    const flooder = browser(app, shared);
    // The owner's first sign-in there (before the device was known) used none of the address's 40 failed tries.
    for (let i = 0; i < 40; i++)
      expect((await flooder.send('POST', '/api/auth/login', { username: `someone_${i}` })).statusCode).toBe(400);
    const stopped = await login(browser(app, shared), member.username, member.password);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeLessThanOrEqual(300);
    const owner = await login(browser(app, shared), member.username, member.password, {
      cookie: `wishlist.device=${device?.value}`,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('a known-device cookie is no licence to guess: its tries have a limit of their own', async () => {
    const member = newAccount();
    await signUp(browser(app), member);
    const device = (await login(browser(app), member.username, member.password)).cookies.find(
      (cookie) => cookie.name === 'wishlist.device',
    );
    const withDevice = { cookie: `wishlist.device=${device?.value}` };
    // The account's known devices may try 20 times per 15 minutes, each from another address here.
    for (let i = 0; i < 20; i++)
      expect((await login(browser(app), member.username, `wrong-${i}`, withDevice)).statusCode).toBe(401);
    expect((await login(browser(app), member.username, member.password, withDevice)).statusCode).toBe(429);
    // Other browsers are not held by the known devices' limit.
    expect((await login(browser(app), member.username, member.password)).statusCode).toBe(200);
  });

  // Issue 44, item 6: successful sign-ins filled the address's limit, locking a campus or a carrier out.
  it('counts only failed tries: people who sign in correctly never fill the limits of an address or an account', async () => {
    const member = newAccount();
    await signUp(browser(app), member);
    const campus = nextIp();
    for (let i = 0; i < 41; i++)
      expect((await login(browser(app, campus), member.username, member.password)).statusCode, String(i)).toBe(200);
    // Failures still count, per account and address: the 11th try is refused, the right password too.
    for (let i = 0; i < 10; i++)
      expect((await login(browser(app, campus), member.username, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(browser(app, campus), member.username, member.password)).statusCode).toBe(429);
  }, 60_000);

  it('the 41st try from one address within 5 minutes answers 429, whatever the usernames', async () => {
    const client = browser(app);
    for (let i = 0; i < 40; i++) {
      expect((await client.send('POST', '/api/auth/login', { username: `someone_${i}` })).statusCode).toBe(400);
    }
    const res = await login(client);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('counts the address the edge reports, not the edge itself', async () => {
    const viaEdge = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': ip },
        payload: { username: crypto.randomUUID().slice(0, 30) },
      });
    for (let i = 0; i < 40; i++) await viaEdge('198.51.100.50');
    expect((await viaEdge('198.51.100.50')).statusCode).toBe(429);
    expect((await viaEdge('198.51.100.51')).statusCode).toBe(400);
  });
});
