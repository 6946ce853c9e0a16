import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resetLinkIn, waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { browser, identityForFile, mailboxOf, newAccount, signUp, type Browser } from './helpers.ts';

const { app } = await identityForFile();

const requestReset = (username: string, client: Browser = browser(app)) =>
  client.send('POST', '/api/auth/password-reset', { username });
const confirm = (token: string, password: string, client: Browser = browser(app)) =>
  client.send('POST', '/api/auth/password-reset/confirm', { token, password });
const tokenOf = (link: string) => new URL(link, 'http://app.test').searchParams.get('token') ?? '';
const login = (username: string, password: string) =>
  browser(app).send('POST', '/api/auth/login', { username, password });

/** A new account, signed in on the browser it signed up with. */
async function member() {
  const account = newAccount();
  const client = browser(app);
  expect((await signUp(client, account)).statusCode).toBe(201);
  return { ...account, client };
}

const lastMailTo = async (email: string) => (await mailboxOf(app)(`/api/demo/mailbox?to=${email}`)).mails[0]?.id;

/** The token of a new link for the member's account, read in the mail (demo mode: the demo mailbox). */
async function linkFor(username: string, email: string) {
  const after = await lastMailTo(email);
  const res = await requestReset(username);
  expect(res.statusCode).toBe(202);
  return tokenOf(resetLinkIn(await waitForMail(mailboxOf(app), email, { after })));
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same for an account and for an unknown username, never with the link: it goes to the mailbox', async () => {
    const { username, email } = await member();
    const before = await lastMailTo(email);
    const known = await requestReset(username);
    const unknown = await requestReset(`nobody_${crypto.randomUUID().slice(0, 8)}`);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ expiresInSeconds: 1800 });
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    const mail = await waitForMail(mailboxOf(app), email, { after: before });
    expect(mail.subject).toBe('Reset your Wishlist password');
    expect(resetLinkIn(mail)).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('stores only a hash of the token, valid for 30 minutes', async () => {
    const { username, email } = await member();
    const token = await linkFor(username, email);
    const { rows } = await app.pool.query<{ token_hash: string; valid: string }>(
      `select token_hash, (r.expires_at - r.created_at)::text as valid from identity.password_resets r
       join identity.accounts a on a.id = r.account_id where a.username = $1`,
      [username],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('base64url'), valid: '00:30:00' }]);
    const { rows: leaks } = await app.pool.query(`select 1 from identity.password_resets where token_hash = $1`, [
      token,
    ]);
    expect(leaks).toEqual([]);
  });

  it('refuses a missing or blank username with 400', async () => {
    expect((await browser(app).send('POST', '/api/auth/password-reset', {})).statusCode).toBe(400);
    expect((await requestReset('')).statusCode).toBe(400);
  });

  it('is limited per username: the 6th request in an hour is 429, for an unknown username too', async () => {
    for (const username of [(await member()).username, `nobody_${crypto.randomUUID().slice(0, 8)}`]) {
      for (let i = 0; i < 5; i += 1) expect((await requestReset(username)).statusCode).toBe(202);
      const limited = await requestReset(username);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    }
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, ends every session of the account, and works once', async () => {
    const person = await member();
    const otherDevice = browser(app);
    expect(
      (await otherDevice.send('POST', '/api/auth/login', { username: person.username, password: person.password }))
        .statusCode,
    ).toBe(200);
    const token = await linkFor(person.username, person.email);

    const done = await confirm(token, 'amber-lantern-58');
    expect(done.statusCode).toBe(204);
    for (const client of [person.client, otherDevice]) {
      const res = await client.send('GET', '/api/auth/me');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SIGNED_OUT_ELSEWHERE');
    }
    expect((await login(person.username, person.password)).statusCode).toBe(401);
    expect((await login(person.username, 'amber-lantern-58')).statusCode).toBe(200);

    const again = await confirm(token, 'copper-meadow-71');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This reset link was already used. Please ask for a new one.',
      code: 'RESET_LINK_USED',
    });
    expect((await login(person.username, 'amber-lantern-58')).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const person = await member();
    const token = await linkFor(person.username, person.email);
    // 30 minutes and a second later.
    await app.pool.query(
      `update identity.password_resets set created_at = created_at - interval '30 minutes 1 second', expires_at = expires_at - interval '30 minutes 1 second'`,
    );
    const res = await confirm(token, 'amber-lantern-58');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This reset link has expired. Please ask for a new one.',
      code: 'RESET_LINK_EXPIRED',
    });
    expect((await login(person.username, person.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await confirm('A'.repeat(43), 'amber-lantern-58');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This reset link is not valid. Please ask for a new one.',
      code: 'RESET_LINK_INVALID',
    });
  });

  it('refuses a weak password under the signup policy and keeps the link usable', async () => {
    const person = await member();
    const token = await linkFor(person.username, person.email);
    for (const [weak, code] of [
      ['password123', 'WEAK_PASSWORD'],
      [person.username, 'PASSWORD_IS_PERSONAL'],
    ] as const) {
      const res = await confirm(token, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const short = await confirm(token, 'kq7#vd2'); // uncommon, but under the contract's 8
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Password must be at least 8 characters.',
    });
    expect((await confirm(token, 'amber-lantern-58')).statusCode).toBe(204);
  });

  it('refuses a request without token or password (400)', async () => {
    expect((await browser(app).send('POST', '/api/auth/password-reset/confirm', { token: 'abc' })).statusCode).toBe(
      400,
    );
    expect(
      (await browser(app).send('POST', '/api/auth/password-reset/confirm', { password: 'amber-lantern-58' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/auth/password-reset/check', () => {
  const check = (token: string, client: Browser = browser(app)) =>
    client.send('POST', '/api/auth/password-reset/check', { token });
  const refusal = (code: string, message: string) => ({ statusCode: 400, error: 'Bad Request', message, code });

  it('says a link can be used without using it, and says at once that it was used', async () => {
    const person = await member();
    const token = await linkFor(person.username, person.email);
    for (let i = 0; i < 2; i += 1) expect((await check(token)).statusCode).toBe(204);
    expect((await confirm(token, 'amber-lantern-58')).statusCode).toBe(204);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(
      refusal('RESET_LINK_USED', 'This reset link was already used. Please ask for a new one.'),
    );
  });

  it('says an expired, an unknown or a deleted account’s link cannot be used', async () => {
    const person = await member();
    const token = await linkFor(person.username, person.email);
    await app.pool.query(
      `update identity.password_resets set expires_at = now() - interval '1 second' where token_hash = $1`,
      [createHash('sha256').update(token).digest('base64url')],
    );
    expect((await check(token)).json()).toEqual(
      refusal('RESET_LINK_EXPIRED', 'This reset link has expired. Please ask for a new one.'),
    );
    const invalid = refusal('RESET_LINK_INVALID', 'This reset link is not valid. Please ask for a new one.');
    expect((await check('A'.repeat(43))).json()).toEqual(invalid);
    const leaving = await member();
    const leavingToken = await linkFor(leaving.username, leaving.email);
    await app.pool.query(`update identity.accounts set deleting_since = now() where username = $1`, [leaving.username]);
    expect((await check(leavingToken)).json()).toEqual(invalid);
    expect((await check('')).statusCode).toBe(400);
  });

  it('is no oracle: checks and confirmations share one limit per address, the 21st in an hour is 429', async () => {
    const client = browser(app);
    for (let i = 0; i < 10; i += 1) expect((await check('A'.repeat(43), client)).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1)
      expect((await confirm('A'.repeat(43), 'amber-lantern-58', client)).statusCode).toBe(400);
    const limited = await check('B'.repeat(43), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
