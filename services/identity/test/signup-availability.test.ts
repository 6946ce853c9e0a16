import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, identityWithFakeMatching, newAccount, signUp } from './helpers.ts';

// A taken username or email is said when the signup asks for its code, before any code is made or sent.
let app: FastifyInstance;
let close: () => Promise<unknown>;
beforeAll(async () => {
  ({ app, close } = await identityWithFakeMatching());
});
afterAll(() => close());

const sendForSignup = (contact: string, username: string) =>
  browser(app).send('POST', '/api/auth/send-verification', { method: 'email', contact, username });
const codesFor = async (email: string) =>
  (await app.pool.query('select 1 from identity.verification_codes where contact = $1', [email])).rowCount;

describe('POST /api/auth/send-verification with the signup\'s username', () => {
  it('sends the code when both are free', async () => {
    const fresh = newAccount();
    const res = await sendForSignup(fresh.email, fresh.username);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toMatch(/^\d{6}$/);
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

  it('409 EMAIL_TAKEN for an email an account has (in any case)', async () => {
    const taken = newAccount();
    expect((await signUp(browser(app), taken)).statusCode).toBe(201);
    const res = await sendForSignup(taken.email.toUpperCase(), newAccount().username);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists. Please sign in instead.' });
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
