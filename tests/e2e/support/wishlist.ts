import { type APIRequestContext, expect } from '@playwright/test';
import type { Profile, ProfilesResponse, User } from '@wishlist/contract/client/types.gen.ts';
import { likesBack } from './demo-people.ts';
import { toTheDemoPeople } from './places.ts';

/**
 * Likes the first `count` people of the user's discover feed through the API, among the demo people (places.ts), whom
 * no other test changes, and only those whose like stays a like; returns them, in feed order.
 */
export async function likeThroughApi(
  request: APIRequestContext,
  user: Pick<User, 'id'>,
  count: number,
): Promise<Profile[]> {
  await toTheDemoPeople(request);
  const response = await request.get(`/api/profiles?userId=${user.id}&limit=50`);
  expect(response.status(), await response.text()).toBe(200);
  const people = ((await response.json()) as ProfilesResponse).profiles
    .filter((person) => !likesBack(person.id))
    .slice(0, count);
  expect(people).toHaveLength(count);
  for (const person of people) {
    const added = await request.post('/api/wishlist', { data: { userId: user.id, profileId: person.id } });
    expect(added.status(), await added.text()).toBe(201);
  }
  return people;
}
