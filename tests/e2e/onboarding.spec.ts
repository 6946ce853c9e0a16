import type { Page } from '@playwright/test';
import { firstLoad, topCard } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { toastOf } from './support/toast.ts';
import { mailedCode, type NewUser, newUser, signedInUser } from './support/users.ts';
import { words, wordsMatching } from './support/words.ts';

// A new person on a phone (390x844, a finger): signup, then /app walks them through onboarding before the first
// card (spec §2 "Onboarding", §5 adults only).
test.use({ hasTouch: true });

/** Signs a new person up through the screens, as a phone does, to land on /app. */
async function signUpOnScreen(page: Page, user: NewUser) {
  await page.goto('/signup');
  const details = page.getByRole('form', { name: words('auth.details.form') });
  await details.getByRole('textbox', { name: words('domain.account.username') }).fill(user.username);
  await details.getByLabel(words('auth.details.password')).fill(user.password);
  await details.getByRole('textbox', { name: words('auth.details.email') }).fill(user.email);
  await details.getByRole('button', { name: words('auth.details.submit') }).tap();
  const verify = page.getByRole('form', { name: words('auth.verify.form') });
  await verify.getByRole('textbox', { name: words('auth.verify.code') }).fill(await mailedCode(page, user.email));
  await verify.getByRole('button', { name: words('auth.verify.submit') }).tap();
  await expect(page).toHaveURL('/app');
}

/** Fails the test at the end on any answer of the API in 4xx or 5xx (none is expected on a new person's walk). */
function refusedCalls(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      refused.push(`${String(response.status())} ${response.request().method()} ${response.url()}`);
  });
  return refused;
}

/** A toast on screen, if any, leaves the step's title and explanation uncovered. */
async function expectToastBelowText(page: Page, explanation: string | RegExp) {
  const textBox = await page.getByText(explanation).boundingBox();
  for (const shown of await toastOf(page).all()) {
    const toastBox = await shown.boundingBox();
    if (toastBox && toastBox.height > 0 && textBox)
      expect(toastBox.y).toBeGreaterThanOrEqual(textBox.y + textBox.height);
  }
}

test('a new person signs up, is walked through onboarding, and then sees the first card', async ({ page }) => {
  test.slow(); // signup with its mail, then six steps
  const user = newUser('onboard');
  const refused = refusedCalls(page);
  await signUpOnScreen(page, user);

  // Step 1: the birth date, with why it is asked.
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.birthDate.title') })).toBeVisible(
    firstLoad,
  );
  await expect(page.getByText(words('onboarding.birthDate.text'))).toBeVisible();
  // Signup's 'Account created!' toast does not cover why the birth date is asked.
  await expectToastBelowText(page, words('onboarding.birthDate.text'));
  await expect(topCard(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/onboarding-1-birth-date.png' });
  await page.getByLabel(words('domain.details.birthDate')).fill('1994-08-21');
  const continueButton = page.getByRole('button', { name: words('onboarding.continue') });
  expect((await continueButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await continueButton.tap();

  // Step 2: the first name, empty (never the username, which others would see); a blank one is said in plain words.
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.firstName.title') })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: words('domain.details.firstName') });
  await expect(firstName).toHaveValue('');
  await firstName.fill('   ');
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();
  await expect(page.getByText(words('domain.details.firstNameRequired'))).toBeVisible();
  await firstName.fill('Lena');
  await page.screenshot({ path: 'test-results/onboarding-2-first-name.png' });
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();

  // Step 3: gender and "show me", each saved at once.
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.preferences.title') })).toBeVisible();
  await page.getByRole('combobox', { name: words('domain.preferences.iAm') }).selectOption('woman');
  await expect(toastOf(page)).toContainText(words('domain.preferences.genderSaved'));
  await expectToastBelowText(page, words('onboarding.preferences.text'));
  await page.getByRole('combobox', { name: words('domain.preferences.showMe') }).selectOption('everyone');
  await expect(toastOf(page).filter({ hasText: words('domain.preferences.showMeSaved') })).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-3-preferences.png' });
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();

  // Step 4: the location, here a city.
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.location.title') })).toBeVisible();
  await page.getByRole('combobox', { name: words('domain.location.orCity') }).selectOption({ index: 1 });
  await expect(toastOf(page).filter({ hasText: wordsMatching('domain.location.setTo') })).toBeVisible();
  await expectToastBelowText(page, words('domain.location.privacy'));
  await page.screenshot({ path: 'test-results/onboarding-4-location.png' });
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();

  // Step 5: what they are looking for and prompts, skippable (answered in prompts-comments.spec.ts).
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.prompts.title') })).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-5-prompts.png' });
  await page.getByRole('button', { name: words('onboarding.skip') }).tap();

  // Step 6: photos, strongly asked for and skippable.
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.photos.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: words('onboarding.photos.add') })).toHaveAttribute('href', '/profile');
  await page.screenshot({ path: 'test-results/onboarding-6-photos.png' });
  await page.getByRole('button', { name: words('onboarding.skip') }).tap();

  await expect(topCard(page)).toBeVisible(firstLoad);
  await page.screenshot({ path: 'test-results/onboarding-7-deck.png' });
  const profile = (await (await page.request.get('/api/profile')).json()) as { profile: Record<string, unknown> };
  expect(profile.profile).toMatchObject({
    firstName: 'Lena',
    birthDate: '1994-08-21',
    discoverable: true,
    gender: 'woman',
    showMe: 'everyone',
    coordinates: expect.any(Object),
    location: expect.stringMatching(/^.+, [A-Z]{2}$/), // the chosen city, as others see it
  });
  // The first placement used none of the day's 5 changes of location (spec §5): 5 moves still go through.
  for (const latitude of [31, 32, 33, 34, 35]) {
    const moved = await page.request.patch('/api/profile', { data: { coordinates: { latitude, longitude: -97 } } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // Nothing on the walk was refused: no 403 for a Discover read (the feed, Likes you) while still onboarding.
  expect(refused).toEqual([]);
});

test('an under-18 birth date closes the app to the account, and an older one typed next is refused', async ({
  page,
}) => {
  test.slow(); // signup with its mail
  await signUpOnScreen(page, newUser('young'));
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.birthDate.title') })).toBeVisible(
    firstLoad,
  );
  const young = new Date();
  young.setFullYear(young.getFullYear() - 15);
  await page.getByLabel(words('domain.details.birthDate')).fill(young.toISOString().slice(0, 10));
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();

  const closed = page.getByRole('heading', { level: 1, name: words('onboarding.adultsOnly.title') });
  await expect(closed).toBeVisible();
  await expect(page.getByText(words('onboarding.adultsOnly.text'))).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-under-18.png' });
  // The same person cannot just type an older date: not on the screen, not through the API.
  await page.reload();
  await expect(closed).toBeVisible(firstLoad);
  await expect(page.getByLabel(words('domain.details.birthDate'))).toHaveCount(0);
  const older = await page.request.patch('/api/profile', { data: { birthDate: '1994-08-21' } });
  expect(older.status()).toBe(403);
  expect(await older.json()).toMatchObject({ code: 'UNDER_AGE_DECLARED' });
  await page.getByRole('link', { name: words('onboarding.adultsOnly.contact') }).tap();
  await expect(page).toHaveURL('/contact');
});

test("Discover's banner asks only for what is missing: never for a location already set", async ({ page }) => {
  await signedInUser(page);
  const placed = await page.request.patch('/api/profile', {
    data: { coordinates: { latitude: 30.2672, longitude: -97.7431 } },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await page.goto('/app');
  const banner = page.getByRole('link', { name: words('discover.preferences.meet') });
  await expect(banner).toBeVisible(firstLoad);
  await expect(banner).toContainText(
    words('discover.preferences.choose', {
      choices: words('discover.preferences.listEnd', {
        choices: words('discover.preferences.gender'),
        choice: words('discover.preferences.showMe'),
      }),
    }),
  );
  await expect(banner).not.toContainText(words('discover.preferences.location'));
  await page.screenshot({ path: 'test-results/discover-banner.png' });
});
