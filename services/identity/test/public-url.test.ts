import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { identityForFile, mailboxOf, newAccount, nextIp } from './helpers.ts';

// Issue 30, item 6: when people open the app over https (APP_URL), every cookie is Secure and `__Host-` prefixed.
const { app } = await identityForFile({ APP_URL: 'https://wishlist.example', DEMO_DEPLOYMENT: 'true' });

/** A request as the edge passes it on from behind a TLS proxy (X-Forwarded-* from a trusted address). */
const viaTls = (method: InjectOptions['method'], url: string, payload?: object, cookie?: string, proto = 'https') =>
  app.inject({
    method,
    url,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': nextIp(), 'x-forwarded-proto': proto, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function signUp(account: ReturnType<typeof newAccount>) {
  await viaTls('POST', '/api/auth/send-verification', { method: 'email', contact: account.email });
  const code = codeIn(await waitForMail(mailboxOf(app), account.email));
  const verified = await viaTls('POST', '/api/auth/verify-code', { contact: account.email, code });
  const sid = verified.cookies.find((cookie) => cookie.name === '__Host-wishlist.sid');
  const registered = await viaTls('POST', '/api/auth/register', account, `__Host-wishlist.sid=${sid?.value}`);
  expect(registered.statusCode).toBe(201);
}

describe('cookies under an https APP_URL', () => {
  it('names the session and known-device cookies __Host-, Secure, path / and without Domain; the session works', async () => {
    const account = newAccount();
    await signUp(account);
    const signedIn = await viaTls('POST', '/api/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.map((cookie) => cookie.name).sort()).toEqual([
      '__Host-wishlist.device',
      '__Host-wishlist.sid',
    ]);
    for (const cookie of signedIn.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
    }
    const session = `__Host-wishlist.sid=${signedIn.cookies.find((cookie) => cookie.name === '__Host-wishlist.sid')?.value}`;
    expect((await viaTls('GET', '/api/auth/me', undefined, session)).statusCode).toBe(200);
    // The plain name is not the session any more.
    expect((await viaTls('GET', '/api/auth/me', undefined, session.replace('__Host-', ''))).statusCode).toBe(401);

    const out = await viaTls('POST', '/api/auth/logout', {}, session);
    expect(out.statusCode).toBe(204);
    expect(out.cookies).toEqual([
      expect.objectContaining({ name: '__Host-wishlist.sid', value: '', secure: true, path: '/' }),
    ]);
  });

  it('the known-device cookie still lets its owner past the account-wide limit under its new name', async () => {
    const account = newAccount();
    await signUp(account);
    const signedIn = await viaTls('POST', '/api/auth/login', {
      username: account.username,
      password: account.password,
    });
    const device = signedIn.cookies.find((cookie) => cookie.name === '__Host-wishlist.device');
    // Only failed tries count (the sign-in above used none of the account's 50).
    for (let i = 0; i < 50; i++)
      await viaTls('POST', '/api/auth/login', { username: account.username, password: `wrong-${i}` });
    expect(
      (await viaTls('POST', '/api/auth/login', { username: account.username, password: account.password })).statusCode,
    ).toBe(429);
    const owner = await viaTls(
      'POST',
      '/api/auth/login',
      { username: account.username, password: account.password },
      `__Host-wishlist.device=${device?.value}`,
    );
    expect(owner.statusCode).toBe(200);
  }, 60_000);

  it('never sends the session cookie over plain HTTP', async () => {
    const account = newAccount();
    await signUp(account);
    const plain = await viaTls(
      'POST',
      '/api/auth/login',
      { username: account.username, password: account.password },
      undefined,
      'http',
    );
    expect(plain.cookies.filter((cookie) => cookie.name.endsWith('wishlist.sid'))).toEqual([]);
  });
});
