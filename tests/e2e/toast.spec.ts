import { type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { firstLoad } from './discover-helpers.ts';
import { toastOf } from './support/toast.ts';
import { completeOnboarding, signUpViaApi } from './support/users.ts';
import { words } from './support/words.ts';
import { clearCookiesButLanguage } from './support/locale.ts';

test.describe.configure({ timeout: 60_000 }); // signing up and loading Discover on a busy machine

// Toasts never block (spec §4): they sit below the screen's header, close by themselves after 5 s and can be swiped
// away. Seen failing before the fix: 'Welcome back!' covered Discover's Upgrade, wishlist and profile buttons until
// dismissed, and a sideways swipe did nothing.

async function signInThroughTheForm(page: Page) {
  const user = await signUpViaApi(page);
  await completeOnboarding(page, user);
  await clearCookiesButLanguage(page.context());
  await page.goto('/login');
  const form = page.getByRole('form', { name: words('auth.login.form') });
  await form.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  await form.getByLabel(words('auth.login.password')).fill(user.password);
  await form.getByRole('button', { name: words('auth.login.title') }).click();
  await expect(page).toHaveURL('/app');
  await expect(page.getByRole('link', { name: words('discover.header.profile') })).toBeVisible(firstLoad);
}

/** 'Welcome back!' again, raised the way every screen raises a toast: the shared toast event (@wishlist/ui). */
async function welcomeBack(page: Page) {
  const title = words('auth.toast.loggedIn.title');
  const description = words('auth.toast.loggedIn.description');
  await page.evaluate(
    (toast) => window.dispatchEvent(new CustomEvent('wishlist:toast', { detail: { id: Date.now(), ...toast } })),
    { title, description },
  );
  await expect(toastOf(page)).toContainText(title);
}

test("after sign-in Discover's header buttons can be tapped at once, and the toast is gone after 5 s", async ({
  page,
}) => {
  await signInThroughTheForm(page);
  await welcomeBack(page);
  const shownAt = Date.now();

  // A click that would land on the toast instead fails here: Playwright checks what receives it.
  await page.getByRole('link', { name: words('discover.header.upgrade') }).click({ trial: true, timeout: 2000 });
  await page
    .getByRole('link', { name: words('discover.header.wishlist'), exact: true })
    .click({ trial: true, timeout: 2000 });
  await page.getByRole('link', { name: words('discover.header.profile') }).click({ trial: true, timeout: 2000 });
  await expect(toastOf(page)).toBeVisible();

  await expect(toastOf(page)).toHaveCount(0, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4000);
  await page.getByRole('link', { name: words('discover.header.profile') }).click();
  await expect(page).toHaveURL('/profile');
});

test('a toast can be swiped away', async ({ page }) => {
  await signInThroughTheForm(page);
  await welcomeBack(page);
  const box = await toastOf(page).boundingBox();
  if (!box) throw new Error('the toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (const dx of [30, 80, 140, 200]) await page.mouse.move(box.x + 20 + dx, y);
  await page.mouse.up();
  await expect(toastOf(page)).toHaveCount(0, { timeout: 2000 });
});
