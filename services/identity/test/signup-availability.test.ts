import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { browser, identityForFile, mailboxOf, newAccount, signUp } from './helpers.ts';

// A taken username is said when the signup asks for its code, before any code is made or sent; a taken email is not.
const { app } = await identityForFile();

const sendForSignup = (contact: string, username: string) =>
  browser(app).send('POST', '/api/auth/send-verification', { method: 'email', contact, username });
const codesFor = async (email: string) =>
  (await app.pool.query('select 1 from identity.verification_codes where contact = $1', [email])).rowCount;

describe("POST /api/auth/send-verification with the signup's username", () => {
  it('sends the code when both are free', async () => {
    const fresh = newAccount();
    const res = await sendForSignup(fresh.email, fresh.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expiresInSeconds: 600, code: expect.stringMatching(/^[0-9]{6}$/) });
    expect((await waitForMail(mailboxOf(app), fresh.email)).subject).toMatch(/^\d{6} is your Wishlist code$/);
  });

  it('409 USERNAME_TAKEN for a username an account has (in any case), or a reserved one; no code is made', async () => {
    const taken = newAccount();
    expect((await signUp(browser(app), taken)).statusCode).toBe(201);
    const fresh = newAccount();
    for (const username of [taken.username, taken.username.toUpperCase(), 'Support']) {
      const res = await sendForSignup(fresh.email, username);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'That username is taken. Please choose another.',
        code: 'USERNAME_TAKEN',
      });
    }
    expect(await codesFor(fresh.email)).toBe(0);
  });

  it('answers a taken email exactly as a free one: no usable code is made, and its owner is told by mail', async () => {
    const owner = newAccount();
    expect((await signUp(browser(app), owner)).statusCode).toBe(201);
    const lastMail = (await mailboxOf(app)(`/api/demo/mailbox?to=${owner.email}`)).mails[0]?.id;
    const stranger = browser(app);
    const taken = await stranger.send('POST', '/api/auth/send-verification', {
      method: 'email',
      contact: owner.email.toUpperCase(),
      username: newAccount().username,
    });
    const free = await sendForSignup(newAccount().email, newAccount().username);
    expect(taken.statusCode).toBe(200);
    expect(taken.statusCode).toBe(free.statusCode);
    // Demo mode: both answers carry a 6-digit code (spec §2); the taken address's verifies nothing.
    for (const res of [taken, free])
      expect(res.json()).toEqual({ expiresInSeconds: 600, code: expect.stringMatching(/^[0-9]{6}$/) });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());

    const mail = await waitForMail(mailboxOf(app), owner.email, { after: lastMail });
    expect(mail.subject).toBe('Someone tried to sign up to Wishlist with your address');
    expect(mail.text).toContain('/login');
    expect(mail.text).not.toMatch(/\d{6}/);
    // Any code, the answered one too, fails as a wrong one does for a free address (never NO_CODE), and register
    // refuses as unverified.
    const tried = await stranger.send('POST', '/api/auth/verify-code', {
      contact: owner.email,
      code: taken.json().code,
    });
    expect(tried.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'That code is not right. Tries left: 4.',
      code: 'WRONG_CODE',
    });
    const registered = await stranger.send('POST', '/api/auth/register', {
      username: newAccount().username,
      email: owner.email,
      password: owner.password,
    });
    expect(registered.statusCode).toBe(403);
    expect(registered.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('400 for a username the signup would refuse anyway', async () => {
    const res = await sendForSignup(newAccount().email, 'a b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('counts toward the per-address limit: the 4th ask for one email in 15 minutes is 429, taken or not', async () => {
    const taken = newAccount();
    expect((await signUp(browser(app), taken)).statusCode).toBe(201);
    const email = newAccount().email;
    for (let i = 0; i < 3; i++) expect((await sendForSignup(email, taken.username)).statusCode).toBe(409);
    expect((await sendForSignup(email, taken.username)).statusCode).toBe(429);
  });
});
