import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface NewUser {
  username: string;
  password: string;
  email: string;
}

/** A user nobody has signed up yet (usernames: 3–30 letters, digits, dots, underscores). */
export function newUser(prefix = 'e2e'): NewUser {
  const suffix = randomBytes(5).toString('hex');
  return { username: `${prefix}_${suffix}`, password: `pw-${suffix}-ok`, email: `${prefix}.${suffix}@example.com` };
}

/**
 * Signs a new user up through the API, the way the signup screen does (send the code, verify, register), on the
 * page's cookie jar, and stores the user as the app does (spec §4). Returns the user as the server answered.
 */
export async function signUpViaApi(page: Page, user = newUser()) {
  const request: APIRequestContext = page.request;
  const sent = await request.post('/api/auth/send-verification', { data: { method: 'email', contact: user.email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { code } = (await sent.json()) as { code: string };
  const verified = await request.post('/api/auth/verify-code', { data: { contact: user.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const registered = await request.post('/api/auth/register', { data: { ...user, verificationMethod: 'email' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user: stored } = (await registered.json()) as { user: { id: string; username: string } };
  return { ...user, id: stored.id, stored };
}

/** A new user, signed up through the API and signed in on the page as the app does it: cookie and stored user. */
export async function signedInUser(page: Page, user = newUser()) {
  const account = await signUpViaApi(page, user);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wishlist-user', value), JSON.stringify(account.stored));
  return account;
}
