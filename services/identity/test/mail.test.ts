import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { loadConfig } from '@wishlist/service-kit';
import { closedAfterFile, readMail, smtpListener, testEnv, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { identityConfig } from '../src/app.ts';
import { browser, buildIdentity, identityForFile, newAccount } from './helpers.ts';

const smtp = closedAfterFile(await smtpListener());
const { app, matching, databaseUrl } = await identityForFile({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'Wishlist <no-reply@wishlist.example>',
  APP_URL: 'https://wishlist.example',
});

describe('with mail configured', () => {
  it('mails the code and never answers it', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const res = await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expiresInSeconds: 600 });
    expect(res.json()).not.toHaveProperty('code');

    await vi.waitFor(() => expect(smtp.mails.some((m) => m.to.includes(email))).toBe(true));
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('no-reply@wishlist.example');
    const code = mail?.data.match(/Your Wishlist verification code is ([0-9]{6})\./)?.[1];
    expect(code).toBeDefined();
    expect(mail?.data).toContain(`Subject: ${code} is your Wishlist code`);
    expect(mail?.data).toContain('It is valid for 10 minutes.');

    const verified = await client.send('POST', '/api/auth/verify-code', { contact: email, code });
    expect(verified.statusCode).toBe(200);
  });

  it("mails a password reset link to the account's address, at APP_URL; the answer is the same for an unknown username", async () => {
    const account = newAccount();
    const client = browser(app);
    await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: account.email });
    await vi.waitFor(() => expect(smtp.mails.some((m) => m.to.includes(account.email))).toBe(true));
    const code = smtp.mails
      .find((m) => m.to.includes(account.email))
      ?.data.match(/verification code is ([0-9]{6})/)?.[1];
    await client.send('POST', '/api/auth/verify-code', { contact: account.email, code });
    expect(
      (await client.send('POST', '/api/auth/register', { ...account, verificationMethod: 'email' })).statusCode,
    ).toBe(201);
    const mailsBefore = smtp.mails.length;

    const known = await browser(app).send('POST', '/api/auth/password-reset', { username: account.username });
    const unknown = await browser(app).send('POST', '/api/auth/password-reset', {
      username: `nobody_${crypto.randomUUID().slice(0, 8)}`,
    });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ expiresInSeconds: 1800 });
    }
    await vi.waitFor(() =>
      expect(smtp.mails.some((m) => m.to.includes(account.email) && m.data.includes('reset-password'))).toBe(true),
    );
    const mail = smtp.mails.find((m) => m.to.includes(account.email) && m.data.includes('reset-password'));
    expect(mail?.data).toContain('Subject: Reset your Wishlist password');
    // Quoted-printable: soft line breaks and `=` written as =3D.
    const text = mail?.data.replace(/=\n/g, '').replace(/=3D/g, '=');
    const token = text?.match(/https:\/\/wishlist\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();
    expect(smtp.mails.length).toBe(mailsBefore + 1); // none for the unknown username

    const reset = await browser(app).send('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'amber-lantern-58',
    });
    expect(reset.statusCode).toBe(204);
  });

  it("tells a taken address's owner by mail that someone tried to sign up with it, answering as for a free one", async () => {
    const owner = newAccount();
    const client = browser(app);
    await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: owner.email });
    await vi.waitFor(() => expect(smtp.mails.some((m) => m.to.includes(owner.email))).toBe(true));
    const code = smtp.mails.find((m) => m.to.includes(owner.email))?.data.match(/verification code is ([0-9]{6})/)?.[1];
    await client.send('POST', '/api/auth/verify-code', { contact: owner.email, code });
    expect(
      (await client.send('POST', '/api/auth/register', { ...owner, verificationMethod: 'email' })).statusCode,
    ).toBe(201);

    const taken = await browser(app).send('POST', '/api/auth/send-verification', {
      method: 'email',
      contact: owner.email,
    });
    const free = await browser(app).send('POST', '/api/auth/send-verification', {
      method: 'email',
      contact: newAccount().email,
    });
    expect([taken.statusCode, taken.body]).toEqual([free.statusCode, free.body]);
    expect(taken.json()).not.toHaveProperty('code');
    await vi.waitFor(() =>
      expect(smtp.mails.some((m) => m.to.includes(owner.email) && m.data.includes('Someone tried to sign up'))).toBe(
        true,
      ),
    );
    const warning = smtp.mails.find((m) => m.to.includes(owner.email) && m.data.includes('Someone tried to sign up'));
    expect(warning?.data).toContain('https://wishlist.example/login');
  });

  it('has no demo mailbox (404)', async () => {
    const res = await browser(app).send('GET', '/api/demo/mailbox');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NO_DEMO_MAILBOX' });
  });

  // The answer never waits for the mail server: its time cannot tell a taken address (one mail) from a free one.
  it('answers at once when the mail server hangs, for a taken and a free address alike', async () => {
    const hanging = createServer(() => undefined); // accepts, never greets
    hanging.listen(0, '127.0.0.1');
    await once(hanging, 'listening');
    const port = (hanging.address() as AddressInfo).port;
    const slow = await buildIdentity(databaseUrl, matching.url, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'no-reply@wishlist.example',
      APP_URL: 'https://wishlist.example',
    });
    try {
      const owner = newAccount();
      await app.pool.query(
        `insert into identity.accounts (id, username, email, password_hash, created_at) values (gen_random_uuid(), $1, $2, 'x', now())`,
        [owner.username, owner.email],
      );
      for (const contact of [owner.email, newAccount().email]) {
        const started = performance.now();
        const res = await browser(slow).send('POST', '/api/auth/send-verification', { method: 'email', contact });
        expect(res.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(1000);
      }
    } finally {
      await slow.close();
      hanging.close();
    }
  });
});

describe('the message digest (internal, called by matching)', () => {
  const digestPath = (userId: string) => `/internal/identity/users/${userId}/message-digest`;
  const digest = {
    unreadMessages: 3,
    senders: ['Ana', 'Ben', 'Cleo'],
    unsubscribePath:
      '/api/email-digest/unsubscribe/3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c?expires=1790000000&signature=abc',
  };
  const serviceToken = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };
  const insertAccount = async (extra = '') => {
    const account = newAccount();
    const { rows } = await app.pool.query<{ id: string }>(
      `insert into identity.accounts (id, username, email, password_hash, created_at${extra ? ', deleting_since' : ''})
       values (gen_random_uuid(), $1, $2, 'x', now()${extra ? ', now()' : ''}) returning id`,
      [account.username, account.email],
    );
    return { ...account, id: rows[0]?.id ?? '' };
  };

  it("mails the account's address the digest, with the app's link and a one-click unsubscribe (RFC 8058)", async () => {
    const account = await insertAccount();
    const res = await app.inject({
      method: 'POST',
      url: digestPath(account.id),
      headers: serviceToken,
      payload: digest,
    });
    expect(res.statusCode).toBe(204);

    const mail = smtp.mails.find((m) => m.to.includes(account.email));
    expect(mail).toBeDefined();
    const { headers, text } = readMail(mail?.data ?? '');
    const unsubscribe = `https://wishlist.example${digest.unsubscribePath}`;
    expect(headers['subject']).toBe('You have 3 unread messages on Wishlist');
    expect(headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain('“Ana”, “Ben” and “Cleo” wrote to you on Wishlist: 3 messages you have not read yet.');
    expect(text).toContain('https://wishlist.example/matches');
    expect(text).toContain(`To stop these e-mails: ${unsubscribe}`);
  });

  // Issue 44, item 6: a first name went into the mail verbatim, and could forge a line of it.
  it('quotes each name on one line, so no name reads as our words', async () => {
    const account = await insertAccount();
    const forged = 'Wishlist Support\r\nVerify: https://evil.example/\u2028now';
    const res = await app.inject({
      method: 'POST',
      url: digestPath(account.id),
      headers: serviceToken,
      payload: { ...digest, senders: [forged, 'Ana'] },
    });
    expect(res.statusCode).toBe(204);
    const { text } = readMail(smtp.mails.find((m) => m.to.includes(account.email))?.data ?? '');
    expect(text).toContain('“Wishlist Support Verify: https://evil.example/ now” and “Ana” wrote to you on Wishlist');
    expect(text.split(/\r?\n/).some((line) => line.startsWith('Verify'))).toBe(false);
  });

  it('refuses a caller without the service token (401), an unknown or departing account (404), a bad digest (400)', async () => {
    const account = await insertAccount();
    const departing = await insertAccount('deleting');
    const post = (userId: string, headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: digestPath(userId), headers, payload });
    expect((await post(account.id, {}, digest)).statusCode).toBe(401);
    expect((await post(crypto.randomUUID(), serviceToken, digest)).statusCode).toBe(404);
    expect((await post(departing.id, serviceToken, digest)).statusCode).toBe(404);
    expect((await post(account.id, serviceToken, { ...digest, senders: [] })).statusCode).toBe(400);
    expect(
      (await post(account.id, serviceToken, { ...digest, unsubscribePath: 'https://evil.example/' })).statusCode,
    ).toBe(400);
    expect(smtp.mails.some((m) => m.to.includes(account.email) || m.to.includes(departing.email))).toBe(false);
  });

  it('answers 503 when the mail server does not take it, so matching tries again', async () => {
    const down = await buildIdentity(databaseUrl, matching.url, {
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'no-reply@wishlist.example',
      APP_URL: 'https://wishlist.example',
    });
    try {
      const account = await insertAccount();
      const res = await down.inject({
        method: 'POST',
        url: digestPath(account.id),
        headers: serviceToken,
        payload: digest,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'MAIL_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});

describe("the moderators' alert of an automatic hold (internal, called by matching)", () => {
  const alert = { profileId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', heldUntil: '2026-11-25T16:00:00.000Z' };
  const serviceToken = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };
  const post = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/internal/identity/moderators/alerts', headers, payload });
  /** An account with `role` and, in `restriction`, the columns that set a ban, a suspension or a deletion. */
  const account = async (role: string, restriction = '') => {
    const { username, email } = newAccount();
    await app.pool.query(
      `insert into identity.accounts (id, username, email, password_hash, created_at, role)
       values (gen_random_uuid(), $1, $2, 'x', now(), $3)`,
      [username, email, role],
    );
    if (restriction) await app.pool.query(`update identity.accounts set ${restriction} where email = $1`, [email]);
    return email;
  };

  it('mails every moderator and admin acting as such the case and when the hold ends, nobody else', async () => {
    const [moderator, admin] = [await account('moderator'), await account('admin')];
    const others = [
      await account('member'),
      await account('moderator', 'banned_at = now()'),
      await account('admin', "suspended_until = now() + interval '1 day'"),
      await account('moderator', 'deleting_since = now()'),
    ];
    expect((await post(serviceToken, alert)).statusCode).toBe(204);
    for (const email of [moderator, admin]) {
      const mail = smtp.mails.find((m) => m.to.includes(email));
      const { headers, text } = readMail(mail?.data ?? '');
      expect(headers['subject']).toBe('Wishlist: someone is on an automatic hold after reports');
      expect(text).toContain(`https://wishlist.example/moderation/reports/${alert.profileId}`);
      expect(text).toContain('2026-11-25T16:00:00.000Z');
    }
    expect(smtp.mails.some((m) => others.some((email) => m.to.includes(email)))).toBe(false);
  });

  it('refuses a caller without the service token (401) and a bad alert (400)', async () => {
    expect((await post({}, alert)).statusCode).toBe(401);
    expect((await post(serviceToken, { ...alert, profileId: 'nope' })).statusCode).toBe(400);
    expect((await post(serviceToken, { profileId: alert.profileId })).statusCode).toBe(400);
  });
});

describe('mail configuration', () => {
  it('refuses to start in production without mail settings unless demo mode is allowed', () => {
    const production = (extra: Record<string, string>) =>
      loadConfig(identityConfig, testEnv(databaseUrl, { NODE_ENV: 'production', ...extra }));
    expect(() => production({ SMTP_URL: '' })).toThrow(
      /SMTP_URL: is required in production \(or set ALLOW_DEMO_CODES=true to run demo mode\)/,
    );
    expect(production({ ALLOW_DEMO_CODES: 'true', APP_URL: 'http://localhost:8080' }).SMTP_URL).toBeUndefined();
    expect(
      production({
        SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
        MAIL_FROM: 'no-reply@wishlist.example',
        APP_URL: 'https://wishlist.example',
      }).SMTP_URL,
    ).toBe('smtps://mailer:secret@smtp.example:465');
  });

  it('needs MAIL_FROM with SMTP_URL', () => {
    expect(() => loadConfig(identityConfig, testEnv(databaseUrl, { SMTP_URL: 'smtp://127.0.0.1:25' }))).toThrow(
      /MAIL_FROM: is required when SMTP_URL is set/,
    );
  });
});
