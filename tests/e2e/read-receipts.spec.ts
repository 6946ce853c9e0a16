import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { words } from './support/words.ts';

// Read receipts, as a reader (issue 44, item 6): anyone may refuse them, on a phone (390x844, touch).
test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

test('a member turns read receipts off on their profile, and they stay off', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: words('profile.readReceipts.title') });
  const shared = section.getByRole('switch', { name: words('profile.readReceipts.label') });
  await shared.scrollIntoViewIfNeeded(firstLoad);
  await expect(shared).toHaveAttribute('aria-checked', 'true', firstLoad);
  await shared.tap();
  await expect(toastOf(page).filter({ hasText: words('profile.readReceipts.off') })).toBeVisible();
  await page.screenshot({ path: 'test-results/read-receipts-off.png' });

  await page.reload();
  await shared.scrollIntoViewIfNeeded(firstLoad);
  await expect(shared).toHaveAttribute('aria-checked', 'false', firstLoad);
  const own = (await (await page.request.get('/api/profile')).json()) as { profile: { shareReadReceipts: boolean } };
  expect(own.profile.shareReadReceipts).toBe(false);
});
