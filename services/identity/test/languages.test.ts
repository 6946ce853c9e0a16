import { closedAfterFile, readMail, smtpListener, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { browser, identityForFile, newAccount, type Browser } from './helpers.ts';

const smtp = closedAfterFile(await smtpListener());
const { app } = await identityForFile({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'Wishlist <no-reply@wishlist.example>',
  APP_URL: 'https://wishlist.example',
});
const serviceToken = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };

/** The newest mail to `email` that `matches`, read. */
async function mailTo(email: string, matches: (subject: string) => boolean) {
  let found: ReturnType<typeof readMail> | undefined;
  await vi.waitFor(() => {
    found = smtp.mails
      .filter((m) => m.to.includes(email))
      .map((m) => readMail(m.data))
      .findLast((mail) => matches(mail.headers['subject'] ?? ''));
    expect(found).toBeDefined();
  });
  return found as ReturnType<typeof readMail>;
}

/** Signs `client` up with a code read from its mail (sent in `acceptLanguage`'s language, when given). */
async function signUp(client: Browser, acceptLanguage?: string) {
  const account = newAccount();
  const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: account.email }, headers);
  const codeMail = await mailTo(account.email, () => true);
  const code = /\b([0-9]{6})\b/.exec(codeMail.text)?.[1] ?? '';
  await client.send('POST', '/api/auth/verify-code', { contact: account.email, code });
  const registered = await client.send('POST', '/api/auth/register', { ...account, verificationMethod: 'email' });
  expect(registered.statusCode).toBe(201);
  return { ...account, id: registered.json<{ user: { id: string } }>().user.id, codeMail };
}

describe("the account's language", () => {
  it('is none until chosen, then the one chosen; an unknown language is refused (400) and changes nothing', async () => {
    const client = browser(app);
    await signUp(client);
    expect((await client.send('GET', '/api/account')).json()).toEqual({});

    const chosen = await client.send('PATCH', '/api/account', { language: 'ar' });
    expect([chosen.statusCode, chosen.json()]).toEqual([200, { language: 'ar' }]);
    const unknown = await client.send('PATCH', '/api/account', { language: 'fr' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VALIDATION']);
    expect((await client.send('GET', '/api/account')).json()).toEqual({ language: 'ar' });
  });

  it('is read and changed only when signed in (401)', async () => {
    const guest = browser(app);
    expect((await guest.send('GET', '/api/account')).statusCode).toBe(401);
    expect((await guest.send('PATCH', '/api/account', { language: 'ar' })).statusCode).toBe(401);
  });

  it('is told to matching for its pushes: the chosen ones only, behind the service token (401 without)', async () => {
    const [chose, didNot] = [browser(app), browser(app)];
    const arabic = await signUp(chose);
    const english = await signUp(didNot);
    await chose.send('PATCH', '/api/account', { language: 'ar' });
    const ask = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/internal/identity/languages',
        headers,
        payload: { userIds: [arabic.id, english.id, crypto.randomUUID()] },
      });
    expect((await ask({})).statusCode).toBe(401);
    const answer = await ask(serviceToken);
    expect([answer.statusCode, answer.json()]).toEqual([200, { languages: { [arabic.id]: 'ar' } }]);
  });
});

describe('mails in the receiver’s language', () => {
  it("writes a newcomer's code in their browser's language, as HTML marked Arabic and right to left", async () => {
    const { codeMail } = await signUp(browser(app), 'ar-EG,ar;q=0.9,en;q=0.5');
    expect(codeMail.headers['subject']).toMatch(/^[0-9]{6} هو رمزك في Wishlist$/);
    expect(codeMail.text).toContain('يبقى صالحًا لمدة 10 دقائق.');
    expect(codeMail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it("mails the digest in the account's chosen language, its count in Arabic's plural forms", async () => {
    const client = browser(app);
    const account = await signUp(client);
    await client.send('PATCH', '/api/account', { language: 'ar' });
    const digest = {
      unreadMessages: 11,
      senders: ['Ana', 'Ben'],
      unsubscribePath: `/api/email-digest/unsubscribe/${account.id}?expires=1790000000&signature=abc`,
    };
    const res = await app.inject({
      method: 'POST',
      url: `/internal/identity/users/${account.id}/message-digest`,
      headers: serviceToken,
      payload: digest,
    });
    expect(res.statusCode).toBe(204);

    const mail = await mailTo(account.email, (subject) => subject.includes('رسالة'));
    expect(mail.headers['subject']).toBe('لديك 11 رسالة غير مقروءة على Wishlist');
    expect(mail.text).toContain('راسلك “Ana” و“Ben” على Wishlist: 11 رسالة لم تقرأها بعد.');
    expect(mail.text).toContain(`لإيقاف هذه الرسائل: https://wishlist.example${digest.unsubscribePath}`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<a href="https://wishlist.example/matches">');
  });

  it("mails a statement of reasons in the account's language: its ground named in it, the moderator's words as written", async () => {
    const client = browser(app);
    const account = await signUp(client);
    await client.send('PATCH', '/api/account', { language: 'ar' });
    const appealPath = `/api/statements/${crypto.randomUUID()}/appeal-link?expires=1795000000&signature=abc`;
    const statement = {
      id: crypto.randomUUID(),
      action: 'remove-bio',
      restriction: 'حُذفت نبذتك من ملفك الشخصي.',
      until: null,
      facts: 'Selling followers in the bio.',
      automated: false,
      rule: 'no-spam',
      issuedAt: '2026-11-25T11:00:00Z',
      appealUntil: '2027-05-25T11:00:00Z',
      appeal: null,
    };
    const res = await app.inject({
      method: 'POST',
      url: `/internal/identity/users/${account.id}/statement-of-reasons`,
      headers: serviceToken,
      payload: { statement, appealPath },
    });
    expect(res.statusCode).toBe(204);

    const mail = await mailTo(account.email, (subject) => subject.includes('قرار'));
    expect(mail.headers['subject']).toBe('قرار بشأن حسابك في Wishlist');
    for (const part of [
      statement.restriction,
      'السبب: Selling followers in the bio.',
      'القاعدة من شروطنا: لا رسائل مزعجة ولا احتيال (https://wishlist.example/terms#no-spam)',
      'لا، قرّر ذلك مشرف',
      `للطعن (مجانًا، حتى 25 مايو 2027)، افتح هذا الرابط؛ يعمل دون تسجيل الدخول:\n\nhttps://wishlist.example${appealPath}`,
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it('keeps English, marked left to right, for whoever chose no language', async () => {
    const account = await signUp(browser(app));
    expect(account.codeMail.headers['subject']).toMatch(/^[0-9]{6} is your Wishlist code$/);
    expect(account.codeMail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });
});
