import { expect, test } from './support/app-test.ts';

test('a visitor lands on Wishlist and is invited to sign up', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByText('How will they know unless you tell them?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up/Sign In' })).toHaveAttribute('href', '/signup');
});

test('the pricing page, whatever the case of its path, lists the three plans', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/PRICING');

  const free = page.getByRole('article', { name: 'Free', exact: true });
  const premium = page.getByRole('article', { name: 'Premium', exact: true });
  const gold = page.getByRole('article', { name: 'Gold', exact: true });
  await expect(free).toContainText('$0/month');
  await expect(premium).toContainText('$9.99/month');
  await expect(gold).toContainText('$19.99/month');
  await expect(gold).toContainText('Most Popular');
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  // The remote runs on the shell's React: a second copy would fail with "Invalid hook call".
  expect(problems).toEqual([]);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
