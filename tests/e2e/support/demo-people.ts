import { type APIRequestContext, expect } from '@playwright/test';
import type { ProfilesResponse } from '@wishlist/contract/client/types.gen.ts';
import { demoPeople } from '../../../services/matching/src/demo-people/people.ts';
import { toTheDemoPeople } from './places.ts';

// npm start's demo people have the same ids on every start (a fixed seed), so a test can tell them from the
// people other tests made.
const demoIds = new Set(demoPeople().map((person) => person.id));
const likingBack = new Set(
  demoPeople()
    .filter((person) => person.likesBack)
    .map((person) => person.id),
);

/** Whether `profileId` is one of npm start's demo people (not someone another test made, who may come and go). */
export const isDemoPerson = (profileId: string) => demoIds.has(profileId);

async function pass(request: APIRequestContext, profileId: string) {
  const passed = await request.post('/api/passes', { data: { profileId } });
  expect(passed.status(), await passed.text()).toBe(204);
}

/** Whether the demo person `profileId` adds whoever adds them (a like of them makes a match). */
export const likesBack = (profileId: string) => likingBack.has(profileId);

/**
 * Moves the signed-in user among the demo people (within `withinKm` of the middle of the States: places.ts), whom no
 * other test changes, with someone on top whose like stays a like (no match dialog covers the deck).
 */
export async function amongDemoPeople(request: APIRequestContext, withinKm?: number): Promise<void> {
  await toTheDemoPeople(request, withinKm);
  await topCardLikesNotBack(request);
}

/**
 * Moves the user among the demo people and passes everyone ahead of them in the user's feed, so the deck starts with
 * them as it does for a new member of a fresh install: people other tests placed there by hand (a city of a test's
 * own choosing) are newer members, who come first and never like back.
 */
export async function demoPeopleFirst(request: APIRequestContext, userId: string): Promise<void> {
  await toTheDemoPeople(request);
  for (;;) {
    const response = await request.get(`/api/profiles?userId=${userId}&limit=50`);
    expect(response.status(), await response.text()).toBe(200);
    const { profiles } = (await response.json()) as ProfilesResponse;
    const others = profiles.filter((profile) => !isDemoPerson(profile.id));
    for (const other of others) await pass(request, other.id);
    if (others.length < profiles.length || others.length === 0) return;
  }
}

/** Passes people from the top of the signed-in user's feed while `passing` says so of the one on top. */
async function passFromTheTop(request: APIRequestContext, passing: (profileId: string) => boolean): Promise<void> {
  for (;;) {
    const response = await request.get('/api/profiles?limit=1');
    expect(response.status(), await response.text()).toBe(200);
    const [top] = ((await response.json()) as ProfilesResponse).profiles;
    if (!top || !passing(top.id)) return;
    await pass(request, top.id);
  }
}

/**
 * Passes the demo people who like back from the top of the user's feed (its order is the score's, not theirs), so the
 * first card is someone whose like stays a like, not a match.
 */
export const topCardLikesNotBack = (request: APIRequestContext) => passFromTheTop(request, likesBack);

/** Passes the demo people from the top of the user's feed until the first card is someone who likes back. */
export const topCardLikesBack = (request: APIRequestContext) =>
  passFromTheTop(request, (profileId) => !likesBack(profileId));
