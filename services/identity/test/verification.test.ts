import { describe, expect, it } from 'vitest';
import { browser, identityForFile, mailboxOf, mailedCode, newAccount } from './helpers.ts';

const { app } = await identityForFile();

const sendCode = (client: ReturnType<typeof browser>, contact: string) =>
  client.send('POST', '/api/auth/send-verification', { method: 'email', contact });
const enterCode = (client: ReturnType<typeof browser>, contact: string, code: string) =>
  client.send('POST', '/api/auth/verify-code', { contact, code });
/** Sends a code and reads it in the demo mailbox, as the person would. */
async function sendAndRead(client: ReturnType<typeof browser>, contact: string) {
  const before = (await mailboxOf(app)(`/api/demo/mailbox?to=${encodeURIComponent(contact)}`)).mails[0]?.id;
  const res = await sendCode(client, contact);
  expect(res.statusCode).toBe(200);
  return (await mailedCode(app, contact, before)).code;
}
/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/send-verification', () => {
  // Spec §2, §3: in demo mode the code the demo mailbox shows anyone is in the answer too, for the screen to show.
  it('demo mode: mails a fresh 6-digit code to the demo mailbox, answers the same code, and stores only its hash', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const res = await sendCode(client, email);
    expect(res.statusCode).toBe(200);
    const { code } = await mailedCode(app, email);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(res.json()).toEqual({ expiresInSeconds: 600, code });
    expect((await enterCode(client, email, res.json().code)).json()).toEqual({ verified: true });
    const stored = await app.pool.query(
      'select code_hash, wrong_tries from identity.verification_codes where contact = $1',
      [email],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].code_hash).not.toContain(code);
    expect(stored.rows[0].wrong_tries).toBe(0);
  });

  it('replaces the previous code when sent again', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const first = await sendAndRead(client, email);
    const second = await sendAndRead(client, email);
    if (first !== second) {
      const res = await enterCode(client, email, first);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WRONG_CODE');
    }
    expect((await enterCode(client, email, second)).statusCode).toBe(200);
  });

  it('throttles re-sending to one address: the 4th send within 15 minutes answers 429 with Retry-After', async () => {
    const { email } = newAccount();
    for (let i = 0; i < 3; i++) expect((await sendCode(browser(app), email)).statusCode).toBe(200);
    const res = await sendCode(browser(app), email.toUpperCase());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(res.json().message).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('refuses a malformed address and an unknown method with 400', async () => {
    const client = browser(app);
    const bad = await client.send('POST', '/api/auth/send-verification', {
      method: 'email',
      contact: 'maya-at-example',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Contact is not a valid email address.' });
    const sms = await client.send('POST', '/api/auth/send-verification', {
      method: 'sms',
      contact: 'maya@example.com',
    });
    expect(sms.statusCode).toBe(400);
  });
});

describe('GET /api/demo/mailbox (demo mode)', () => {
  it('answers the mails newest first, by their order (past the 9th too), and only those to `to` when asked', async () => {
    const addresses = Array.from({ length: 11 }, () => newAccount().email);
    for (const email of addresses) expect((await sendCode(browser(app), email)).statusCode).toBe(200);
    const last = addresses.at(-1) ?? '';
    await mailedCode(app, last);
    const { mails } = await mailboxOf(app)('/api/demo/mailbox');
    const ids = mails.map((mail) => BigInt(mail.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : -1)));
    expect(mails[0]?.to).toBe(last);
    const only = await mailboxOf(app)(`/api/demo/mailbox?to=${encodeURIComponent(addresses[0]?.toUpperCase() ?? '')}`);
    expect(only.mails.map((mail) => mail.to)).toEqual([addresses[0]]);
  });

  it('refuses a malformed address with 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/demo/mailbox?to=not-an-address' })).statusCode).toBe(400);
  });
});

describe('POST /api/auth/verify-code', () => {
  it('marks the address verified and gives the browser a session cookie', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const code = await sendAndRead(client, email);
    const res = await enterCode(client, email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    expect(client.cookie).toBeDefined();
    const stored = await app.pool.query('select verified_at from identity.verification_codes where contact = $1', [
      email,
    ]);
    // The service's pool is MikroORM's, which reads timestamps as text.
    const verifiedAt: string | null = stored.rows[0].verified_at;
    expect(verifiedAt && new Date(verifiedAt)).toBeInstanceOf(Date);
  });

  it('compares addresses regardless of case', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const code = await sendAndRead(client, email);
    expect((await enterCode(client, email.toUpperCase(), code)).statusCode).toBe(200);
  });

  it('refuses a wrong code, saying how many tries are left', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const code = await sendAndRead(client, email);
    const res = await enterCode(client, email, otherThan(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'That code is not right. Tries left: 4.',
      code: 'WRONG_CODE',
    });
    expect(client.cookie).toBeUndefined();
  });

  it('refuses the right code on the 6th try, after 5 wrong ones', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const code = await sendAndRead(client, email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await enterCode(client, email, otherThan(code))).json());
    expect(answers.map((a) => a.code)).toEqual([
      'WRONG_CODE',
      'WRONG_CODE',
      'WRONG_CODE',
      'WRONG_CODE',
      'TOO_MANY_TRIES',
    ]);
    expect(answers[3].message).toBe('That code is not right. Tries left: 1.');
    const sixth = await enterCode(client, email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({
      code: 'TOO_MANY_TRIES',
      message: 'This code was entered wrongly too many times. Please request a new one.',
    });
  });

  it('counts concurrent wrong tries exactly: a burst cannot get more than 5', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const code = await sendAndRead(client, email);
    const burst = await Promise.all(Array.from({ length: 8 }, () => enterCode(client, email, otherThan(code))));
    expect(burst.filter((res) => res.json().code === 'WRONG_CODE')).toHaveLength(4);
    expect((await enterCode(client, email, code)).json().code).toBe('TOO_MANY_TRIES');
  });

  it('refuses an expired code', async () => {
    const { email } = newAccount();
    const client = browser(app);
    const code = await sendAndRead(client, email);
    await app.pool.query(
      `update identity.verification_codes set expires_at = now() - interval '1 second' where contact = $1`,
      [email],
    );
    const res = await enterCode(client, email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'This code has expired. Please request a new one.',
    });
  });

  it('refuses a code for an address no code was sent to', async () => {
    const res = await enterCode(browser(app), newAccount().email, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NO_CODE');
  });

  it('refuses a code that is not 6 digits with 400', async () => {
    const res = await enterCode(browser(app), newAccount().email, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Code is not valid.' });
  });

  it('limits tries per client address: the 101st within 15 minutes answers 429', async () => {
    const client = browser(app);
    const email = newAccount().email;
    for (let i = 0; i < 100; i++) expect((await enterCode(client, email, '000000')).statusCode).toBe(400);
    const res = await enterCode(client, email, '000000');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
