import { expect, test } from './support/app-test.ts';
import { firstLoad } from './discover-helpers.ts';
import { chooseLocale, expectRightToLeft } from './support/languages.ts';
import { signedInUser } from './support/users.ts';
import { BRAND_NAME, words } from './support/words.ts';

// The service worker (spec §1: registered on page load): after one visit the app shell starts offline,
// and API answers are never served from a cache.
test.use({ serviceWorkers: 'allow' });

test('after a first visit the app starts offline, on any of its routes', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: BRAND_NAME })).toBeVisible();
  // Registered once the page has loaded; ready once it has installed (precached the shell) and activated.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: BRAND_NAME })).toBeVisible();
  await expect(page.getByRole('img', { name: words('landing.heroAlt') })).toBeVisible();

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: words('faq.title') })).toBeVisible();
  await page.getByRole('button', { name: words('faq.gettingStarted.title') }).click();
  await expect(page.getByText(words('faq.gettingStarted.createAccount.question'))).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: words('notFound.title') })).toBeVisible();
  await context.setOffline(false);
});

test('the landing page starts offline in the language chosen, and a language chosen since shows online at once', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLocale(context, baseURL, 'ar');
  await page.goto('/');
  await expectRightToLeft(page);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');

  await context.setOffline(true);
  await page.reload();
  await expectRightToLeft(page);
  await expect(page.getByRole('heading', { level: 1, name: BRAND_NAME })).toBeVisible();

  await context.setOffline(false);
  await chooseLocale(context, baseURL, 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.setOffline(false);
});

test('API answers are never cached: offline, an API call fails instead of replaying an old answer', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload(); // now controlled by the service worker
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const status = () =>
    page.evaluate(() =>
      fetch('/api/subscription-plans').then(
        (response) => response.status,
        () => 'network error',
      ),
    );
  expect(await status()).toBe(200);
  await context.setOffline(true);
  expect(await status()).toBe('network error');
  await context.setOffline(false);
  expect(await status()).toBe(200);
});

test('offline, a screen from a remote that was never loaded says so and offers Retry', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await context.setOffline(true);

  await page.goto('/pricing');
  const problem = page.getByRole('alert');
  await expect(problem.getByRole('heading', { name: words('federation.unavailable.title') })).toBeVisible();

  await context.setOffline(false);
  await problem.getByRole('button', { name: words('federation.unavailable.retry') }).click();
  await expect(page.getByText(words('federation.unavailable.title'))).toBeHidden();
});

test('signed in, a second visit starts offline: the app shell, Discover and the Wishlist screen', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // signs up, loads Discover, waits for the service worker to install
  await signedInUser(page);
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: words('ui.nav.label') })).toBeVisible(firstLoad);
  // Installed means precached: the shell, the remotes' entries and the code of Discover, Wishlist and Matches.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), firstLoad)
    .toBe('activated');

  await context.setOffline(true);
  await page.reload();
  const main = page.getByRole('navigation', { name: words('ui.nav.label') });
  await expect(main).toBeVisible();
  await expect(page.getByRole('link', { name: words('discover.header.profile') })).toBeVisible(); // Discover's header: its code is there
  await main.getByRole('link', { name: words('navigation.wishlist') }).click();
  await expect(page).toHaveURL('/wishlist');
  await expect(page.getByText(words('federation.unavailable.title'))).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: words('wishlist.title') })).toBeVisible();
  await context.setOffline(false);
});
