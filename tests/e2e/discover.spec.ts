import { expect, test } from './support/app-test.ts';
import { dragTopCard, feedSize, firstLoad, topCard, topCardId } from './discover-helpers.ts';
import { signedInUser } from './support/users.ts';
import { likeThroughApi } from './support/wishlist.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { words, wordsMatching } from './support/words.ts';

// Discover (/app) through the real services, as a new user at 390x844 (spec §2, §4, §8).

test('guests are sent to the landing page from every discover screen', async ({ page }) => {
  for (const path of ['/app', '/wishlist', '/profile/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', '/matches']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/', firstLoad);
  }
});

test('a new user sees the header, the daily likes and the card stack', async ({ page }) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');

  await expect(page.getByRole('heading', { level: 1, name: words('discover.header.title') })).toBeVisible(firstLoad);
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 0, limit: 10 }))).toBeVisible();
  await expect(page.getByRole('link', { name: words('toast.limit.upgrade') })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: words('discover.header.wishlist') })).toHaveAttribute(
    'href',
    '/wishlist',
  );
  await expect(page.getByRole('link', { name: words('discover.header.profile') })).toHaveAttribute('href', '/profile');

  const card = topCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: wordsMatching('common.photoOf', {}, { whole: true }) })).toBeVisible(); // not the bars counting the photos
  await expect(card.getByText(/^".+"$/)).toBeVisible();
  await expect(card.getByText(/^@/)).toBeVisible();
  await expect(page.getByRole('button', { name: words('discover.pass') })).toBeVisible();
  await expect(page.getByRole('button', { name: words('discover.add') })).toBeEnabled();
});

test('Pass goes through everyone and wraps around to the first person', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await signedInUser(page);
  await amongDemoPeople(page.request, 1000); // about 40 people: two pages of the deck
  const everyone = await feedSize(page.request, user.id);
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  const first = await topCardId(page);
  await page.getByRole('button', { name: words('discover.pass') }).click();
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${first}`);

  // The deck loads more people as it goes (the left arrow passes, like the button) and only wraps once the
  // feed has no more pages: nobody shows twice before everyone has.
  const seen = new Set([first]);
  for (let passes = 1; passes < everyone; passes++) {
    const current = await topCardId(page);
    expect(seen.has(current), `person ${String(passes + 1)} of ${String(everyone)} is new`).toBe(false);
    seen.add(current);
    await page.keyboard.press('ArrowLeft');
  }
  await expect(topCard(page).getByRole('link')).toHaveAttribute('href', `/profile/${first}`);
});

test('adding from Discover shows the toast, moves the count and brings the next person', async ({ page }) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  const added = await topCardId(page);

  await page.getByRole('button', { name: words('discover.add') }).click();

  await expect(page.getByText(words('toast.added.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('toast.added.text'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${added}`);
  // The toast stays until dismissed (spec §4) and sits over the header.
  await page.getByRole('button', { name: words('ui.toast.dismiss') }).click();
  await page.getByRole('link', { name: words('discover.header.wishlist') }).click();
  await expect(page.getByText(words('wishlist.count', { count: 1 }))).toBeVisible();
});

test("a free user's 11th add shows 'Daily Limit Reached', whose Upgrade goes to /pricing", async ({ page }) => {
  const user = await signedInUser(page);
  await likeThroughApi(page.request, user, 10);
  await page.goto('/app');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 10, limit: 10 }))).toBeVisible(firstLoad);
  const person = await topCardId(page);

  await page.getByRole('button', { name: words('discover.add') }).click();

  await expect(page.getByText(words('toast.limit.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('toast.limit.text'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 10, limit: 10 }))).toBeVisible();
  expect(await topCardId(page), 'nothing was added: the same person is on top').toBe(person);
  await page.getByRole('button', { name: words('toast.limit.upgrade') }).click();
  await expect(page).toHaveURL('/pricing');
});

test('a swipe right adds the person on top, a swipe left passes, the arrow keys do the same', async ({ page }) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  const liked = await topCardId(page);

  await dragTopCard(page, 220);
  await expect(page.getByText(words('toast.added.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${liked}`);

  const passed = await topCardId(page);
  await dragTopCard(page, -220);
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${passed}`);
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();

  // A short drag is neither: the card springs back.
  const kept = await topCardId(page);
  await dragTopCard(page, 40);
  await expect(topCard(page).getByRole('link')).toHaveAttribute('href', `/profile/${kept}`);
  await expect(page).toHaveURL('/app');

  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${kept}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 2, limit: 10 }))).toBeVisible();
});
