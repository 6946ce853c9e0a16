import { expect, test } from '@playwright/test';
import { toastOf } from './support/toast.ts';
import { signUpViaApi } from './support/users.ts';

// Toasts never block (spec §4): they sit below the screen's header, close by themselves after 5 s and can be swiped
// away. Written before the fix: 'Welcome back!' used to cover Discover's Upgrade, wishlist and profile buttons.

async function signInThroughTheForm(page: import('@playwright/test').Page) {
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/app');
  await expect(toastOf(page)).toContainText('Welcome back!');
}

test("after sign-in Discover's header buttons can be tapped at once, and the toast is gone after 5 s", async ({ page }) => {
  await signInThroughTheForm(page);
  const shownAt = Date.now();

  // A click that lands on the toast instead of the button fails here (Playwright checks what receives the click).
  const profile = page.getByRole('link', { name: 'My Profile' });
  await profile.click({ trial: true, timeout: 10_000 });
  await page.getByRole('link', { name: 'My Wishlist' }).click({ trial: true });
  await page.getByRole('link', { name: 'Upgrade' }).click({ trial: true });
  await expect(toastOf(page)).toBeVisible();

  await expect(toastOf(page)).toHaveCount(0, { timeout: 7000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3000);
  await profile.click();
  await expect(page).toHaveURL('/profile');
});

test('a toast can be swiped away', async ({ page }) => {
  await signInThroughTheForm(page);
  const shown = toastOf(page);
  const box = await shown.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (const dx of [30, 80, 140, 200]) await page.mouse.move(box.x + 20 + dx, y);
  await page.mouse.up();
  await expect(toastOf(page)).toHaveCount(0, { timeout: 2000 });
});
