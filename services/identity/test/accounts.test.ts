import { SESSION_COOKIE } from '@wishlist/service-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, buildIdentity, identityForFile, newAccount, signUp, verifyEmail, type Browser } from './helpers.ts';

const { app, matching, databaseUrl } = await identityForFile();

const register = (client: Browser, account: { username: string; email: string; password: string }) =>
  client.send('POST', '/api/auth/register', { ...account, verificationMethod: 'email' });
const login = (client: Browser, username: string, password: string) =>
  client.send('POST', '/api/auth/login', { username, password });
const me = (client: Browser) => client.send('GET', '/api/auth/me');
const count = async (sql: string, params: unknown[] = []) => (await app.pool.query(sql, params)).rows[0].n as number;
const sessionIdOf = (cookie: string) => decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)).split('.')[0];
const sessionRows = (cookie: string) =>
  count('select count(*)::int as n from session.sessions where sid = $1', [sessionIdOf(cookie)]);

describe('POST /api/auth/register', () => {
  it('creates the account and its profile, signs in, and answers the session user', async () => {
    const account = newAccount();
    const client = browser(app);
    const res = await signUp(client, account);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      username: account.username,
      role: 'member',
      firstName: '', // never the username: the person gives a name in onboarding
      lastName: '',
      age: null,
      bio: null,
      profilePhoto: null,
      interests: [],
      instagramPhotos: [],
    });
    expect(matching.profiles.has(user.id)).toBe(true);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await me(client)).json()).toEqual({ user });
    const stored = await app.pool.query('select email, password_hash from identity.accounts where id = $1', [user.id]);
    expect(stored.rows[0].email).toBe(account.email);
    expect(stored.rows[0].password_hash).toMatch(/^scrypt\$14\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored.rows[0].password_hash).not.toContain(account.password);
  });

  it('refuses an address that was never verified with 403, creating nothing', async () => {
    const account = newAccount();
    const res = await register(browser(app), account);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Please verify your email address first.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(
      await count('select count(*)::int as n from identity.accounts where username = $1', [account.username]),
    ).toBe(0);
  });

  it('refuses an address that another browser verified', async () => {
    const account = newAccount();
    await verifyEmail(browser(app), account.email);
    expect((await register(browser(app), account)).statusCode).toBe(403);
  });

  it('refuses an address verified more than 30 minutes ago', async () => {
    const account = newAccount();
    const client = browser(app);
    await verifyEmail(client, account.email);
    await app.pool.query(
      `update identity.verification_codes set verified_at = now() - interval '31 minutes' where contact = $1`,
      [account.email],
    );
    expect((await register(client, account)).json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('uses a verification up: the same browser cannot register a second account with it', async () => {
    const account = newAccount();
    const client = browser(app);
    expect((await signUp(client, account)).statusCode).toBe(201);
    const again = await register(client, { ...account, username: `${account.username}x` });
    expect(again.statusCode).toBe(403);
  });

  it('refuses a username taken in another case with 409', async () => {
    const first = newAccount();
    expect((await signUp(browser(app), first)).statusCode).toBe(201);
    const second = { ...newAccount(), username: first.username.toUpperCase() };
    const res = await signUp(browser(app), second);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'That username is taken. Please choose another.',
      code: 'USERNAME_TAKEN',
    });
  });

  it('keeps a refused signup retryable: the verification survives a taken username', async () => {
    const first = newAccount();
    expect((await signUp(browser(app), first)).statusCode).toBe(201);
    const second = newAccount();
    const client = browser(app);
    expect((await signUp(client, { ...second, username: first.username })).statusCode).toBe(409);
    expect((await register(client, second)).statusCode).toBe(201);
  });

  it('refuses a reserved username', async () => {
    const res = await signUp(browser(app), { ...newAccount(), username: 'Support' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERNAME_TAKEN');
  });

  // A taken address gets no usable code, so a second account for it fails as unverified: it tells nobody the
  // address has an account (EMAIL_TAKEN stays only as the database's guard).
  it('refuses a second account for one email address, as for an address never verified', async () => {
    const first = newAccount();
    const [clientA, clientB] = [browser(app), browser(app)];
    await verifyEmail(clientA, first.email);
    await verifyEmail(clientB, first.email.toUpperCase());
    expect((await register(clientA, first)).statusCode).toBe(201);
    const res = await register(clientB, { ...newAccount(), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address first.',
    });
  });

  it('lets exactly one of two racing registrations of one username win', async () => {
    const [a, b] = [newAccount(), newAccount()];
    const [clientA, clientB] = [browser(app), browser(app)];
    await verifyEmail(clientA, a.email);
    await verifyEmail(clientB, b.email);
    const username = `race_${crypto.randomUUID().slice(0, 8)}`;
    const profilesBefore = matching.profiles.size;
    const results = await Promise.all([register(clientA, { ...a, username }), register(clientB, { ...b, username })]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await count('select count(*)::int as n from identity.accounts where lower(username) = $1', [username])).toBe(
      1,
    );
    const winner = results.find((res) => res.statusCode === 201)?.json().user.id;
    expect(matching.profiles.size).toBe(profilesBefore + 1);
    expect(matching.profiles.has(winner)).toBe(true);
  });

  it.each([
    [
      'one of the most common passwords',
      '12345678',
      'This password is one of the most common and easy to guess. Please choose another.',
    ],
    [
      'a common password in l33t',
      'p@ssw0rd',
      'This password is one of the most common and easy to guess. Please choose another.',
    ],
    [
      'a keyboard walk',
      'qwertyuiop',
      'This password is one of the most common and easy to guess. Please choose another.',
    ],
    ['the username itself', 'USERNAME', 'Your password cannot be your username or email. Please choose another.'],
  ])('refuses %s with 400 WEAK_PASSWORD or PASSWORD_IS_PERSONAL', async (_case, password, message) => {
    const account = newAccount();
    const client = browser(app);
    await verifyEmail(client, account.email);
    const res = await register(client, { ...account, password: password === 'USERNAME' ? account.username : password });
    expect(res.statusCode).toBe(400);
    const code = password === 'USERNAME' ? 'PASSWORD_IS_PERSONAL' : 'WEAK_PASSWORD';
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, code });
  });

  it('accepts an uncommon 8-character password, the minimum (ASVS 5.0 6.2.1)', async () => {
    expect((await signUp(browser(app), { ...newAccount(), password: 'kq7#vd2m' })).statusCode).toBe(201);
  });

  it.each([
    ['a 7-character password, however uncommon', { password: 'kq7#vd2' }, 'Password must be at least 8 characters.'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'Password can be at most 128 characters.'],
    ['a malformed email', { email: 'maya-at-example' }, 'Email is not a valid email address.'],
    ['a username under 3 characters', { username: 'ab' }, 'Username must be at least 3 characters.'],
    ['a username with a space', { username: 'maya lopez' }, 'Username is not valid.'],
  ])('refuses %s with 400', async (_case, change, message) => {
    const res = await register(browser(app), { ...newAccount(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message });
  });

  it('limits signups per client address: the 101st within an hour answers 429', async () => {
    const client = browser(app);
    for (let i = 0; i < 100; i++)
      expect((await client.send('POST', '/api/auth/register', { username: 'x' })).statusCode).toBe(400);
    const res = await signUp(client, newAccount());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('creates nothing and answers 503 when matching cannot create the profile, and works again once it is back', async () => {
    const account = newAccount();
    const client = browser(app);
    await verifyEmail(client, account.email);
    matching.state.down = true;
    try {
      const res = await register(client, account);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Accounts are unavailable right now. Nothing was changed; please try again in a moment.',
        code: 'PROFILES_UNAVAILABLE',
      });
      expect(
        await count('select count(*)::int as n from identity.accounts where username = $1', [account.username]),
      ).toBe(0);
    } finally {
      matching.state.down = false;
    }
    expect((await register(client, account)).statusCode).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  let account: ReturnType<typeof newAccount>;
  let userId: string;
  beforeAll(async () => {
    account = newAccount();
    userId = (await signUp(browser(app), account)).json().user.id;
  });

  it('signs in with the username in any case and answers the session user', async () => {
    const client = browser(app);
    const res = await login(client, ` ${account.username.toUpperCase()} `, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: userId, username: account.username, firstName: '' });
    expect((await me(client)).json().user.id).toBe(userId);
  });

  it('answers a wrong password and an unknown username alike, with 401', async () => {
    const wrong = await login(browser(app), account.username, 'not-the-password');
    const unknown = await login(browser(app), 'nobody_by_that_name', account.password);
    const expected = {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password.',
      code: 'INVALID_CREDENTIALS',
    };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses a missing password with 400', async () => {
    const res = await browser(app).send('POST', '/api/auth/login', { username: account.username });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Password is required.' });
  });

  it('issues a new session id and deletes the pre-login session (no fixation)', async () => {
    const client = browser(app);
    await verifyEmail(client, newAccount().email); // a pre-login session, as the signup page leaves
    const before = client.cookie as string;
    expect(await sessionRows(before)).toBe(1);
    expect((await login(client, account.username, account.password)).statusCode).toBe(200);
    expect(client.cookie).not.toBe(before);
    expect(await sessionRows(before)).toBe(0);
    const replay = browser(app);
    replay.cookie = before;
    expect((await me(replay)).statusCode).toBe(401);
  });

  it('re-hashes a password made with a lower cost than configured, at sign-in', async () => {
    const stronger = await buildIdentity(databaseUrl, matching.url, { PASSWORD_HASH_COST: '15' });
    try {
      expect((await login(browser(stronger), account.username, account.password)).statusCode).toBe(200);
      const stored = await app.pool.query('select password_hash from identity.accounts where id = $1', [userId]);
      expect(stored.rows[0].password_hash).toMatch(/^scrypt\$15\$/);
      expect((await login(browser(app), account.username, account.password)).statusCode).toBe(200);
    } finally {
      await stronger.close();
    }
  });
});
