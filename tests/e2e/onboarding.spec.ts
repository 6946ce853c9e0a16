import { firstLoad, topCard } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { toastOf } from './support/toast.ts';
import { mailedCode, newUser } from './support/users.ts';

// A new person on a phone (390x844, a finger): signup, then /app walks them through onboarding before the first
// card (spec §2 "Onboarding", §5 adults only).
test.use({ hasTouch: true });

test('a new person signs up, is walked through onboarding, and then sees the first card', async ({ page }) => {
  test.slow(); // signup with its mail, then five steps
  const user = newUser('onboard');
  await page.goto('/signup');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await details.getByLabel('Password').fill(user.password);
  await details.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await details.getByRole('button', { name: 'Send Verification Code' }).tap();
  const verify = page.getByRole('form', { name: 'Verify your email' });
  await verify.getByRole('textbox', { name: 'Verification Code' }).fill(await mailedCode(page, user.email));
  await verify.getByRole('button', { name: 'Create Account' }).tap();
  await expect(page).toHaveURL('/app');

  // Step 1: the birth date, with why it is asked; a 17-year-old's is refused.
  await expect(page.getByRole('heading', { level: 1, name: 'When were you born?' })).toBeVisible(firstLoad);
  await expect(page.getByText(/adults only: you must be 18 or older/)).toBeVisible();
  await expect(topCard(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/onboarding-1-birth-date.png' });
  const birthDate = page.getByLabel('Date of birth');
  const young = new Date();
  young.setFullYear(young.getFullYear() - 17);
  await birthDate.fill(young.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Continue' }).tap();
  await expect(page.getByText('You must be at least 18 to use Wishlist.')).toBeVisible();
  await birthDate.fill('1994-08-21');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  expect((await continueButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await continueButton.tap();

  // Step 2: the first name, prefilled with the username.
  await expect(page.getByRole('heading', { level: 1, name: "What's your first name?" })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue(user.username);
  await firstName.fill('Lena');
  await page.screenshot({ path: 'test-results/onboarding-2-first-name.png' });
  await page.getByRole('button', { name: 'Continue' }).tap();

  // Step 3: gender and "show me", each saved at once.
  await expect(page.getByRole('heading', { level: 1, name: 'Who would you like to meet?' })).toBeVisible();
  await page.getByRole('combobox', { name: 'I am' }).selectOption('woman');
  await expect(toastOf(page)).toContainText('Gender saved');
  await page.getByRole('combobox', { name: 'Show me' }).selectOption('everyone');
  await expect(toastOf(page).filter({ hasText: 'Saved: who you see' })).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-3-preferences.png' });
  await page.getByRole('button', { name: 'Continue' }).tap();

  // Step 4: the location, here a city.
  await expect(page.getByRole('heading', { level: 1, name: 'Where are you?' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Or choose a city' }).selectOption({ index: 1 });
  await expect(toastOf(page).filter({ hasText: /^Location set to / })).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-4-location.png' });
  await page.getByRole('button', { name: 'Continue' }).tap();

  // Step 5: photos, strongly asked for and skippable.
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add photos' })).toHaveAttribute('href', '/profile');
  await page.screenshot({ path: 'test-results/onboarding-5-photos.png' });
  await page.getByRole('button', { name: 'Skip for now' }).tap();

  await expect(topCard(page)).toBeVisible(firstLoad);
  await page.screenshot({ path: 'test-results/onboarding-6-deck.png' });
  const profile = (await (await page.request.get('/api/profile')).json()) as { profile: Record<string, unknown> };
  expect(profile.profile).toMatchObject({
    firstName: 'Lena',
    birthDate: '1994-08-21',
    discoverable: true,
    gender: 'woman',
    showMe: 'everyone',
    coordinates: expect.any(Object),
  });
});
