import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, waitForMail, type DemoMail } from '../../../scripts/lib/demo-mailbox.ts';
import { ownPlace } from './places.ts';
import { words, wordsMatching } from './words.ts';

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
 * The demo mailbox page opened in a new tab, as a person opens their mail (the stack runs demo mode), showing the
 * mails to `email` once `count` of them (matching `subject`) have arrived. Close it when done.
 */
export async function openMailbox(page: Page, email: string, subject: RegExp, count = 1) {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/mailbox');
  await expect(mailbox.getByRole('heading', { level: 1, name: words('screen.title.mailbox') })).toBeVisible();
  const mails = mailbox
    .getByRole('article', { name: subject })
    .filter({ hasText: wordsMatching('auth.mailbox.meta', { to: email }) });
  // The page refreshes itself every few seconds: a mail sent a moment ago appears.
  await expect.poll(() => mails.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return { mailbox, mails };
}

/** The newest verification code mailed to `email` (the `count`th), read on the mailbox page. */
export async function mailedCode(page: Page, email: string, count = 1) {
  const { mailbox, mails } = await openMailbox(page, email, /is your Wishlist code$/, count);
  const subject = (await mails.first().getAttribute('aria-label')) ?? '';
  await mailbox.close();
  return subject.slice(0, 6);
}

/**
 * Where a new person signs up from: an address of their own (198.18.0.0/15, the range kept for tests), told to the
 * edge as a proxy would (the run's stack trusts loopback proxies: playwright.config.ts). The signup's per-address
 * limits hold against one address; a run signs up more people than one address may.
 */
function ownAddress() {
  const part = () => Math.floor(Math.random() * 256);
  return { 'x-forwarded-for': `198.${String(18 + (part() % 2))}.${String(part())}.${String(part())}` };
}

/**
 * Signs a new user up through the API, the way the signup screen does (send the code, verify, register), on the
 * page's cookie jar, and stores the user as the app does (spec §4). Returns the user as the server answered.
 */
export async function signUpViaApi(page: Page, user = newUser()) {
  const request: APIRequestContext = page.request;
  const headers = ownAddress();
  const sent = await request.post('/api/auth/send-verification', {
    headers,
    data: { method: 'email', contact: user.email },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // The stack runs demo mode: the mail is in the demo mailbox.
  const read = async (path: string) => (await (await request.get(path)).json()) as { mails: DemoMail[] };
  const code = codeIn(await waitForMail(read, user.email));
  const verified = await request.post('/api/auth/verify-code', { headers, data: { contact: user.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const registered = await request.post('/api/auth/register', {
    headers,
    data: { ...user, verificationMethod: 'email' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user: stored } = (await registered.json()) as { user: { id: string; username: string } };
  return { ...user, id: stored.id, stored };
}

/**
 * The birth date the helpers give (spec §5: nobody browses without one; it is set once): older than any of npm
 * start's demo people, so a test browsing the demo people keeps everyone the helpers made out of its deck with an
 * age range (places.ts).
 */
export const ADULT_BIRTH_DATE = '1946-06-15';

/**
 * Completes the signed-up user's profile as onboarding leaves it, and whole, as others' decks show people; the
 * person lives in the running test's own place, so only that test's people meet them (places.ts).
 */
export async function completeOnboarding(page: Page, user: NewUser) {
  const completed = await page.request.patch('/api/profile', {
    data: {
      // The tests know people by their username, so they take it as their first name (the app never does).
      firstName: user.username,
      birthDate: ADULT_BIRTH_DATE,
      bio: 'Trying everything once.',
      instagramHandle: `@${user.username}`,
      coordinates: ownPlace(),
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);
}

/**
 * A new user, signed up through the API and signed in on the page as the app does it: cookie and stored user. Unless
 * `onboarded` is false, the profile is completed as onboarding leaves it (the username as first name, an adult birth
 * date), so the person can browse; `onboarded: false` leaves it as signup does.
 */
export async function signedInUser(page: Page, user = newUser(), { onboarded = true } = {}) {
  const account = await signUpViaApi(page, user);
  if (onboarded) await completeOnboarding(page, user);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wishlist-user', value), JSON.stringify(account.stored));
  return account;
}
