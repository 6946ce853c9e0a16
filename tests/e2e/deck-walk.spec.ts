import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Profile, ProfilesResponse, WishlistResponse } from '@wishlist/contract/client/types.gen.ts';
import { upgradeThroughApi } from './account-helpers.ts';
import { firstLoad, topCard, topCardId } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { makeModerator } from './support/moderators.ts';
import { like, newPerson, phone, send, tierReaches } from './support/people.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { amongDemoPeople, demoPeopleFirst } from './support/demo-people.ts';
import { words, wordsMatching } from './support/words.ts';

// The deck and the screens around it as a person walks them on a phone (390x844, a finger): long names and words,
// the live Likes-you count and Pass on its cards, a like made offline, toasts that leave the top bar free, and the
// other photos of a card's person.
test.use(phone);
test.describe.configure({ timeout: 60_000 }); // signing up and loading Discover on a machine shared with other runs

const LONG_FIRST_NAME = 'Wolfeschlegelsteinhausenbergerdorffvoralternwaren';
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(4);
const LONG_BIO = `I collect words: ${LONG_WORD} and https://example.com/${'a-very-long-path-'.repeat(8)}end. ${'Wander '.repeat(20)}`;

/** Gives the signed-in person a very long first name and bio (each within the contract's limits). */
async function longProfile(request: APIRequestContext, lastName: string) {
  const saved = await request.patch('/api/profile', {
    data: { firstName: LONG_FIRST_NAME, lastName, bio: LONG_BIO },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The page does not scroll sideways: nothing on it is wider than the phone. Soft, so one walk tells every screen
 * that fails.
 */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widest = await page.evaluate(() => {
    const width = document.scrollingElement?.scrollWidth ?? 0;
    // Names the element that sticks out furthest, so a failure says where.
    let culprit = '';
    let right = 0;
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.right > right) {
        right = box.right;
        culprit = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"`;
      }
    }
    return width <= 390 ? 'fits' : `${String(width)} px wide: ${culprit}`;
  });
  expect.soft(widest, screen).toBe('fits');
}

const heart = (page: Page) => page.getByRole('button', { name: words('discover.add') });
const passButton = (page: Page) => page.getByRole('button', { name: words('discover.pass'), exact: true });
const likesPill = (page: Page) =>
  page
    .getByRole('navigation', { name: words('discover.tools') })
    .getByRole('link', { name: words('discover.tools.likesYou') });

async function wishlistIds(request: APIRequestContext, userId: string) {
  const response = await request.get(`/api/wishlist/${userId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as WishlistResponse).wishlist.map((entry) => entry.profile.id);
}

test('long names and words wrap or end with an ellipsis on every screen at 390 px', async ({ browser, page }) => {
  test.setTimeout(240_000); // three people, a report, every screen, on a machine shared with other runs
  const viewer = await signedInUser(page);
  await longProfile(page.request, 'Viewer');
  await upgradeThroughApi(page.request, viewer, 'premium');
  const other = await newPerson(browser, 'Long');
  await longProfile(other.page.request, `Person ${other.username.slice(-5)}`); // told apart from other runs' people
  // A super like puts them on top of the viewer's deck and in their Likes you.
  await upgradeThroughApi(other.page.request, other, 'gold');
  await tierReaches(other.page.request, 'gold');
  const superLiked = await other.page.request.post('/api/wishlist', {
    data: { userId: other.id, profileId: viewer.id, superLike: true },
  });
  expect(superLiked.status(), await superLiked.text()).toBe(201);
  await tierReaches(page.request, 'premium');

  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  expect(await topCardId(page)).toBe(other.id);
  await expectNoSidewaysScroll(page, 'Discover');

  await page.goto('/likes');
  await expect(page.getByRole('article', { name: new RegExp(`^${LONG_FIRST_NAME}`) })).toBeVisible(firstLoad);
  await expectNoSidewaysScroll(page, 'Likes you');

  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(LONG_FIRST_NAME) })).toBeVisible(firstLoad);
  await expectNoSidewaysScroll(page, 'their profile');

  expect((await like(page.request, viewer.id, other.id)).matched).toBe(true);
  await send(other.page.request, viewer.id, `Hello! ${LONG_WORD}`);
  await send(page.request, other.id, `https://example.com/${'x'.repeat(300)}`);

  await page.goto('/wishlist');
  await expect(page.getByRole('region', { name: new RegExp(LONG_FIRST_NAME) })).toBeVisible(firstLoad);
  await expectNoSidewaysScroll(page, 'Wishlist');

  await page.goto('/matches');
  await expect(page.getByText(new RegExp(LONG_FIRST_NAME)).first()).toBeVisible(firstLoad);
  await expectNoSidewaysScroll(page, 'Matches');

  await page.goto(`/matches/${other.id}`);
  await expect(page.getByText(`Hello! ${LONG_WORD}`)).toBeVisible(firstLoad);
  await expectNoSidewaysScroll(page, 'the conversation');

  await page.goto('/profile');
  await expect(page.getByText(LONG_BIO.trim()).first()).toBeVisible(firstLoad);
  await expectNoSidewaysScroll(page, 'own profile');

  // A moderator reads the report about them, with its frozen profile and messages.
  const reported = await page.request.post('/api/reports', {
    data: { profileId: other.id, reason: 'other', note: `Too long: ${LONG_WORD}` },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const moderator = await newPerson(browser, 'Sam');
  await makeModerator(moderator.username);
  const me = (await (await moderator.page.request.get('/api/auth/me')).json()) as { user: unknown };
  await moderator.page.evaluate((user) => localStorage.setItem('wishlist-user', user), JSON.stringify(me.user));
  await moderator.page.goto('/moderation');
  const entry = moderator.page.getByRole('link', { name: new RegExp(`^${LONG_FIRST_NAME}`) }).first();
  await expect(entry).toBeVisible(firstLoad);
  await expectNoSidewaysScroll(moderator.page, 'the report queue');
  await entry.tap();
  await expect(moderator.page.getByRole('article', { name: wordsMatching('moderation.report.label') })).toContainText(
    LONG_WORD,
    firstLoad,
  );
  await expectNoSidewaysScroll(moderator.page, 'a case');
  await Promise.all([other.context.close(), moderator.context.close()]);
});

test('the Likes-you count is live, and a premium member passes people on Likes you for good', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000); // three people
  const viewer = await signedInUser(page);
  const first = await newPerson(browser, 'Avery');
  const second = await newPerson(browser, 'Blake');
  await page.goto('/app');
  await expect(likesPill(page)).toBeVisible(firstLoad);
  await expect(likesPill(page)).not.toContainText('1');

  // Free: the count follows at once, naming nobody.
  await like(first.page.request, first.id, viewer.id);
  await expect(likesPill(page)).toContainText('1');

  await upgradeThroughApi(page.request, viewer, 'premium');
  await tierReaches(page.request, 'premium');
  await page.goto('/likes');
  const grid = page.getByRole('list', { name: words('likes.list') });
  const card = (name: string) => grid.getByRole('article', { name: new RegExp(`^${name} Tester`) });
  await expect(card('Avery')).toBeVisible(firstLoad);

  // Someone new likes them while they look: the card arrives.
  await like(second.page.request, second.id, viewer.id);
  await expect(card('Blake')).toBeVisible();
  await expect(page.getByText(words('likes.count', { count: 2 }))).toBeVisible();

  await card('Avery')
    .getByRole('button', { name: words('likes.pass', { name: 'Avery Tester' }) })
    .tap();
  await expect(card('Avery')).toBeHidden();
  await expect(page.getByText(words('likes.count', { count: 1 }))).toBeVisible();
  await page.reload();
  await expect(card('Blake')).toBeVisible(firstLoad);
  await expect(card('Avery')).toBeHidden();
  await page.goto('/app');
  await expect(likesPill(page)).toContainText('1', firstLoad);
  await Promise.all([first.context.close(), second.context.close()]);
});

test("a like made offline says it didn't go through with Retry, and Pass stays usable", async ({ page, context }) => {
  const user = await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 0, limit: 10 }))).toBeVisible(firstLoad);
  const liked = await topCardId(page);

  await context.setOffline(true);
  await heart(page).tap();
  await expect(toastOf(page)).toContainText(words('toast.likeFailed.title'));
  await expect(toastOf(page)).toContainText(words('toast.likeFailed.offline'));
  expect(await topCardId(page), 'the card stays').toBe(liked);
  await expect(heart(page)).toBeEnabled();
  await expect(passButton(page)).toBeEnabled();
  await passButton(page).tap();
  await expect.poll(() => topCardId(page)).not.toBe(liked);

  await context.setOffline(false);
  await toastOf(page)
    .getByRole('button', { name: words('toast.retry') })
    .tap();
  await expect(page.getByText(words('toast.added.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 1, limit: 10 }))).toBeVisible();
  expect(await wishlistIds(page.request, user.id)).toEqual([liked]);
});

test("the 'Added to Wishlist' toast covers neither the likes counter nor the header's buttons", async ({ page }) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 0, limit: 10 }))).toBeVisible(firstLoad);
  const tools = page.getByRole('navigation', { name: words('discover.tools') });
  const needed: Locator[] = [
    page.getByRole('link', { name: words('discover.header.upgrade') }),
    page.getByRole('link', { name: words('discover.header.wishlist') }),
    page.getByRole('link', { name: words('discover.header.profile') }),
    likesPill(page),
    tools.getByRole('button', { name: words('discover.tools.filters') }),
    tools.getByRole('button', { name: words('discover.boost') }),
  ];
  const handles = await Promise.all(needed.map((control) => control.elementHandle()));
  await heart(page).tap();
  await expect(toastOf(page)).toContainText(words('toast.added.title'));
  // At once, while the toast shows: what a finger on the middle of each control would touch.
  const touched = await page.evaluate(
    (controls) =>
      controls.map((control) => {
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && control.contains(hit);
      }),
    handles,
  );
  expect(touched).toEqual(needed.map(() => true));
  await expect(toastOf(page)).toBeVisible();
});

/** The first person of the feed with at least three photos, after passing everyone before them (through the API). */
async function personWithPhotos(request: APIRequestContext, userId: string): Promise<Profile & { photos: string[] }> {
  await demoPeopleFirst(request, userId);
  const response = await request.get(`/api/profiles?userId=${userId}&limit=50`);
  const { profiles } = (await response.json()) as ProfilesResponse;
  for (const person of profiles) {
    const photos = [...new Set([person.profilePhoto, ...[...person.instagramPhotos].reverse()])];
    if (photos.length >= 3) return { ...person, photos };
    const passed = await request.post('/api/passes', { data: { profileId: person.id } });
    expect(passed.status()).toBe(204);
  }
  throw new Error('nobody with three photos');
}

/** Taps the top card's photo at a fraction of its width, in its upper part (the name below opens the profile). */
async function tapPhoto(page: Page, across: number) {
  const box = await topCard(page).boundingBox();
  if (!box) throw new Error('no card on top');
  await page.touchscreen.tap(box.x + box.width * across, box.y + box.height * 0.3);
}

// At 390x760 the card is some 360 px tall, as long words above it make it at 390x844: its details give way to the
// photo, which still takes the taps in its upper part.
for (const height of [844, 760])
  test.describe(`at 390x${String(height)}`, () => {
    test.use({ viewport: { width: 390, height } });

    test("tapping the right or left of a card's photo shows the person's next or previous photo", async ({ page }) => {
      const user = await signedInUser(page);
      await amongDemoPeople(page.request);
      const person = await personWithPhotos(page.request, user.id);
      await page.goto('/app');
      await expect(topCard(page)).toBeVisible(firstLoad);
      expect(await topCardId(page)).toBe(person.id);
      const photo = topCard(page).getByRole('img', { name: words('discover.card.photoOf', { name: person.name }) });
      const where = (n: number) =>
        topCard(page).getByRole('img', {
          name: words('discover.card.photoCount', { at: n, count: person.photos.length }),
        });
      await expect(photo).toHaveAttribute('src', person.photos[0] ?? '');

      await tapPhoto(page, 0.8);
      await expect(photo).toHaveAttribute('src', person.photos[1] ?? '');
      await expect(where(2)).toBeVisible();
      await tapPhoto(page, 0.8);
      await expect(photo).toHaveAttribute('src', person.photos[2] ?? '');
      await tapPhoto(page, 0.2);
      await expect(photo).toHaveAttribute('src', person.photos[1] ?? '');
      await tapPhoto(page, 0.2);
      await tapPhoto(page, 0.2); // already the first: it stays
      await expect(photo).toHaveAttribute('src', person.photos[0] ?? '');
      await expect(where(1)).toBeVisible();

      // The taps neither opened the profile nor liked or passed anyone.
      await expect(page).toHaveURL('/app');
      expect(await topCardId(page)).toBe(person.id);
      expect(await wishlistIds(page.request, user.id)).toEqual([]);
      // The name still opens the profile.
      await topCard(page).getByRole('link').tap();
      await expect(page).toHaveURL(`/profile/${person.id}`);
    });
  });
