// What the discover remote's browser tests share: the feed's size through the API, and the card stack. Tests sign a
// user up with `signedInUser` of support/users.ts and like people with `likeThroughApi` of support/wishlist.ts.
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { ProfilesResponse } from '@wishlist/contract/client/types.gen.ts';

/**
 * For the first assertion after opening a page: a cold page loads the shell and then the remote, which on a
 * machine busy with other builds and test runs can take longer than the default 5 s.
 */
export const firstLoad = { timeout: 20_000 };

/** How many people the user's whole discover feed holds, page by page. */
export async function feedSize(request: APIRequestContext, userId: string): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await request.get(`/api/profiles?userId=${userId}&limit=50${query}`);
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as ProfilesResponse;
    count += page.profiles.length;
    cursor = page.nextCursor;
  } while (cursor);
  return count;
}

/** The card on top of the Discover stack (the cards below it are hidden from assistive tech). */
export const topCard = (page: Page) => page.getByRole('article');

/** The profile id of the card on top, from its link to /profile/{id}. */
export async function topCardId(page: Page): Promise<string> {
  const href = await topCard(page).getByRole('link').getAttribute('href');
  return href?.split('/').at(-1) ?? '';
}

/** Drags the top card sideways by `distance` px (positive: right) with the mouse, as a finger would. */
export async function dragTopCard(page: Page, distance: number): Promise<void> {
  const box = await topCard(page).boundingBox();
  if (!box) throw new Error('no card on top');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance / 4, y + 4, { steps: 4 });
  await page.mouse.move(x + distance, y + 10, { steps: 8 });
  await page.mouse.up();
}
