import { loadConfig, signPath } from '@wishlist/service-kit';
import {
  createTestDatabase,
  nextRunOf,
  readMail,
  smtpListener,
  testEnv,
  TEST_SECRETS,
  closedAfterFile,
} from '@wishlist/service-kit/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildIdentityApp, identityConfig } from '../../identity/src/app.ts';
import { like, newMember, type Member, matchingForFile } from './support.ts';

// The e-mail digest (spec §1) from end to end: matching's job finds the unread messages, identity mails them through
// nodemailer to an SMTP server in the test, and the mail's unsubscribe link works without signing in.
const smtp = closedAfterFile(await smtpListener());
// One database, as `npm start` has: each service its own schema.
const databaseUrl = await createTestDatabase();
const identity = closedAfterFile(
  await buildIdentityApp(
    loadConfig(
      identityConfig,
      testEnv(databaseUrl, {
        MATCHING_URL: 'http://127.0.0.1:9',
        PASSWORD_HASH_COST: '14',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Wishlist <no-reply@wishlist.example>',
        APP_URL: 'https://wishlist.example',
      }),
    ),
  ),
);
const identityUrl = await identity.listen({ host: '127.0.0.1', port: 0 });
const { app } = await matchingForFile({
  databaseUrl,
  env: { IDENTITY_URL: identityUrl, EMAIL_DIGEST_INTERVAL_MS: '100' },
});

let people = 0;
/** A member with an account at identity (same id) and an address of their own. */
async function person(firstName: string): Promise<Member & { email: string }> {
  const member = await newMember(app, { firstName });
  const email = `digest${++people}.${member.userId.slice(0, 8)}@example.com`;
  await app.pool.query(
    `insert into identity.accounts (id, username, email, password_hash, created_at) values ($1, $2, $3, 'x', now())`,
    [member.userId, `digest_${member.userId.slice(0, 8)}`, email],
  );
  return { ...member, email };
}

/** `from` writes to `to` (they match first); `backdate` dates it `hoursAgo` back. */
async function wrote(from: Member, to: Member) {
  await like(app, from, to.userId);
  await like(app, to, from.userId);
  const res = await app.inject({
    method: 'POST',
    url: `/api/conversations/${to.userId}/messages`,
    headers: { cookie: from.cookie },
    payload: { text: 'Are you free on Saturday?', clientId: crypto.randomUUID() },
  });
  expect(res.statusCode).toBe(201);
  return { from, to, messageId: (res.json() as { id: string }).id };
}

/** Dates messages back, all in one statement: the digest's job (every 100 ms) sees them all or none. */
async function backdate(...messages: [{ from: Member; to: Member }, hoursAgo: number][]) {
  await app.pool.query(
    `update matching.messages m set sent_at = now() - b.hours * interval '1 hour'
     from unnest($1::uuid[], $2::uuid[], $3::float8[]) as b(sender, recipient, hours)
     where m.sender_id = b.sender and m.recipient_id = b.recipient`,
    [
      messages.map(([message]) => message.from.userId),
      messages.map(([message]) => message.to.userId),
      messages.map(([, hours]) => hours),
    ],
  );
}

const mailsTo = (member: { email: string }) => smtp.mails.filter((mail) => mail.to.includes(member.email));

describe('the e-mail digest', () => {
  it('mails once a day about messages unread for 12 hours that no push told of, and only to those who want it', async () => {
    const [ana, ben, cleo, dan, eve, finn, gus] = [
      await person('Ana'),
      await person('Ben'),
      await person('Cleo'),
      await person('Dan'),
      await person('Eve'),
      await person('Finn'),
      await person('Gus'),
    ] as const;
    const toBen = await wrote(ana, ben);
    const fromCleo = await wrote(cleo, ben);
    const toDan = await wrote(ana, dan);
    const toEve = await wrote(ana, eve);
    await app.pool.query(
      `insert into matching.push_settings (user_id, last_push_delivered_at) values ($1, now() - interval '1 hour')`,
      [eve.userId],
    ); // a push reached Eve after the message
    const toFinn = await wrote(ana, finn);
    await app.inject({
      method: 'PATCH',
      url: '/api/push/settings',
      headers: { cookie: finn.cookie },
      payload: { emailDigest: false },
    });
    const toGus = await wrote(ana, gus);
    const read = await app.inject({
      method: 'POST',
      url: `/api/conversations/${ana.userId}/read`,
      headers: { cookie: gus.cookie },
      payload: { messageId: toGus.messageId },
    });
    expect(read.statusCode).toBe(204);
    // Dan's is not 12 hours old yet.
    await backdate([toBen, 13], [fromCleo, 14], [toDan, 11], [toEve, 13], [toFinn, 13], [toGus, 13]);

    await vi.waitFor(() => expect(mailsTo(ben)).toHaveLength(1), { timeout: 5000 });
    const { headers, text } = readMail(mailsTo(ben)[0]?.data ?? '');
    expect(headers['subject']).toBe('You have 2 unread messages on Wishlist');
    expect(text).toContain('“Cleo” and “Ana” wrote to you on Wishlist: 2 messages you have not read yet.');
    expect(text).not.toContain('Saturday'); // never the messages themselves
    expect(headers['list-unsubscribe']).toMatch(
      new RegExp(`^<https://wishlist\\.example/api/email-digest/unsubscribe/${ben.userId}\\?expires=\\d+&signature=`),
    );

    // The run that mailed Ben saw everyone else too; a later run (its mails are sent before it ends) mails nobody
    // again today.
    await backdate([await wrote(dan, ben), 12.5]);
    await nextRunOf(app, 'sending e-mail digests');
    expect(mailsTo(ben)).toHaveLength(1);
    for (const nobody of [dan, eve, finn, gus, ana, cleo]) expect(mailsTo(nobody), nobody.email).toEqual([]);

    // A day later, a digest tells only of what the last one did not.
    await app.pool.query(
      `update matching.email_digests set last_sent_at = last_sent_at - interval '1 day' where user_id = $1`,
      [ben.userId],
    );
    await vi.waitFor(() => expect(mailsTo(ben)).toHaveLength(2), { timeout: 5000 });
    expect(readMail(mailsTo(ben)[1]?.data ?? '').text).toContain(
      '“Dan” wrote to you on Wishlist: a message you have not read yet.',
    );
  });

  describe('its unsubscribe link', () => {
    let hana: Member & { email: string };
    let link: string;
    const settings = async () =>
      (await app.inject({ method: 'GET', url: '/api/push/settings', headers: { cookie: hana.cookie } })).json();
    beforeAll(async () => {
      const ivan = await person('Ivan');
      hana = await person('Hana');
      await backdate([await wrote(ivan, hana), 13]);
      await vi.waitFor(() => expect(mailsTo(hana)).toHaveLength(1), { timeout: 5000 });
      const header = readMail(mailsTo(hana)[0]?.data ?? '').headers['list-unsubscribe'] ?? '';
      link = new URL(header.slice(1, -1)).pathname + new URL(header.slice(1, -1)).search;
    });

    it('opens, without signing in, a page that asks and changes nothing (link checkers open links)', async () => {
      const res = await app.inject({ method: 'GET', url: link });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<form method="post"');
      expect(res.body).toContain('Turn off the e-mail digest');
      expect(await settings()).toMatchObject({ emailDigest: true });
    });

    it("turns the digest off with the page's button or a mail client's one-click POST (RFC 8058)", async () => {
      const res = await app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('E-mail digest turned off');
      expect(await settings()).toMatchObject({ emailDigest: false, messages: true });
      const again = await app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(again.statusCode).toBe(200);
    });

    it('refuses a forged, altered or expired link with 404 and changes nothing', async () => {
      const other = await person('Jo');
      const path = `/api/email-digest/unsubscribe/${other.userId}`;
      const expired = signPath(path, TEST_SECRETS.SERVICE_TOKEN, new Date(Date.now() - 1000));
      const forged = signPath(path, 'some-other-key-that-is-long-enough', new Date(Date.now() + 3_600_000));
      const someoneElses = `${path}${link.slice(link.indexOf('?'))}`; // Hana's signature on Jo's path
      const bare = path;
      for (const url of [expired, forged, someoneElses, bare]) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await app.inject({
            method,
            url,
            headers: { accept: 'text/html,*/*;q=0.8', 'content-type': 'application/x-www-form-urlencoded' },
            ...(method === 'POST' && { payload: 'List-Unsubscribe=One-Click' }),
          });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.body).toContain('This link does not work');
          // A mail client's one-click POST, which asks for no page, gets the Error shape.
          const oneClick = await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          });
          expect(oneClick.statusCode).toBe(404);
          expect(oneClick.json()).toMatchObject({ code: 'NOT_FOUND' });
        }
      }
      const { rows } = await app.pool.query('select email_digest from matching.push_settings where user_id = $1', [
        other.userId,
      ]);
      expect(rows).toEqual([]);
    });
  });
});
