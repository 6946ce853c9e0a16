import { expect, holdAppCode, test } from './support/app-test.ts';
import { words } from './support/words.ts';

// A guest's first visit to Pricing (no service worker, nothing cached): the edge sends the screen rendered with the
// plans the API tells anyone (docs/architecture.md, "Loading fast on a phone"), so they show before the app's code
// has arrived; the app then hydrates them instead of asking for them and rendering them afresh. At 390x844 with touch.

test.use({ hasTouch: true });

test("a guest's pricing arrives with its plans before the app's code has run, and the app carries on from them", async ({
  page,
}) => {
  const planReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/subscription-plans') planReads.push(request.url());
  });
  const app = await holdAppCode(page);
  const opened = page.goto('/pricing');

  const premium = page.getByRole('article', { name: words('plans.name.premium') });
  await expect(premium.getByRole('heading', { name: words('plans.name.premium') })).toBeVisible();
  await expect(page.getByRole('article', { name: words('plans.name.gold') })).toContainText(
    words('pricing.plan.mostPopular'),
  );
  await expect(page.getByText(words('pricing.loading'))).toBeHidden();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1); // the app has not started
  await premium.evaluate((card) => card.setAttribute('data-shown-first', ''));
  // Tapped as soon as it shows: held, and answered once the app has started.
  await premium
    .getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.premium') }) })
    .tap();
  app.release();
  await opened;

  // The plans on screen are the ones that arrived with the page: nothing was drawn again.
  await expect(page.locator('article[data-shown-first]')).toBeVisible();
  await expect(page.getByText(words('pricing.choice.loginRequired.description'), { exact: true })).toBeVisible();
  expect(planReads).toEqual([]); // the app started from the page's answers
});
