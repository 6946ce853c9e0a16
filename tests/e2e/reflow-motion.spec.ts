import type { Page } from '@playwright/test';
import { screen, screenNames } from '@wishlist/app-runtime/screens';
import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { makeModerator } from './support/moderators.ts';
import { like, newPerson } from './support/people.ts';
import { signedInUser } from './support/users.ts';
import { words } from './support/words.ts';

// Issue [AA]: every screen reflows at 320 CSS px wide (WCAG 1.4.10: the width of a 1280 px window at 400 %, a 640 px
// one at 200 %) without scrolling sideways; with the system's "reduce motion" on, the cards and dialogs do not move.

const narrow = { width: 320, height: 640 };

/** How far the page scrolls sideways: 0 when everything fits the window's width. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens each path (`:id` given) and expects it to fit 320 px once its level-1 heading (or `shown`) is in view. */
async function expectEachReflows(page: Page, paths: { path: string; shown?: string }[]) {
  for (const { path, shown } of paths) {
    await page.goto(path);
    const ready = shown ? page.getByText(shown) : page.getByRole('heading', { level: 1 });
    await expect(ready.first()).toBeVisible(firstLoad);
    expect(await sidewaysScroll(page), `${path} scrolls sideways at 320 px`).toBe(0);
  }
}

const pathsFor = (...who: string[]) =>
  screenNames
    .map(screen)
    .filter((entry) => who.includes(entry.for) && !entry.path.includes(':'))
    .map(({ path }) => ({ path }));

test.describe('at 320 px wide', () => {
  test.use({ viewport: narrow });

  test('every screen a guest opens fits without scrolling sideways', async ({ page }) => {
    await expectEachReflows(page, pathsFor('guests', 'anyone'));
  });

  test("every member's screen fits without scrolling sideways", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const me = await signedInUser(page);
    const ana = await newPerson(browser, 'Ana');
    await like(ana.page.request, ana.id, me.id);
    await like(page.request, me.id, ana.id);
    await ana.context.close();
    await amongDemoPeople(page.request);
    await expectEachReflows(page, [
      ...pathsFor('users'),
      { path: `/profile/${ana.id}` },
      { path: `/matches/${ana.id}`, shown: words('conversation.viewProfile') },
    ]);
  });

  test("the moderators' console fits without scrolling sideways", async ({ page }) => {
    const sam = await signedInUser(page);
    await makeModerator(sam.username);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: unknown };
    await page.evaluate((user) => localStorage.setItem('wishlist-user', user), JSON.stringify(me.user));
    await expectEachReflows(page, pathsFor('moderators'));
  });
});

/** The longest of the animations and transitions running on the page now, in ms. */
const longestMotion = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration ?? 0))),
  );

test('with reduce motion on, a card leaving the deck and the filter sheet opening do not move', async ({ page }) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(page.getByRole('article').first()).toBeVisible(firstLoad);

  // Without the setting the card flies off the deck: the measure sees motion.
  // (The animation starts with the frame after the tap: on a busy machine, a moment after the click returns.)
  await page.getByRole('button', { name: words('discover.pass') }).click();
  await expect.poll(() => longestMotion(page), { intervals: [20] }).toBeGreaterThan(100);
  await expect.poll(() => longestMotion(page)).toBeLessThan(1); // that card has left

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: words('discover.pass') }).click();
  expect(await longestMotion(page)).toBeLessThan(1);
  await page.getByRole('button', { name: words('discover.tools.filters') }).click();
  await expect(page.getByRole('dialog', { name: words('discover.filters.title') })).toBeVisible();
  expect(await longestMotion(page)).toBeLessThan(1);
});
