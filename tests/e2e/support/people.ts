import { type APIRequestContext, expect } from '@playwright/test';
import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';

/** Gives the signed-in user a name and an 18+ birth date, so other people can see and like them. */
export async function completeProfile(request: APIRequestContext, firstName: string): Promise<void> {
  // A whole profile: gold members come first in everyone's feed, where other tests read the top card's details.
  const saved = await request.patch('/api/profile', { data: { firstName, lastName: 'Tester', birthDate: '1994-05-20', location: 'Austin, TX', bio: 'Tacos and trail runs.' } });
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
