import { type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import type { Profile, Subscription, WishlistResponse } from '@wishlist/contract/client/types.gen.ts';
import { firstLoad, topCard, topCardId } from './discover-helpers.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { likeThroughApi } from './support/wishlist.ts';
import { centreOf, swipe, touchDown } from './touch.ts';
import { amongDemoPeople, demoPeopleFirst, isDemoPerson, likesBack } from './support/demo-people.ts';
import { words, wordsMatching } from './support/words.ts';

// Discover, the wishlist and profile pages as a person on a phone uses them: 390x844, a finger.
test.use({ hasTouch: true });

const heart = (page: Page) => page.getByRole('button', { name: words('discover.add') });

async function wishlistOf(page: Page, userId: string) {
  const response = await page.request.get(`/api/wishlist/${userId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as WishlistResponse).wishlist;
}

async function likesUsed(page: Page, userId: string) {
  const response = await page.request.get(`/api/user/${userId}/subscription`);
  return ((await response.json()) as Subscription).dailyLikes;
}

test('two quick taps on the heart add one person, and the heart is disabled while the add runs', async ({ page }) => {
  const user = await signedInUser(page);
  await amongDemoPeople(page.request);
  // The add takes a moment, as on a phone's network; the second tap lands as it answers, just before the answer
  // reaches the page (so never after the next person is in sight, however busy the machine).
  let adds = 0;
  let heartAt = { x: 0, y: 0 };
  await page.route('**/api/wishlist', async (route) => {
    adds += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    const answer = await route.fetch();
    if (adds === 1) await page.touchscreen.tap(heartAt.x, heartAt.y);
    await route.fulfill({ response: answer });
  });
  await page.goto('/app');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 0, limit: 10 }))).toBeVisible(firstLoad);
  heartAt = await centreOf(heart(page));

  await page.touchscreen.tap(heartAt.x, heartAt.y);
  await expect(heart(page)).toBeDisabled();

  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();
  await expect(heart(page)).toBeEnabled();
  // A second add would have been asked for at the second tap, before the first one's answer.
  expect(adds).toBe(1);
  expect(await wishlistOf(page, user.id)).toHaveLength(1);
});

test('a like that fails on the network or the server says so and offers Retry; the card stays', async ({ page }) => {
  const user = await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 0, limit: 10 }))).toBeVisible(firstLoad);
  const person = await topCardId(page);

  await page.route('**/api/wishlist', (route) => route.abort('internetdisconnected'));
  await heart(page).tap();
  await expect(toastOf(page)).toContainText(words('toast.likeFailed.title'));
  await expect(toastOf(page)).toContainText(words('toast.likeFailed.offline'));
  expect(await topCardId(page), 'the card stays').toBe(person);

  await page.unroute('**/api/wishlist');
  await page.route('**/api/check-like-limit/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Busy', code: 'UNAVAILABLE' }),
    }),
  );
  await toastOf(page)
    .getByRole('button', { name: words('toast.retry') })
    .tap();
  await expect(toastOf(page)).toContainText(words('toast.likeFailed.server'));
  expect(await topCardId(page)).toBe(person);

  await page.unroute('**/api/check-like-limit/**');
  await toastOf(page)
    .getByRole('button', { name: words('toast.retry') })
    .tap();
  await expect(page.getByText(words('toast.added.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();
  expect((await wishlistOf(page, user.id)).map((entry) => entry.profile.id)).toEqual([person]);
});

test('at the like limit the heart looks disabled and says when new likes come', async ({ page }) => {
  const user = await signedInUser(page);
  await likeThroughApi(page.request, user, 10);
  await page.goto('/app');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 10, limit: 10 }))).toBeVisible(firstLoad);

  const untilMidnight = await page.evaluate(() => {
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    return Math.ceil((midnight - now.getTime()) / 60_000);
  });
  const hours = Math.floor(untilMidnight / 60);
  const time = hours
    ? wordsMatching('reset.hoursMinutes', { hours, minutes: /\d+/ })
    : wordsMatching('reset.minutes', { minutes: /\d+/ });
  await expect(page.getByText(wordsMatching('discover.newLikesIn', { time }, { whole: true }))).toBeVisible();
  await expect(heart(page)).toHaveAccessibleDescription(wordsMatching('discover.newLikesIn'));
  await expect(heart(page)).toHaveCSS('opacity', '0.45');

  // Still a button that explains itself: tapping it shows the limit and the way to more likes.
  await heart(page).tap();
  await expect(page.getByText(words('toast.limit.title'), { exact: true })).toBeVisible();
});

test('LIKE and NOPE show on the card as it is dragged, fading in with the drag', async ({ page }) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  const person = await topCardId(page);
  const like = topCard(page).getByText(words('discover.card.like'), { exact: true });
  const nope = topCard(page).getByText(words('discover.card.nope'), { exact: true });
  await expect(like).toHaveCSS('opacity', '0');

  const { x, y } = await centreOf(topCard(page));
  const finger = await touchDown(page, x, y);
  await finger.moveBy(50, 0);
  const halfway = Number(await like.evaluate((label) => getComputedStyle(label).opacity));
  expect(halfway).toBeGreaterThan(0.2);
  expect(halfway).toBeLessThan(0.9);
  await expect(nope).toHaveCSS('opacity', '0');
  await finger.moveBy(100, 0);
  await expect(like).toHaveCSS('opacity', '1');
  await finger.moveBy(-300, 0);
  await expect(nope).toHaveCSS('opacity', '1');
  await expect(like).toHaveCSS('opacity', '0');
  // Back to the middle and let go: nothing happens.
  await finger.moveBy(150, 0);
  await finger.lift();
  expect(await topCardId(page)).toBe(person);
  // The buttons still work after a drag that was let go.
  await heart(page).tap();
  await expect(page.getByText(words('toast.added.title'), { exact: true })).toBeVisible();
});

test('a passed person does not come back after a reload', async ({ page }) => {
  const user = await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  const passed = await topCardId(page);
  await swipe(page, topCard(page), -200);
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${passed}`);

  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/profiles?userId=${user.id}&limit=20`);
      return ((await response.json()) as { profiles: Profile[] }).profiles.some((profile) => profile.id === passed);
    })
    .toBe(false);
  await page.reload();
  await expect(topCard(page)).toBeVisible(firstLoad);
  expect(await topCardId(page)).not.toBe(passed);
});

test('removing from the wishlist offers Undo, which brings the person back without using a like, even at the limit', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const [first] = await likeThroughApi(page.request, user, 10);
  if (!first) throw new Error('nobody liked');
  await page.goto('/wishlist');
  await expect(page.getByText(words('profile.wishlist.count', { count: 10 }))).toBeVisible(firstLoad);

  await page.getByRole('button', { name: words('wishlist.remove', { name: first.name }) }).tap();
  await expect(page.getByText(words('profile.wishlist.count', { count: 9 }))).toBeVisible();
  await expect(toastOf(page)).toContainText(words('wishlist.removed.title'));
  await toastOf(page)
    .getByRole('button', { name: words('wishlist.undo') })
    .tap();

  await expect(page.getByText(words('profile.wishlist.count', { count: 10 }))).toBeVisible();
  await expect(page.getByRole('region', { name: first.name })).toBeVisible();
  expect(await likesUsed(page, user.id)).toBe(10);
});

test('a profile shows how the person relates to the user, Back returns where they came from, photos open full screen', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await demoPeopleFirst(page.request, user.id);
  // A match (someone who likes back), and someone who is only in the wishlist.
  const feed = (await (await page.request.get(`/api/profiles?userId=${user.id}&limit=50`)).json()) as {
    profiles: Profile[];
  };
  const people = feed.profiles.filter((person) => isDemoPerson(person.id));
  const match = people.find((person) => likesBack(person.id));
  const liked = people.find((person) => !likesBack(person.id));
  if (!match || !liked) throw new Error('no demo person who likes back, or none who does not, among fifty');
  for (const [person, matched] of [
    [match, true],
    [liked, false],
  ] as const) {
    const added = await page.request.post('/api/wishlist', { data: { userId: user.id, profileId: person.id } });
    expect(((await added.json()) as { matched: boolean }).matched).toBe(matched);
  }

  await page.goto('/wishlist');
  await page
    .getByRole('region', { name: liked.name })
    .getByRole('link', { name: words('wishlist.viewProfile') })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: liked.name })).toBeVisible();
  await expect(page.getByText(words('profile.inWishlist'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: words('profile.add') })).toHaveCount(0);
  await page.getByRole('link', { name: words('profile.back') }).tap();
  await expect(page).toHaveURL('/wishlist');

  // A match's profile is one tap from the conversation, and Back returns to it.
  await page.goto(`/matches/${match.id}`);
  await page
    .getByRole('link', { name: match.name })
    .filter({ hasText: words('conversation.viewProfile') })
    .tap();
  await expect(page.getByRole('link', { name: words('profile.sendMessage') })).toHaveAttribute(
    'href',
    `/matches/${match.id}`,
  );
  await page.getByRole('link', { name: words('profile.back'), exact: true }).tap();
  await expect(page).toHaveURL(`/matches/${match.id}`);

  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  // The details open the profile (a tap on the photo shows the person's other photos), and Back returns to Discover.
  await topCard(page).getByRole('link').tap();
  await expect(page.getByRole('button', { name: words('profile.add') })).toBeVisible();
  await page.getByRole('link', { name: words('profile.back') }).tap();
  await expect(page).toHaveURL('/app');

  // Photos open full screen and swipe to the next one (on someone with several: the full screen shows the photos, not
  // the profile picture).
  const several = people.find((person) => person.instagramPhotos.length > 1);
  if (!several) throw new Error('nobody with several photos among the demo people');
  await page.goto(`/profile/${several.id}`);
  await page
    .getByRole('button', { name: wordsMatching('profile.openPhoto', { n: 1 }, { whole: true }) })
    .first()
    .tap(firstLoad);
  const viewer = page.getByRole('dialog', { name: wordsMatching('profile.photos') });
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
  await swipe(page, viewer.getByRole('img').first(), -250);
  await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  await viewer.getByRole('button', { name: words('ui.dialog.close') }).tap();
  await expect(viewer).toBeHidden();
});

test('a finger on the right of the photo shows the next photo at any height above the name, the left the previous one', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await demoPeopleFirst(page.request, user.id);
  // The top card is someone with several photos (the demo people have one to six).
  for (;;) {
    const response = await page.request.get(`/api/profiles?userId=${user.id}&limit=1`);
    const [top] = ((await response.json()) as { profiles: Profile[] }).profiles;
    if (!top) throw new Error('nobody with several photos in the feed');
    if (top.instagramPhotos.length >= 2) break;
    expect((await page.request.post('/api/passes', { data: { profileId: top.id } })).status()).toBe(204);
  }
  await page.goto('/app');
  const card = topCard(page);
  const bars = card.getByRole('img', { name: wordsMatching('discover.card.photoCount', {}, { whole: true }) });
  await expect(bars).toHaveAccessibleName(wordsMatching('discover.card.photoCount', { at: 1 }), firstLoad);
  const box = await card.boundingBox();
  const name = await card.getByRole('heading', { level: 2 }).boundingBox();
  if (!box || !name) throw new Error('no card on top');

  // From below the photo bars and the ⋯ menu down to just above the name block, at face height included.
  const top = box.y + 64;
  const bottom = name.y - 24;
  for (const height of [0, 0.25, 0.5, 0.75, 1].map((at) => top + (bottom - top) * at)) {
    await page.touchscreen.tap(box.x + box.width * 0.8, height);
    await expect(bars, `right at y=${String(Math.round(height))}`).toHaveAccessibleName(
      wordsMatching('discover.card.photoCount', { at: 2 }),
    );
    await page.touchscreen.tap(box.x + box.width * 0.2, height);
    await expect(bars, `left at y=${String(Math.round(height))}`).toHaveAccessibleName(
      wordsMatching('discover.card.photoCount', { at: 1 }),
    );
  }
  await expect(page).toHaveURL('/app');

  // The name block opens the profile.
  const id = await topCardId(page);
  await page.touchscreen.tap(name.x + 20, name.y + name.height / 2);
  await expect(page).toHaveURL(`/profile/${id}`);
});
