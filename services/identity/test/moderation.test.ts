import { SESSION_COOKIE } from '@wishlist/service-kit';
import { TEST_SECRETS } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { accountDataRepository } from '../src/account-data/repository.ts';
import { setRole } from '../src/moderation/repository.ts';
import { Account } from '../src/core/entities.ts';
import { waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { browser, identityForFile, mailboxOf, newAccount, signUp, verifyEmail, type Browser } from './helpers.ts';

// The roles and restrictions matching's moderation asks of identity (README.md, "Roles, bans and suspensions").
const { app, databaseUrl } = await identityForFile();

const SERVICE = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };
const roleOf = (userId: string, headers: Record<string, string> = SERVICE) =>
  app.inject({ method: 'GET', url: `/internal/identity/users/${userId}/role`, headers });
const restrict = (userId: string, body: object, headers: Record<string, string> = SERVICE) =>
  app.inject({ method: 'PUT', url: `/internal/identity/users/${userId}/restriction`, headers, payload: body });
const ban = (userId: string) => restrict(userId, { kind: 'ban', until: null });
const suspend = (userId: string, days: number) =>
  restrict(userId, { kind: 'suspend', until: new Date(Date.now() + days * 86_400_000).toISOString() });
const login = (client: Browser, username: string, password: string) =>
  client.send('POST', '/api/auth/login', { username, password });
const me = (client: Browser) => client.send('GET', '/api/auth/me');
const sendCode = (client: Browser, email: string) =>
  client.send('POST', '/api/auth/send-verification', { method: 'email', contact: email });
const register = (client: Browser, account: { username: string; email: string; password: string }) =>
  client.send('POST', '/api/auth/register', { ...account, verificationMethod: 'email' });
const sql = (text: string, params: unknown[]) => app.pool.query(text, params);

/** A new account, signed in on the browser it signed up with. */
async function member() {
  const account = newAccount();
  const client = browser(app);
  const res = await signUp(client, account);
  expect(res.statusCode).toBe(201);
  return { ...account, id: res.json().user.id as string, client };
}

const bannedSignup = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'This email address cannot be used for a new account.',
  code: 'EMAIL_BANNED',
};

describe('GET /internal/identity/users/{userId}/role', () => {
  it("answers the account's role: member by default, then what it was given", async () => {
    const person = await member();
    expect((await roleOf(person.id)).json()).toEqual({ role: 'member', granted: 'member' });
    for (const role of ['moderator', 'admin']) {
      await sql('update identity.accounts set role = $1 where id = $2', [role, person.id]);
      const res = await roleOf(person.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ role, granted: role });
    }
  });

  it('reads a banned, a suspended or a deleting moderator as a member; a suspension over gives the role back', async () => {
    const [banned, suspended, deleting] = [await member(), await member(), await member()];
    for (const person of [banned, suspended, deleting])
      await sql(`update identity.accounts set role = 'moderator' where id = $1`, [person.id]);
    expect((await ban(banned.id)).statusCode).toBe(204);
    expect((await suspend(suspended.id, 3)).statusCode).toBe(204);
    await sql('update identity.accounts set deleting_since = now() where id = $1', [deleting.id]);
    // Who may act on them still goes by the role they were given.
    for (const person of [banned, suspended, deleting])
      expect((await roleOf(person.id)).json()).toEqual({ role: 'member', granted: 'moderator' });

    await sql(`update identity.accounts set suspended_until = now() - interval '1 minute' where id = $1`, [
      suspended.id,
    ]);
    expect((await roleOf(suspended.id)).json().role).toBe('moderator');
  });

  it('refuses a call without the service token (401), an unknown account (404) and a malformed id (400)', async () => {
    const person = await member();
    for (const headers of [{}, { 'x-service-token': 'not-the-service-token-at-all' }] as Record<string, string>[]) {
      const res = await roleOf(person.id, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    const unknown = await roleOf(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    expect((await roleOf('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /api/moderation/role-changes', () => {
  it('lists every role change, newest first, to admins only (401 for a guest, 403 ADMINS_ONLY otherwise)', async () => {
    const [admin, mod, person] = [await member(), await member(), await member()];
    const db = app.orm.em.fork().getKysely();
    await setRole(db, admin.username, 'admin', 'ops@example.com');
    await setRole(db, mod.username, 'moderator', 'ops@example.com');
    await setRole(db, person.username, 'moderator', 'ops@example.com');
    await setRole(db, person.username, 'member', 'lead@example.com');
    const changes = await admin.client.send('GET', '/api/moderation/role-changes');
    expect(changes.statusCode).toBe(200);
    const mine = changes
      .json()
      .changes.filter((change: { accountId: string }) => [admin.id, mod.id, person.id].includes(change.accountId));
    expect(mine).toEqual([
      {
        accountId: person.id,
        username: person.username,
        before: 'moderator',
        after: 'member',
        changedBy: 'lead@example.com',
        at: expect.any(String),
      },
      {
        accountId: person.id,
        username: person.username,
        before: 'member',
        after: 'moderator',
        changedBy: 'ops@example.com',
        at: expect.any(String),
      },
      {
        accountId: mod.id,
        username: mod.username,
        before: 'member',
        after: 'moderator',
        changedBy: 'ops@example.com',
        at: expect.any(String),
      },
      {
        accountId: admin.id,
        username: admin.username,
        before: 'member',
        after: 'admin',
        changedBy: 'ops@example.com',
        at: expect.any(String),
      },
    ]);
    for (const refused of [mod, person])
      expect((await refused.client.send('GET', '/api/moderation/role-changes')).json()).toMatchObject({
        statusCode: 403,
        code: 'ADMINS_ONLY',
      });
    expect((await browser(app).send('GET', '/api/moderation/role-changes')).statusCode).toBe(401);
  });
});

describe('PUT /internal/identity/users/{userId}/restriction', () => {
  it('ends every session of the account at once, announcing them to the other services (sessions_ended)', async () => {
    const person = await member();
    const otherDevice = browser(app);
    expect((await login(otherDevice, person.username, person.password)).statusCode).toBe(200);
    const bystander = await member();
    const sids = [person.client, otherDevice].map(
      (client) => decodeURIComponent((client.cookie as string).slice(SESSION_COOKIE.length + 1)).split('.')[0],
    );

    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    try {
      const announced = new Promise<string>((resolve) => listener.on('notification', (n) => resolve(n.payload ?? '')));
      await listener.query('listen sessions_ended');
      expect((await ban(person.id)).statusCode).toBe(204);
      expect((await announced).split(' ').sort()).toEqual(sids.sort());
    } finally {
      await listener.end();
    }
    // Each device's next request is told why: its own cookie only, so it tells nobody else anything.
    for (const client of [person.client, otherDevice]) {
      const res = await me(client);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'This account has been banned.',
        code: 'ACCOUNT_BANNED',
      });
    }
    expect((await me(bystander.client)).statusCode).toBe(200);
  });

  it("answers a banned account's right password with 401 ACCOUNT_BANNED, and a wrong one as for anyone (401)", async () => {
    const person = await member();
    expect((await ban(person.id)).statusCode).toBe(204);
    expect((await ban(person.id)).statusCode).toBe(204); // repeating is harmless
    const client = browser(app);
    const res = await login(client, person.username, person.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'This account has been banned.',
      code: 'ACCOUNT_BANNED',
    });
    expect(client.cookie).toBeUndefined();
    expect((await me(client)).statusCode).toBe(401);
    const wrong = await login(browser(app), person.username, 'not-the-password-9');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('suspends: sign-in answers 401 ACCOUNT_SUSPENDED with the end date, and works again once it is over', async () => {
    const person = await member();
    const until = '2099-12-02T10:00:00.000Z';
    expect((await restrict(person.id, { kind: 'suspend', until })).statusCode).toBe(204);
    const ended = await me(person.client);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'This account is suspended until 2 December 2099.',
      code: 'ACCOUNT_SUSPENDED',
      until,
    });
    const res = await login(browser(app), person.username, person.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'This account is suspended until 2 December 2099.',
      code: 'ACCOUNT_SUSPENDED',
      until,
    });
    // A shorter suspension afterwards does not shorten it.
    expect((await suspend(person.id, 1)).statusCode).toBe(204);
    expect((await login(browser(app), person.username, person.password)).json().message).toContain('2099');

    await sql(`update identity.accounts set suspended_until = now() - interval '1 minute' where id = $1`, [person.id]);
    const client = browser(app);
    expect((await login(client, person.username, person.password)).statusCode).toBe(200);
    expect((await me(client)).statusCode).toBe(200);
  });

  it('refuses a session that outlived the restriction on /api/auth/me, says why, and ends it', async () => {
    const person = await member();
    // A session made in the instant between the restriction and the end of sessions (written straight to the row).
    await sql('update identity.accounts set banned_at = now() where id = $1', [person.id]);
    const res = await me(person.client);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ACCOUNT_BANNED');
    expect(person.client.cookie).toBeUndefined();
  });

  it('answers a plain expired or unknown cookie with the plain UNAUTHENTICATED', async () => {
    const person = await member();
    await sql(`update session.sessions set expires_at = now() - interval '1 second' where data ->> 'userId' = $1`, [
      person.id,
    ]);
    const expired = await me(person.client);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
    expect(expired.json().until).toBeUndefined();
    const stranger = browser(app);
    stranger.cookie = `${SESSION_COOKIE}=not-a-session`;
    expect((await me(stranger)).json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses the banned address at signup (send-verification and register), also once the account is deleted', async () => {
    const person = await member();
    expect((await ban(person.id)).statusCode).toBe(204);
    const newcomer = browser(app);
    const sent = await sendCode(newcomer, person.email.toUpperCase());
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual(bannedSignup);

    // Deleted as account deletion's last step does: the address itself goes, its keyed hash stays.
    const em = app.orm.em.fork();
    const account = await em.findOneOrFail(Account, person.id);
    await accountDataRepository(em).deleteForGood(account);
    const stored = await sql(`select * from identity.banned_emails t where t::text ilike $1`, [`%${person.email}%`]);
    expect(stored.rowCount).toBe(0);
    expect((await sql('select count(*)::int as n from identity.banned_emails', [])).rows[0].n).toBeGreaterThan(0);

    expect((await sendCode(browser(app), person.email)).json()).toEqual(bannedSignup);
    // register asks too (say a browser verified the address before the ban): refused before anything else.
    const res = await register(browser(app), { ...newAccount(), email: person.email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(bannedSignup);
    const accounts = await sql('select count(*)::int as n from identity.accounts where email = $1', [person.email]);
    expect(accounts.rows[0].n).toBe(0);
  });

  it("leaves a suspended account's address alone, and any other address", async () => {
    const person = await member();
    expect((await suspend(person.id, 7)).statusCode).toBe(204);
    // The same answer as for any address with an account (spec §2): nothing told apart.
    expect((await sendCode(browser(app), person.email)).statusCode).toBe(200);
    const fresh = newAccount();
    const client = browser(app);
    await verifyEmail(client, fresh.email);
    expect((await register(client, fresh)).statusCode).toBe(201);
  });

  it('refuses a ban with an end, a suspension without one or in the past (400), no token (401), nobody (404)', async () => {
    const person = await member();
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const body of [
      { kind: 'ban', until: '2099-01-01T00:00:00Z' },
      { kind: 'suspend', until: null },
      { kind: 'suspend', until: past },
      { kind: 'mute', until: null },
    ]) {
      const res = await restrict(person.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await restrict(person.id, { kind: 'ban', until: null }, {})).statusCode).toBe(401);
    const unknown = await ban(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ACCOUNT_NOT_FOUND');
    // Nothing happened to the person.
    expect((await me(person.client)).statusCode).toBe(200);
    expect((await login(browser(app), person.username, person.password)).statusCode).toBe(200);
  });
});

describe('POST /internal/identity/users/{userId}/statement-of-reasons', () => {
  const mailStatement = (userId: string, statement: object, headers: Record<string, string> = SERVICE) =>
    app.inject({
      method: 'POST',
      url: `/internal/identity/users/${userId}/statement-of-reasons`,
      headers,
      payload: statement,
    });
  const decisionId = crypto.randomUUID();
  const appealPath = `/api/statements/${decisionId}/appeal-link?expires=1795000000&signature=abc`;
  const statement = {
    statement: {
      id: decisionId,
      action: 'ban',
      restriction: 'Your account is closed for good: you cannot sign in and nobody sees your profile.',
      until: null,
      facts: 'Threatening messages to several people.',
      automated: false,
      rule: 'respect',
      issuedAt: '2026-11-25T11:00:00Z',
      appealUntil: '2027-05-25T11:00:00Z',
      appeal: null,
    },
    appealPath,
  };

  it("mails a banned person the statement with its appeal link, then the appeal's outcome", async () => {
    const person = await member();
    expect((await ban(person.id)).statusCode).toBe(204);
    expect((await mailStatement(person.id, statement)).statusCode).toBe(204);
    const mail = await waitForMail(mailboxOf(app), person.email);
    expect(mail.subject).toBe('A decision about your Wishlist account');
    for (const part of [
      statement.statement.restriction,
      `Why: ${statement.statement.facts}`,
      'Rule of our Terms: Respect (/terms#respect)',
      'a moderator decided',
      `until 2027-05-25), open this link; it works without signing in:\n\n${appealPath}\n`,
    ])
      expect(mail.text).toContain(part);

    // The appeal's outcome, mailed the same way.
    const reversed = { status: 'reversed', note: null, decision: 'Taken out of context.' };
    const appeal = {
      id: crypto.randomUUID(),
      createdAt: '2026-11-26T09:00:00Z',
      decidedAt: '2026-11-27T09:00:00Z',
      ...reversed,
    };
    expect(
      (await mailStatement(person.id, { ...statement, statement: { ...statement.statement, appeal } })).statusCode,
    ).toBe(204);
    const outcome = await waitForMail(mailboxOf(app), person.email, { after: mail.id });
    expect(outcome.subject).toBe('Your Wishlist appeal was decided');
    expect(outcome.text).toContain(
      "the decision is reversed, and what it took is given back.\nThe moderator's reason: Taken out of context.",
    );
    expect(outcome.text).not.toContain(appealPath);
  });

  it('refuses a call without the service token (401) and for nobody (404)', async () => {
    const person = await member();
    expect((await mailStatement(person.id, statement, {})).statusCode).toBe(401);
    expect((await mailStatement(crypto.randomUUID(), statement)).json().code).toBe('ACCOUNT_NOT_FOUND');
  });
});

describe('DELETE /internal/identity/users/{userId}/restriction', () => {
  const lift = (userId: string, headers: Record<string, string> = SERVICE) =>
    app.inject({ method: 'DELETE', url: `/internal/identity/users/${userId}/restriction`, headers });

  it('lets a banned or suspended account sign in again, and frees a banned address for a new account', async () => {
    const [banned, suspended] = [await member(), await member()];
    expect((await ban(banned.id)).statusCode).toBe(204);
    expect((await suspend(suspended.id, 30)).statusCode).toBe(204);
    expect((await lift(banned.id, {})).statusCode).toBe(401);
    for (const person of [banned, suspended]) {
      expect((await lift(person.id)).statusCode).toBe(204);
      expect((await lift(person.id)).statusCode).toBe(204); // repeating is harmless
      const client = browser(app);
      expect((await login(client, person.username, person.password)).statusCode).toBe(200);
      expect((await me(client)).statusCode).toBe(200);
    }
    const em = app.orm.em.fork();
    await accountDataRepository(em).deleteForGood(await em.findOneOrFail(Account, banned.id));
    expect((await sendCode(browser(app), banned.email)).statusCode).toBe(200);
    expect((await lift(crypto.randomUUID())).json()).toMatchObject({ statusCode: 404, code: 'ACCOUNT_NOT_FOUND' });
  });
});

describe('POST /internal/identity/moderation-alerts', () => {
  it('mails every admin who can act, and nobody else', async () => {
    const [admin, otherAdmin, bannedAdmin, moderator] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    for (const person of [admin, otherAdmin, bannedAdmin])
      await sql(`update identity.accounts set role = 'admin' where id = $1`, [person.id]);
    await sql(`update identity.accounts set role = 'moderator' where id = $1`, [moderator.id]);
    expect((await ban(bannedAdmin.id)).statusCode).toBe(204);
    const alert = {
      moderatorId: moderator.id,
      moderatorName: 'Rogue\nModerator',
      count: 6,
      since: '2026-11-25T10:50:00.000Z',
      raisedAt: '2026-11-25T11:00:00.000Z',
    };
    expect(
      (await app.inject({ method: 'POST', url: '/internal/identity/moderation-alerts', payload: alert })).statusCode,
    ).toBe(401);
    const res = await app.inject({
      method: 'POST',
      url: '/internal/identity/moderation-alerts',
      headers: SERVICE,
      payload: alert,
    });
    expect(res.statusCode).toBe(204);
    const inbox = async (email: string) =>
      (await mailboxOf(app)(`/api/demo/mailbox?to=${encodeURIComponent(email)}`)).mails.filter((mail) =>
        mail.subject.startsWith('Wishlist moderation'),
      );
    for (const person of [admin, otherAdmin]) {
      const [mail, ...more] = await inbox(person.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Wishlist moderation: 6 bans or suspensions by one moderator in 10 minutes');
      // The name is on one line and quoted, as every name in a mail, so it cannot pass for a line of the mail.
      expect(mail?.text).toContain('“Rogue Moderator” banned or suspended 6 people since 2026-11-25T10:50:00.000Z.');
    }
    for (const person of [bannedAdmin, moderator]) expect(await inbox(person.email)).toEqual([]);
  });
});
