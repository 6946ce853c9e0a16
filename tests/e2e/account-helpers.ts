// What the account and billing browser tests share: a fresh user signed up through the real API (the session
// cookie lands in the page's context) and stored the way the shell keeps the signed-in user (spec §4), likes
// and upgrades made through the API, and real image files.
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { Profile, ProfilesResponse, Subscription, User } from '@wishlist/contract/client/types.gen.ts';

let serial = 0;

/** Signs up a new user through the API (send code → verify → register) and signs the page in as them. */
export async function signUp(page: Page): Promise<User> {
  const unique = `${Date.now().toString(36)}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `g_${unique}`;
  const email = `${username}@example.com`;
  const sent = await page.request.post('/api/auth/send-verification', { data: { method: 'email', contact: email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { code } = (await sent.json()) as { code: string };
  const verified = await page.request.post('/api/auth/verify-code', { data: { contact: email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const registered = await page.request.post('/api/auth/register', {
    data: { username, password: `Open-sesame-${unique}`, email, verificationMethod: 'email' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: User };
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('wishlist-user', JSON.stringify(stored)), user);
  return user;
}

/** Likes the first `count` people of the user's feed through the API. */
export async function likeThroughApi(request: APIRequestContext, user: User, count: number): Promise<Profile[]> {
  const response = await request.get(`/api/profiles?userId=${user.id}&limit=${String(count)}`);
  expect(response.status(), await response.text()).toBe(200);
  const people = ((await response.json()) as ProfilesResponse).profiles.slice(0, count);
  expect(people).toHaveLength(count);
  for (const person of people) {
    const added = await request.post('/api/wishlist', { data: { userId: user.id, profileId: person.id } });
    expect(added.status(), await added.text()).toBe(201);
  }
  return people;
}

/** The user's subscription as the API answers it. */
export async function subscriptionOf(request: APIRequestContext, user: User): Promise<Subscription> {
  const response = await request.get(`/api/user/${user.id}/subscription`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Subscription;
}

/** Pays for a paid plan through billing's test mode with the card that succeeds. */
export async function upgradeThroughApi(request: APIRequestContext, user: User, tier: 'premium' | 'gold'): Promise<Subscription> {
  const created = await request.post('/api/create-subscription', { data: { userId: user.id, priceId: tier } });
  expect(created.status(), await created.text()).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const paid = await request.post('/api/test-payments/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as Subscription;
}

/** A real PNG: a picture of whatever the page shows, cut to a square of `size` px. */
export async function pngOf(page: Page, size: number, x = 0): Promise<Buffer> {
  return page.screenshot({ clip: { x, y: 0, width: size, height: size } });
}

/** A date as the billing screens write it ("December 22, 2026"), in the browser's own time zone. */
export function longDateInPage(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(value)), iso);
}
