import { expect, test } from './support/app-test.ts';
import { firstLoad } from './discover-helpers.ts';
import { signedInUser } from './support/users.ts';
import { likeThroughApi } from './support/wishlist.ts';
import { words } from './support/words.ts';

// The wishlist (/wishlist) through the real services (spec §2, §8).

test('the wishlist shows the people added, opens their profiles and removes them', async ({ page }) => {
  const user = await signedInUser(page);
  const [first, second] = await likeThroughApi(page.request, user, 2);
  if (!first || !second) throw new Error('the feed has fewer than two people');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: words('wishlist.title') })).toBeVisible(firstLoad);
  await expect(page.getByText(words('wishlist.count', { count: 2 }))).toBeVisible();
  const firstCard = page.getByRole('region', { name: first.name });
  await expect(firstCard.getByText(`${first.name}, ${String(first.age)}`)).toBeVisible();
  await expect(firstCard.getByText(first.instagramHandle)).toBeVisible();

  await firstCard.getByRole('link', { name: words('wishlist.viewProfile') }).click();
  await expect(page).toHaveURL(`/profile/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: words('wishlist.remove', { name: first.name }) }).click();
  await expect(page.getByText(words('wishlist.removed.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('wishlist.removed.text'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('wishlist.count', { count: 1 }))).toBeVisible();
  await expect(page.getByRole('region', { name: first.name })).toHaveCount(0);

  await page.getByRole('button', { name: words('wishlist.remove', { name: second.name }) }).click();
  await expect(page.getByText(words('wishlist.empty.title'))).toBeVisible();
  await expect(page.getByText(words('wishlist.empty.text'))).toBeVisible();
  await page.getByRole('link', { name: words('common.startDiscovering') }).click();
  await expect(page).toHaveURL('/app');
  // The toast stays until dismissed (spec §4) and sits over the header.
  await page.getByRole('button', { name: words('ui.toast.dismiss') }).click();
  await page.getByRole('link', { name: words('wishlist.title') }).click();
  await page.getByRole('link', { name: words('pricing.backToDiscover') }).click();
  await expect(page).toHaveURL('/app');
});
