import { describe, expect, it } from 'vitest';
import { browser, identityForFile, newAccount, nextIp, signUp, type Browser } from './helpers.ts';

const { app } = await identityForFile();

const NEW_PASSWORD = 'amber-lantern-58';
const change = (client: Browser, currentPassword: string, newPassword: string) =>
  client.send('POST', '/api/account/password', { currentPassword, newPassword });
const login = (client: Browser, username: string, password: string) =>
  client.send('POST', '/api/auth/login', { username, password });
const me = (client: Browser) => client.send('GET', '/api/auth/me');

/** A new account, signed in on the browser it signed up with. */
async function member() {
  const account = newAccount();
  const client = browser(app);
  expect((await signUp(client, account)).statusCode).toBe(201);
  return { ...account, client };
}

describe('POST /api/account/password', () => {
  it('changes the password: the old one no longer signs in, every other session ends, this one goes on under a new id', async () => {
    const person = await member();
    const otherDevice = browser(app);
    expect((await login(otherDevice, person.username, person.password)).statusCode).toBe(200);
    const cookieBefore = person.client.cookie;

    const res = await change(person.client, person.password, NEW_PASSWORD);
    expect(res.statusCode).toBe(204);
    // A new session id (the old cookie is worth nothing), still signed in.
    expect(person.client.cookie).toBeDefined();
    expect(person.client.cookie).not.toBe(cookieBefore);
    expect((await me(person.client)).statusCode).toBe(200);
    const oldCookie = browser(app);
    oldCookie.cookie = cookieBefore;
    // This phone's old session is told nothing: its page changed the password and knows.
    expect((await me(oldCookie)).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    // The other phone's next request says why it was signed out.
    const elsewhere = await me(otherDevice);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'You were signed out on another device. Sign in again.',
      code: 'SIGNED_OUT_ELSEWHERE',
    });

    expect((await login(browser(app), person.username, person.password)).statusCode).toBe(401);
    expect((await login(browser(app), person.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 WRONG_PASSWORD, changing nothing and ending no session', async () => {
    const person = await member();
    const otherDevice = browser(app);
    expect((await login(otherDevice, person.username, person.password)).statusCode).toBe(200);
    const res = await change(person.client, 'not-my-password-1', NEW_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'That is not your current password.',
      code: 'WRONG_PASSWORD',
    });
    for (const client of [person.client, otherDevice]) expect((await me(client)).statusCode).toBe(200);
    expect((await login(browser(app), person.username, person.password)).statusCode).toBe(200);
    expect((await login(browser(app), person.username, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('holds the new password to the signup policy: a 7-character one is refused, an uncommon 8-character one taken', async () => {
    const person = await member();
    const short = await change(person.client, person.password, 'kq7#vd2');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'New password must be at least 8 characters.',
    });
    for (const [weak, code] of [
      ['password123', 'WEAK_PASSWORD'],
      [person.username, 'PASSWORD_IS_PERSONAL'],
    ] as const) {
      const res = await change(person.client, person.password, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await login(browser(app), person.username, person.password)).statusCode).toBe(200);
    expect((await change(person.client, person.password, 'kq7#vd2m')).statusCode).toBe(204);
    expect((await login(browser(app), person.username, 'kq7#vd2m')).statusCode).toBe(200);
  });

  it('refuses a request without both passwords (400)', async () => {
    const person = await member();
    expect((await person.client.send('POST', '/api/account/password', { newPassword: NEW_PASSWORD })).statusCode).toBe(
      400,
    );
    expect(
      (await person.client.send('POST', '/api/account/password', { currentPassword: person.password })).statusCode,
    ).toBe(400);
  });

  it('answers 401 to a guest', async () => {
    const res = await change(browser(app), 'violet-kettle-93', NEW_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('limits guessing per session: the 6th try within 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    const person = await member();
    for (let i = 0; i < 5; i++)
      expect((await change(person.client, `wrong-guess-${i}`, NEW_PASSWORD)).statusCode).toBe(403);
    const res = await change(person.client, person.password, NEW_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another session of the owner is not locked out.
    const owner = browser(app);
    expect((await login(owner, person.username, person.password)).statusCode).toBe(200);
    expect((await change(owner, person.password, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('limits tries per network address across sessions: the 31st request within 15 minutes answers 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++)
      expect((await change(browser(app, ip), 'violet-kettle-93', NEW_PASSWORD)).statusCode).toBe(401);
    const person = browser(app, ip);
    const res = await change(person, 'violet-kettle-93', NEW_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    // The count is shared with the account deletion and the data download.
    expect(
      (await person.send('DELETE', '/api/account', { username: 'maya', password: 'violet-kettle-93' })).statusCode,
    ).toBe(429);
    expect((await person.send('POST', '/api/account/export', { password: 'violet-kettle-93' })).statusCode).toBe(429);
  });

  it('refuses a cross-site request (403), leaving the password as it was', async () => {
    const person = await member();
    const res = await person.client.send(
      'POST',
      '/api/account/password',
      { currentPassword: person.password, newPassword: NEW_PASSWORD },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect((await login(browser(app), person.username, person.password)).statusCode).toBe(200);
  });
});
