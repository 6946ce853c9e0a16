import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';
import { ADULT_BIRTH_DATE, signedInUser } from './users.ts';

/** A phone: 390x844, a finger. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** Gives the signed-in user a name and an 18+ birth date, so other people can see and like them. */
export async function completeProfile(request: APIRequestContext, firstName: string): Promise<void> {
  // A whole profile: gold members come first in everyone's feed, where other tests read the top card's details.
  const saved = await request.patch('/api/profile', {
    data: {
      firstName,
      lastName: 'Tester',
      birthDate: ADULT_BIRTH_DATE, // the date signedInUser gave: a birth date is set once
      bio: 'Tacos and trail runs.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

export async function entitlementsOf(request: APIRequestContext): Promise<Entitlements> {
  const response = await request.get('/api/entitlements');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Entitlements;
}

/** Billing pushes a plan change to matching's copy: wait until matching tells the new tier. */
export async function tierReaches(request: APIRequestContext, tier: Entitlements['tier']): Promise<void> {
  await expect.poll(async () => (await entitlementsOf(request)).tier).toBe(tier);
}

/** A new person with a whole profile, signed in on a phone of their own. */
export async function newPerson(browser: Browser, firstName: string) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const user = await signedInUser(page);
  await completeProfile(page.request, firstName);
  return { ...user, firstName, page, context };
}

/** The signed-in `userId` likes `profileId` (through the API); answers whether that made a match. */
export async function like(request: APIRequestContext, userId: string, profileId: string) {
  const added = await request.post('/api/wishlist', { data: { userId, profileId } });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()) as { matched: boolean };
}

/** The signed-in person writes `text` to `to` (through the API). */
export async function send(request: APIRequestContext, to: string, text: string) {
  const sent = await request.post(`/api/conversations/${to}/messages`, {
    data: { text, clientId: crypto.randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}
