import { expect, test } from './support/app-test.ts';
import { firstLoad, topCard, topCardId } from './discover-helpers.ts';
import { demoPeopleFirst, topCardLikesNotBack } from './support/demo-people.ts';
import { aDayLaterFor } from './support/places.ts';
import { signedInUser } from './support/users.ts';
import { completeProfile, like, newPerson } from './support/people.ts';
import { words, wordsMatching } from './support/words.ts';

// Profile detail (/profile/{id}) through the real services (spec §2, §8).

test("tapping a card opens the profile, which adds, and says 'Already in your wishlist!' on a repeat", async ({
  page,
}) => {
  const user = await signedInUser(page);
  await demoPeopleFirst(page.request, user.id); // other tests' people may be gone before the second tab looks
  await topCardLikesNotBack(page.request); // an add that stays in the wishlist, not a match
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  const id = await topCardId(page);
  const name = (await topCard(page).getByRole('link').textContent())?.replace(/, \d+$/, '') ?? '';

  // The details open the profile (a tap on the photo shows the person's other photos).
  await topCard(page).getByRole('link').click();

  await expect(page).toHaveURL(`/profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(wordsMatching('profile.agePlace', {}, { whole: true }))).toBeVisible();
  await expect(page.getByRole('heading', { name: words('profile.section.about') })).toBeVisible();
  await expect(page.getByRole('heading', { name: words('profile.section.instagram') })).toBeVisible();
  await expect(page.getByRole('heading', { name: words('profile.section.interests') })).toBeVisible();

  // The repeat comes from a second tab that opened the profile before the add, so it still offers Add (a
  // page that knows shows 'In your wishlist' instead).
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/profile/${id}`);
  await expect(secondTab.getByRole('button', { name: words('profile.add') })).toBeVisible(firstLoad);

  await page.getByRole('button', { name: words('profile.add') }).click();
  await expect(page.getByText(words('toast.added.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('profile.inWishlist'), { exact: true })).toBeVisible();
  await secondTab.getByRole('button', { name: words('profile.add') }).click();
  await expect(secondTab.getByText(words('profile.addFailed'), { exact: true })).toBeVisible();
  await expect(secondTab.getByText(words('profile.alreadyAdded'), { exact: true })).toBeVisible();
  await expect(secondTab.getByText(words('profile.inWishlist'), { exact: true })).toBeVisible();
  await secondTab.close();

  // Pass goes back to Discover, where the person just added is no longer in the stack.
  await page.getByRole('link', { name: words('profile.pass') }).click();
  await expect(page).toHaveURL('/app');
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${id}`);
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();
});

test("an unknown profile shows 'Profile not found' and 'Go Back' returns to Discover", async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile/00000000-0000-4000-8000-000000000000');

  await expect(page.getByRole('heading', { name: words('profile.notFound.title') })).toBeVisible(firstLoad);
  await page.getByRole('link', { name: words('common.goBack') }).click();
  await expect(page).toHaveURL('/app');
});

test('a profile page says how far the person is, never closer than "Less than 2 km", one reading a day', async ({
  page,
  browser,
}) => {
  // Someone in Austin, discoverable, on a browser of their own.
  const other = await browser.newContext();
  const theirPage = await other.newPage();
  const them = await signedInUser(theirPage);
  const made = await theirPage.request.patch('/api/profile', {
    data: {
      firstName: 'Near',
      coordinates: { latitude: 30.2672, longitude: -97.7431 },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  await aDayLaterFor(theirPage.request);
  await other.close();

  // A few hundred metres away, in the same grid cell.
  await signedInUser(page);
  const set = (coordinates: { latitude: number; longitude: number }) =>
    page.request.patch('/api/profile', { data: { coordinates } });
  expect((await set({ latitude: 30.27, longitude: -97.74 })).status()).toBe(200);
  await aDayLaterFor(page.request);
  await page.goto(`/profile/${them.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Near' })).toBeVisible(firstLoad);
  await expect(page.getByText(words('profile.nearby'), { exact: true })).toBeVisible();

  // From Dallas: the reading stays as it was for the rest of the day, then in 5 km steps.
  expect((await set({ latitude: 32.7767, longitude: -96.797 })).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(words('profile.nearby'), { exact: true })).toBeVisible(firstLoad);
  await aDayLaterFor(page.request);
  await page.reload();
  await expect(page.getByText(wordsMatching('profile.distance', { km: /\d{2}[05]/ }, { whole: true }))).toBeVisible(
    firstLoad,
  );
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test("a match's profile offers 'Send a message', which opens the conversation, and no Pass or Add", async ({
    page,
    browser,
  }) => {
    test.slow(); // two people, two browsers
    const ana = await signedInUser(page);
    await completeProfile(page.request, 'Ana');
    const ben = await newPerson(browser, 'Ben');
    await like(page.request, ana.id, ben.id);
    expect((await like(ben.page.request, ben.id, ana.id)).matched).toBe(true);

    await page.goto(`/profile/${ben.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Ben/ })).toBeVisible(firstLoad);
    const message = page.getByRole('link', { name: words('profile.sendMessage') });
    await expect(message).toBeVisible();
    await expect(page.getByRole('link', { name: words('profile.pass') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: words('profile.add') })).toHaveCount(0);
    await message.tap();
    await expect(page).toHaveURL(`/matches/${ben.id}`);
    await expect(page.getByRole('textbox', { name: words('conversation.message') })).toBeVisible(firstLoad);

    // The server keeps a match out of passes too.
    const passed = await page.request.post('/api/passes', { data: { profileId: ben.id } });
    expect(passed.status()).toBe(409);
    await ben.context.close();
  });
});
