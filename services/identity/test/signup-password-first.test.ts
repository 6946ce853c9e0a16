import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { browser, identityForFile, mailboxOf, newAccount } from './helpers.ts';

// The signup's first step sends its password with the address: the rule `register` applies is applied there, so a
// weak password is refused before a code is spent on it (docs/architecture.md, "Passwords").
const { app } = await identityForFile();

const send = (body: Record<string, string>) =>
  browser(app).send('POST', '/api/auth/send-verification', { method: 'email', ...body });
const codesFor = async (email: string) =>
  (await app.pool.query('select 1 from identity.verification_codes where contact = $1', [email])).rowCount;

describe("POST /api/auth/send-verification with the signup's password", () => {
  it('400 WEAK_PASSWORD for a common password, PASSWORD_IS_PERSONAL for the username or email, and no code is made or mailed', async () => {
    const fresh = newAccount();
    const local = fresh.email.split('@')[0] ?? '';
    const common = [
      'WEAK_PASSWORD',
      'This password is one of the most common and easy to guess. Please choose another.',
    ];
    const personal = ['PASSWORD_IS_PERSONAL', 'Your password cannot be your username or email. Please choose another.'];
    const refusals = [
      ['password123', ...common],
      ['letmein!', ...common],
      [fresh.username, ...personal],
      [local, ...personal],
    ];
    for (const [password, code, message] of refusals) {
      const res = await send({ contact: fresh.email, username: fresh.username, password: password ?? '' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, code });
    }
    expect(await codesFor(fresh.email)).toBe(0);
    expect((await mailboxOf(app)(`/api/demo/mailbox?to=${fresh.email}`)).mails).toEqual([]);
  });

  it("400 VALIDATION under 8 characters (the contract's Password)", async () => {
    const fresh = newAccount();
    const res = await send({ contact: fresh.email, username: fresh.username, password: 'kq7#vd2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('sends the code for a good password, and without one as before', async () => {
    const fresh = newAccount();
    const res = await send({ contact: fresh.email, username: fresh.username, password: fresh.password });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waitForMail(mailboxOf(app), fresh.email)).subject).toMatch(/^\d{6} is your Wishlist code$/);
    expect((await send({ contact: newAccount().email })).statusCode).toBe(200);
  });

  it("a refused password does not use up the address's 3 sends; sends do (the 4th within 15 minutes is 429)", async () => {
    const fresh = newAccount();
    for (let i = 0; i < 4; i++) {
      const weak = await send({ contact: fresh.email, username: fresh.username, password: 'password123' });
      expect(weak.statusCode).toBe(400);
    }
    const good = { contact: fresh.email, username: fresh.username, password: fresh.password };
    for (let i = 0; i < 3; i++) expect((await send(good)).statusCode).toBe(200);
    const over = await send(good);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
