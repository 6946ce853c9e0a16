import { expect, test } from './support/app-test.ts';
import { BRAND_NAME, words } from './support/words.ts';

test('a visitor lands on Wishlist and is invited to sign up', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: BRAND_NAME })).toBeVisible();
  await expect(page.getByText(words('landing.subtitle'))).toBeVisible();
  await expect(page.getByRole('link', { name: words('landing.start') })).toHaveAttribute('href', '/signup');
});

test('the pricing page, whatever the case of its path, lists the three plans', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/PRICING');

  const free = page.getByRole('article', { name: words('plans.name.free'), exact: true });
  const premium = page.getByRole('article', { name: words('plans.name.premium'), exact: true });
  const gold = page.getByRole('article', { name: words('plans.name.gold'), exact: true });
  await expect(free).toContainText(`$0${words('pricing.plan.perMonth')}`);
  await expect(premium).toContainText(`$9.99${words('pricing.plan.perMonth')}`);
  await expect(gold).toContainText(`$19.99${words('pricing.plan.perMonth')}`);
  await expect(gold).toContainText(words('pricing.plan.mostPopular'));
  await expect(page.getByText(words('pricing.plan.mostPopular'))).toHaveCount(1);
  // The remote runs on the shell's React: a second copy would fail with "Invalid hook call".
  expect(problems).toEqual([]);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: words('notFound.title') })).toBeVisible();
});
