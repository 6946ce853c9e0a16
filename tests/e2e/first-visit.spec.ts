import { expect, holdAppCode, test } from './support/app-test.ts';
import { topCard } from './discover-helpers.ts';
import { signedInUser } from './support/users.ts';
import { likeThroughApi } from './support/wishlist.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { words, wordsMatching } from './support/words.ts';

// A signed-in first visit (no service worker, nothing cached): the edge sends Discover, the wishlist and the profile
// rendered with the person's own data, so they show before the app's code has arrived; the app then carries on
// from the same screen and the same answers. At 390x844 with touch.

test.use({ hasTouch: true });

test("Discover arrives with its deck before the app's code has run, and the app carries on from it", async ({
  page,
}) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  const feedReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/profiles') feedReads.push(request.url());
  });
  const app = await holdAppCode(page);
  const opened = page.goto('/app');

  const card = topCard(page);
  const photo = card.getByRole('img', { name: wordsMatching('common.photoOf', {}, { whole: true }) }); // not the bars that count a person's photos
  await expect(photo).toBeVisible();
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 0, limit: 10 }))).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1); // the app has not started
  const person = await card.getAttribute('aria-label');
  await photo.evaluate((photo) => photo.setAttribute('data-shown-first', ''));
  app.release();
  await opened;

  // The photo on screen is the one that arrived with the page: nothing was painted again, nothing moved.
  await expect(card.locator('img[data-shown-first]')).toBeVisible();
  expect(feedReads).toEqual([]); // the app started from the page's answers
  await page.getByRole('button', { name: words('discover.add') }).tap();
  await expect(card).not.toHaveAttribute('aria-label', person ?? '');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();
});

test("the wishlist and the profile arrive with the person's own data before the app's code has run", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const [liked] = await likeThroughApi(page.request, user, 1);
  const app = await holdAppCode(page);

  const wishlist = page.goto('/wishlist');
  await expect(page.getByText(liked?.name ?? '?').first()).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  app.release();
  await wishlist;
  await page.getByRole('link', { name: words('profile.screen.back') }).tap();
  await expect(topCard(page)).toBeVisible();

  await page.unrouteAll();
  const held = await holdAppCode(page);
  const profile = page.goto('/profile');
  await expect(page.getByRole('heading', { name: words('discover.header.profile') })).toBeVisible();
  await expect(page.getByText(user.username).first()).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  held.release();
  await profile;
  await expect(page.getByRole('button', { name: words('profile.signOut.button') })).toBeVisible();
});

test('a session cookie without a stored user (a sign-in before the app started) is taken up by the app', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/app');
  await expect(page).toHaveURL('/app');
  await expect(page.getByRole('link', { name: words('screen.title.profileDetail'), exact: true })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('wishlist-user'));
  expect((JSON.parse(stored ?? 'null') as { id?: string } | null)?.id).toBe(user.id);
});
