import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { firstLoad, topCard, topCardId } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { completeProfile } from './support/people.ts';
import { aDayLaterFor } from './support/places.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { words, wordsMatching } from './support/words.ts';

// On a phone (390x844, touch): the filters every plan has (an age range and a distance, 80 km by default once a
// location is known, saved on the account, applied at once), and the spec's upload call with no body (spec §7).

test.use({ hasTouch: true });
// Walks through several screens, each loaded cold, on a machine shared with other test runs.
test.beforeEach(() => test.slow());

const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };

/** How far the top card's person is, in km ("Less than 2 km away" reads 2). */
async function topDistanceKm(page: Page): Promise<number> {
  const kmAway = wordsMatching('distance.km', { km: /(\d[\d,]*)/ }, { whole: true });
  const lessThan2 = words('distance.lessThan2');
  const text = (await topCard(page).getByText(kmAway).or(topCard(page).getByText(lessThan2)).textContent()) ?? '';
  if (text === lessThan2) return 2;
  const km = kmAway.exec(text)?.slice(1).find(Boolean);
  return Number(km?.replace(/,/g, '') ?? NaN);
}

/** The distances of the first `count` people of the deck, passing each with a tap. */
async function deckDistances(page: Page, count: number): Promise<number[]> {
  const seen: number[] = [];
  for (let n = 0; n < count; n++) {
    await expect(topCard(page)).toBeVisible();
    const id = await topCardId(page);
    seen.push(await topDistanceKm(page));
    await page.getByRole('button', { name: words('discover.pass') }).tap();
    await expect.poll(() => topCardId(page)).not.toBe(id);
  }
  return seen;
}

/** The ids of the whole feed as the server now answers it. */
async function feedIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/profiles?limit=50');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { profiles: { id: string }[] }).profiles.map((profile) => profile.id);
}

async function seeToast(page: Page, title: string | RegExp): Promise<void> {
  const shown = toastOf(page).filter({ hasText: title });
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: words('ui.toast.dismiss') }).tap();
  await expect(shown).toBeHidden();
}

test('a free member in Brooklyn sees people nearby, narrows the deck by age and distance, and keeps it after a reload', async ({
  page,
}) => {
  await signedInUser(page);
  await completeProfile(page.request, 'Bea');
  const placed = await page.request.patch('/api/profile', {
    data: { coordinates: BROOKLYN, gender: 'woman', showMe: 'everyone' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await aDayLaterFor(page.request);

  // By default, within 80 km: nobody from the other side of the country.
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  for (const km of await deckDistances(page, 4)) expect(km).toBeLessThanOrEqual(80);

  // Filters are everyone's: age and distance; interests in common show their upgrade.
  const tools = page.getByRole('navigation', { name: words('discover.tools') });
  await expect(tools.getByRole('button', { name: words('discover.tools.filters') })).toContainText('1');
  await tools.getByRole('button', { name: words('discover.tools.filters') }).tap();
  const sheet = page.getByRole('dialog', { name: words('discover.filters.title') });
  await expect(sheet.getByRole('combobox', { name: words('discover.filters.distance') })).toHaveValue('80');
  await expect(sheet.getByRole('switch', { name: words('discover.filters.commonInterests') })).toHaveCount(0);
  await expect(
    sheet.getByRole('group', { name: words('discover.filters.advanced') }).getByRole('link'),
  ).toHaveAttribute('href', '/pricing');
  await sheet.getByRole('slider', { name: words('discover.filters.minAge') }).fill('20');
  await sheet.getByRole('slider', { name: words('discover.filters.maxAge') }).fill('70');
  await sheet.getByRole('combobox', { name: words('discover.filters.distance') }).selectOption('5');
  await sheet.getByRole('button', { name: words('discover.filters.apply') }).tap();

  // Nobody within 5 km: the distance dealbreaker is named, with the way back to the filters.
  await expect(page.getByRole('heading', { name: words('discover.empty.dealbreakers.title') })).toBeVisible();
  await expect(
    page.getByText(
      words('discover.empty.dealbreakers.text', {
        names: words('discover.empty.dealbreakers.name', { which: 'distance' }),
      }),
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: words('discover.empty.adjustFilters') }).tap();
  await expect(sheet.getByText('20–70')).toBeVisible();
  await sheet.getByRole('combobox', { name: words('discover.filters.distance') }).selectOption('25');
  await sheet.getByRole('button', { name: words('discover.filters.apply') }).tap();
  await expect(sheet).toBeHidden();
  await expect(topCard(page)).toBeVisible();
  expect(await topDistanceKm(page)).toBeLessThanOrEqual(25);
  await expect(tools.getByRole('button', { name: words('discover.tools.filters') })).toContainText('2');

  // Saved on the account: a reload keeps them, and the server applies them.
  await page.reload();
  await tools.getByRole('button', { name: words('discover.tools.filters') }).tap(firstLoad);
  await expect(sheet.getByRole('combobox', { name: words('discover.filters.distance') })).toHaveValue('25');
  await expect(sheet.getByText('20–70')).toBeVisible();
  const own = (await (await page.request.get('/api/profile')).json()) as { profile: { filters: unknown } };
  expect(own.profile.filters).toMatchObject({ minAge: 20, maxAge: 70, maxDistanceKm: 25, commonInterests: false });
  expect((await page.request.get('/api/profiles?maxDistanceKm=50&minAge=25')).status()).toBe(200);
  expect((await page.request.get('/api/profiles?commonInterests=true')).status()).toBe(403);
});

test('changing "show me" on the profile changes the deck at once, without a reload', async ({ page }) => {
  await signedInUser(page);
  await completeProfile(page.request, 'Cal');
  const placed = await page.request.patch('/api/profile', {
    data: { coordinates: CHICAGO, gender: 'man', showMe: 'women', filters: { maxDistanceKm: 300 } },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await aDayLaterFor(page.request);
  const women = await feedIds(page);

  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  expect(women).toContain(await topCardId(page));

  await page
    .getByRole('link', { name: words('screen.title.profileDetail'), exact: true })
    .first()
    .tap();
  await expect(page).toHaveURL('/profile');
  const section = page.getByRole('region', { name: words('profile.preferences.title') });
  await section.getByLabel(words('domain.preferences.showMe')).selectOption('men', firstLoad);
  await seeToast(page, words('domain.preferences.showMeSaved'));
  await page.getByRole('link', { name: words('profile.screen.back') }).tap();
  await expect(page).toHaveURL('/app');
  await expect(topCard(page)).toBeVisible();
  const men = await feedIds(page);
  await expect.poll(() => topCardId(page)).not.toBe('');
  const top = await topCardId(page);
  expect(women).not.toContain(top);
  expect(men).toContain(top);
});

test("the spec's upload call: no body answers an uploadURL for a photo; the PUT is bounded where it passes the edge", async ({
  page,
}) => {
  await signedInUser(page);
  await completeProfile(page.request, 'Uma');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(firstLoad);
  const jpeg = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#f0a' } })
    .jpeg()
    .toBuffer();

  // As the owner's client does it in the browser: POST with no payload, then PUT the file at uploadURL.
  const outcome = await page.evaluate(
    async (bytes) => {
      const asked = await fetch('/api/objects/upload', { method: 'POST', credentials: 'include' });
      if (!asked.ok) return { asked: asked.status, text: await asked.text() };
      const { uploadURL, objectURL } = (await asked.json()) as { uploadURL: string; objectURL: string };
      const put = (body: BodyInit, type: string) =>
        fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': type }, body }).then((res) => res.status);
      return {
        asked: asked.status,
        objectURL,
        notPhoto: await put('<svg onload="alert(1)"/>', 'image/svg+xml'),
        tooLarge: await put(new Uint8Array(10_485_761), 'image/jpeg'),
        photo: await put(new Uint8Array(bytes), 'image/jpeg'),
        again: await put(new Uint8Array(bytes), 'image/jpeg'),
      };
    },
    [...jpeg],
  );
  expect(outcome).toMatchObject({ asked: 200, notPhoto: 415, tooLarge: 413, photo: 200, again: 412 });

  // The photo is the person's: it becomes the profile picture, served as what the server made of it.
  const objectURL = (outcome as { objectURL: string }).objectURL;
  const picture = await page.request.put('/api/profile/picture', { data: { imageURL: objectURL } });
  expect(picture.status(), await picture.text()).toBe(200);
  await page.reload();
  await expect(page.locator(`img[src^="${objectURL}"]`).first()).toBeVisible(firstLoad);
  const served = await page.request.get(objectURL);
  expect(served.headers()['content-type']).toBe('image/webp');
});
