import { expect, test } from './support/app-test.ts';
import { longDateInPage, subscriptionOf, upgradeThroughApi } from './account-helpers.ts';
import { firstLoad } from './discover-helpers.ts';
import { signedInUser } from './support/users.ts';
import { likeThroughApi } from './support/wishlist.ts';
import { words, wordsMatching } from './support/words.ts';

// Pricing (/pricing) and Subscription (/subscription) through the real services, billing in its test-payment
// mode (the default of `npm start`), at 390x844 (spec §2, §4, §6, §8).

test('a free user at the daily cap upgrades to Premium with the test card and can like again', async ({ page }) => {
  const user = await signedInUser(page);
  await likeThroughApi(page.request, user, 10);
  const refused = await page.request.post('/api/check-like-limit/' + user.id);
  expect(refused.status()).toBe(429);

  await page.goto('/pricing');
  const current = page.getByRole('region', { name: words('pricing.current.title') });
  await expect(current).toContainText(words('plans.name.free'));
  await expect(current).toContainText(words('billing.dailyLikes.limited', { used: 10, limit: 10 }));
  await page.getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.premium') }) }).click();

  const checkout = page.getByRole('region', {
    name: words('pricing.checkout.title', { plan: words('plans.name.premium') }),
  });
  await expect(checkout).toContainText(words('pricing.checkout.secure', { price: '$9.99' }));
  await checkout.getByLabel(words('pricing.testCard.number')).fill('4242 4242 4242 4242');
  await checkout.getByLabel(words('pricing.testCard.expiry')).fill('12/34');
  await checkout.getByLabel(words('pricing.testCard.cvc')).fill('123');
  await checkout
    .getByRole('button', { name: words('pricing.checkout.subscribe', { plan: words('plans.name.premium') }) })
    .click();

  await expect(page.getByText(words('pricing.payment.success.title'), { exact: true })).toBeVisible();
  await expect(
    page.getByText(words('pricing.payment.welcome', { plan: words('plans.name.premium') }), { exact: true }),
  ).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(current).toContainText(words('plans.name.premium'));
  await expect(current).toContainText(words('billing.dailyLikes.limited', { used: 10, limit: 100 }));
  await expect(
    page
      .getByRole('article', { name: words('plans.name.premium') })
      .getByRole('button', { name: words('pricing.plan.current') }),
  ).toBeDisabled();

  // Discover (mf-discover) reads the same subscription: the tier badge and the new cap.
  await page.goto('/app');
  await expect(page.getByText(words('discover.header.tier', { tier: 'premium' }), { exact: true })).toBeVisible();
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 10, limit: 100 }))).toBeVisible();

  const again = await page.request.post('/api/check-like-limit/' + user.id);
  expect(again.status(), await again.text()).toBe(200);
  await likeThroughApi(page.request, user, 1);
  await page.goto('/profile');
  const box = page.getByRole('region', { name: words('profile.subscription.title'), exact: true });
  await expect(box).toContainText(words('profile.subscription.tier', { tier: 'premium' }));
  await expect(box).toContainText(words('profile.subscription.likes', { likes: '11 / 100' }));
  await expect(box.getByRole('link', { name: words('profile.subscription.manage') })).toHaveAttribute(
    'href',
    '/subscription',
  );
});

test('a declined card shows Payment Failed with the decline message and changes nothing', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.gold') }) }).click();

  const checkout = page.getByRole('region', {
    name: words('pricing.checkout.title', { plan: words('plans.name.gold') }),
  });
  await expect(checkout).toContainText(words('pricing.checkout.secure', { price: '$19.99' }));
  await checkout.getByLabel(words('pricing.testCard.number')).fill('4000000000000002');
  await expect(checkout.getByLabel(words('pricing.testCard.number'))).toHaveValue('4000 0000 0000 0002');
  await checkout.getByLabel(words('pricing.testCard.expiry')).fill('12/34');
  await checkout.getByLabel(words('pricing.testCard.cvc')).fill('123');
  await checkout
    .getByRole('button', { name: words('pricing.checkout.subscribe', { plan: words('plans.name.gold') }) })
    .click();

  await expect(page.getByText(words('pricing.payment.failed.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('pricing.payment.declined'), { exact: true })).toBeVisible();
  await expect(checkout).toBeVisible();
  expect((await subscriptionOf(page.request, user)).tier).toBe('free');
});

test('cancelling asks first, then keeps the paid plan until its valid-until date', async ({ page }) => {
  const user = await signedInUser(page);
  const paid = await upgradeThroughApi(page.request, user, 'premium');
  expect(paid.premiumUntil).not.toBeNull();
  const validUntil = await longDateInPage(page, paid.premiumUntil ?? '');

  await page.goto('/subscription');
  const plan = page.getByRole('region', { name: words('subscription.yourPlan') });
  await expect(plan.getByRole('heading', { name: words('plans.name.premium') })).toBeVisible();
  await expect(plan.getByText(validUntil, { exact: true })).toBeVisible();
  await expect(plan).toContainText(words('plans.line.likesPerDay', { count: 100 }));
  await expect(plan.getByRole('link', { name: words('subscription.changePlan') })).toHaveAttribute('href', '/pricing');

  await plan.getByRole('button', { name: words('subscription.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: words('subscription.cancel') });
  await expect(dialog).toContainText(words('subscription.cancel.question'));
  await dialog.getByRole('button', { name: words('subscription.cancel.keep') }).click();
  await expect(dialog).toBeHidden();
  expect((await subscriptionOf(page.request, user)).cancelAtPeriodEnd).toBe(false);

  await plan.getByRole('button', { name: words('subscription.cancel') }).click();
  await dialog.getByRole('button', { name: words('subscription.cancel.confirm') }).click();
  await expect(page.getByText(words('subscription.cancel.done.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('subscription.cancel.done.description'), { exact: true })).toBeVisible();
  await expect(plan).toContainText(
    words('billing.pending.canceled', { plan: words('plans.name.premium'), date: validUntil }),
  );
  await expect(plan.getByRole('heading', { name: words('plans.name.premium') })).toBeVisible();
  await expect(plan.getByRole('button', { name: words('subscription.cancel') })).toHaveCount(0);

  const after = await subscriptionOf(page.request, user);
  expect(after).toMatchObject({
    tier: 'premium',
    status: 'active',
    cancelAtPeriodEnd: true,
    premiumUntil: paid.premiumUntil,
  });
  await page.reload();
  await expect(plan).toContainText(
    words('billing.pending.canceled', { plan: words('plans.name.premium'), date: validUntil }),
  );
});

test('a free user sees Current Plan on Free, Already Free when choosing it, and the way to paid plans and help', async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto('/pricing');
  await expect(page.getByRole('article', { name: words('plans.name.gold') })).toContainText(
    words('pricing.plan.mostPopular'),
  );
  await page
    .getByRole('article', { name: words('plans.name.free') })
    .getByRole('button', { name: words('pricing.plan.current') })
    .click();
  await expect(page.getByText(words('pricing.choice.alreadyFree.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('pricing.choice.alreadyFree.description'), { exact: true })).toBeVisible();

  await page.goto('/subscription');
  const plan = page.getByRole('region', { name: words('subscription.yourPlan') });
  await expect(plan).toContainText(words('billing.dailyLikes.limited', { used: 0, limit: 10 }));
  await expect(plan.getByRole('button', { name: words('subscription.cancel') })).toHaveCount(0);
  await expect(plan.getByRole('link', { name: words('subscription.viewPremium') })).toHaveAttribute('href', '/pricing');
  await page
    .getByRole('region', { name: words('subscription.help.title') })
    .getByRole('link', { name: words('subscription.help.contact') })
    .click();
  await expect(page).toHaveURL('/contact');
});

test('guests are asked to log in to subscribe and to see a subscription', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.premium') }) }).click();
  await expect(page.getByText(words('pricing.choice.loginRequired.title'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('pricing.choice.loginRequired.description'), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: wordsMatching('pricing.checkout.title') })).toHaveCount(0);

  await page.goto('/subscription');
  await expect(page.getByText(words('subscription.logInPrompt'))).toBeVisible();
  await page.getByRole('link', { name: words('pricing.choice.logIn') }).click();
  await expect(page).toHaveURL('/login?next=%2Fsubscription');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test('after cancelling Gold, Choose Premium says what happens and switches to Premium at the renewal', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const paid = await upgradeThroughApi(page.request, user, 'gold');
    expect((await page.request.post('/api/cancel-subscription')).status()).toBe(200);
    const until = await longDateInPage(page, paid.premiumUntil ?? '');

    await page.goto('/pricing');
    await page
      .getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.premium') }) })
      .tap(firstLoad);
    const dialog = page.getByRole('dialog', {
      name: words('pricing.change.switchTitle', { plan: words('plans.name.premium') }),
    });
    await expect(dialog).toContainText(
      words('pricing.change.canceledFirst', {
        current: words('plans.name.gold'),
        date: until,
        plan: words('plans.name.premium'),
        price: '$9.99',
      }),
    );
    await dialog.getByRole('button', { name: words('pricing.change.switchAtRenewal') }).tap();
    await expect(page.getByText(words('pricing.change.scheduled.title'), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await subscriptionOf(page.request, user)).toMatchObject({
      tier: 'gold',
      cancelAtPeriodEnd: false,
      scheduledTier: 'premium',
      premiumUntil: paid.premiumUntil,
    });
    await expect(
      page.getByText(
        words('billing.pending.movesTo', {
          next: words('plans.name.premium'),
          date: until,
          plan: words('plans.name.gold'),
        }),
      ),
    ).toBeVisible();
  });
});
