import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { longDateInPage, subscriptionOf, upgradeThroughApi } from './account-helpers.ts';
import { firstLoad } from './discover-helpers.ts';
import { completeProfile, entitlementsOf, tierReaches } from './support/people.ts';
import { toastOf } from './support/toast.ts';
import { mailedCode, newUser, signedInUser } from './support/users.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { words, wordsIn, wordsMatching } from './support/words.ts';
import { chooseLocale } from './support/languages.ts';

// Sign-up, Boost, a plan's cancel and downgrade, and the FAQ as a person meets them on a phone (390x844, touch),
// through the real services (demo mailbox, billing in its test-payment mode).
test.use({ hasTouch: true });

/** The verification codes mailed to `email` so far, as the demo mailbox holds them. */
async function codeMails(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/api/demo/mailbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { subject: string }[] };
  return mails.filter((mail) => mail.subject.endsWith('is your Wishlist code')).length;
}

/** Sees the toast titled `title`, then closes it as a person would. */
async function seeToast(page: Page, title: string): Promise<void> {
  const shown = toastOf(page).filter({ hasText: title });
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: words('ui.toast.dismiss') }).tap();
  await expect(shown).toBeHidden();
}

test('sign-up refuses a weak password beside its field before any code is sent, and sends a new code on request', async ({
  page,
}) => {
  const user = newUser('walk');
  await page.clock.install();
  await page.goto('/signup');
  const details = page.getByRole('form', { name: words('auth.details.form') });
  await details.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  const password = details.getByLabel(words('auth.details.password'));
  await password.fill('password123');
  await details.getByRole('textbox', { name: words('auth.details.email') }).fill(user.email);
  await details.getByRole('button', { name: words('auth.details.submit') }).tap();

  // The server's rule, said next to the field, on the first step: no code was spent on it.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(words('errors.WEAK_PASSWORD'));
  await expect(page.getByRole('form', { name: words('auth.verify.form') })).toHaveCount(0);
  expect(await codeMails(page.request, user.email)).toBe(0);

  await password.fill(user.password);
  await details.getByRole('button', { name: words('auth.details.submit') }).tap();
  const verify = page.getByRole('form', { name: words('auth.verify.form') });
  await expect(verify).toBeVisible();
  await seeToast(page, words('auth.toast.codeSent.title'));
  await expect.poll(() => codeMails(page.request, user.email)).toBe(1);

  // Resend: after a short wait, counted down on the button, a new code arrives (the first no longer works).
  const resend = verify
    .getByRole('button', { name: wordsMatching('auth.verify.resendIn') })
    .or(verify.getByRole('button', { name: words('auth.verify.resend'), exact: true }));
  await expect(resend).toHaveText(wordsMatching('auth.verify.resendIn', {}, { whole: true }));
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(30_000);
  await expect(resend).toHaveText(words('auth.verify.resend'));
  await resend.tap();
  await seeToast(page, words('auth.toast.newCodeSent.title'));
  await expect.poll(() => codeMails(page.request, user.email)).toBe(2);
  const code = await mailedCode(page, user.email, 2);
  await verify.getByRole('textbox', { name: words('auth.verify.code') }).fill(code);
  await verify.getByRole('button', { name: words('auth.verify.submit') }).tap();
  await expect(page).toHaveURL('/app', firstLoad);
});

test('a boost asks first, says what it does, and warns of no photo and of incognito', async ({ page }) => {
  test.slow();
  const user = await signedInUser(page);
  await amongDemoPeople(page.request);
  await completeProfile(page.request, 'Bo');
  await upgradeThroughApi(page.request, user, 'gold');
  await tierReaches(page.request, 'gold');
  const incognito = await page.request.patch('/api/profile', { data: { incognito: true } });
  expect(incognito.status(), await incognito.text()).toBe(200);

  await page.goto('/app');
  const tools = page.getByRole('navigation', { name: words('discover.tools') });
  await tools.getByRole('button', { name: words('discover.boost') }).tap(firstLoad);
  const sheet = page.getByRole('dialog', { name: words('discover.boost.sheet.title') });
  await expect(sheet).toContainText(words('discover.boost.effect'));
  await expect(sheet).toContainText(wordsIn('discover.boost.sheet.left', 'strong', { effect: '', left: 5 }));
  await expect(sheet.getByRole('note', { name: words('discover.boost.sheet.noPhoto.label') })).toContainText(
    wordsIn('discover.boost.sheet.noPhoto', 'link'),
  );
  await expect(sheet.getByRole('note', { name: words('discover.boost.sheet.incognito.label') })).toContainText(
    wordsMatching('discover.boost.sheet.incognito'),
  );
  await sheet.getByRole('button', { name: words('discover.boost.sheet.cancel') }).tap();
  await expect(sheet).toBeHidden();
  expect((await entitlementsOf(page.request)).used.boostsThisMonth).toBe(0);

  const visible = await page.request.patch('/api/profile', { data: { incognito: false } });
  expect(visible.status(), await visible.text()).toBe(200);
  await page.reload();
  await tools.getByRole('button', { name: words('discover.boost') }).tap(firstLoad);
  await expect(sheet.getByRole('note', { name: words('discover.boost.sheet.incognito.label') })).toHaveCount(0);
  await expect(sheet.getByRole('note', { name: words('discover.boost.sheet.noPhoto.label') })).toBeVisible();
  await sheet.getByRole('button', { name: words('discover.boost.sheet.confirm') }).tap();
  await seeToast(page, words('discover.boost.started'));
  await expect(
    tools.getByRole('timer', {
      name: wordsMatching('discover.boost.timer', { time: /(30:00|29:\d\d)/ }, { whole: true }),
    }),
  ).toBeVisible();
  expect((await entitlementsOf(page.request)).used.boostsThisMonth).toBe(1);
});

test('a canceled plan says when access ends and can be resumed before then', async ({ page }) => {
  const user = await signedInUser(page);
  const paid = await upgradeThroughApi(page.request, user, 'premium');
  const validUntil = await longDateInPage(page, paid.premiumUntil ?? '');

  await page.goto('/subscription');
  const plan = page.getByRole('region', { name: words('subscription.yourPlan') });
  await plan.getByRole('button', { name: words('subscription.cancel') }).tap(firstLoad);
  const dialog = page.getByRole('dialog', { name: words('subscription.cancel') });
  await expect(dialog).toContainText(
    words('subscription.cancel.keepUntil', { plan: words('plans.name.premium'), date: validUntil }),
  );
  await dialog.getByRole('button', { name: words('subscription.cancel.confirm') }).tap();
  await seeToast(page, words('subscription.cancel.done.title'));

  await plan.getByRole('button', { name: words('billing.pending.resume') }).tap();
  await seeToast(page, words('billing.pending.resumed.title'));
  await expect(plan.getByRole('button', { name: words('subscription.cancel') })).toBeVisible();
  await expect(plan).not.toContainText(wordsMatching('billing.pending.canceled'));
  expect(await subscriptionOf(page.request, user)).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: false });

  // Pricing offers the same while a cancel waits.
  const canceled = await page.request.post('/api/cancel-subscription');
  expect(canceled.status(), await canceled.text()).toBe(200);
  await page.goto('/pricing');
  const current = page.getByRole('region', { name: words('pricing.current.title') });
  await expect(current).toContainText(
    words('billing.pending.canceled', { plan: words('plans.name.premium'), date: validUntil }),
    firstLoad,
  );
  await current.getByRole('button', { name: words('billing.pending.resume') }).tap();
  await seeToast(page, words('billing.pending.resumed.title'));
  await expect(current).not.toContainText(wordsMatching('billing.pending.canceled'));
  expect((await subscriptionOf(page.request, user)).cancelAtPeriodEnd).toBe(false);
});

/** What a plan scheduled to move from Gold to Premium on `date` says. */
const movesToPremium = (date: string) =>
  words('billing.pending.movesTo', { next: words('plans.name.premium'), date, plan: words('plans.name.gold') });

test('a scheduled downgrade shows on Pricing and Subscription and can be withdrawn', async ({ page }) => {
  const user = await signedInUser(page);
  const paid = await upgradeThroughApi(page.request, user, 'gold');
  const renewal = await longDateInPage(page, paid.premiumUntil ?? '');
  const scheduleDowngrade = async () => {
    const moved = await page.request.post('/api/change-subscription', { data: { tier: 'premium' } });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  await scheduleDowngrade();

  await page.goto('/pricing');
  const current = page.getByRole('region', { name: words('pricing.current.title') });
  await expect(current).toContainText(movesToPremium(renewal), firstLoad);
  await current.getByRole('button', { name: words('billing.pending.keep', { plan: words('plans.name.gold') }) }).tap();
  await seeToast(page, words('billing.pending.kept.title', { plan: words('plans.name.gold') }));
  await expect(current).not.toContainText(wordsMatching('billing.pending.movesTo'));
  expect((await subscriptionOf(page.request, user)).scheduledTier).toBeUndefined();

  await scheduleDowngrade();
  await page.goto('/subscription');
  const plan = page.getByRole('region', { name: words('subscription.yourPlan') });
  await expect(plan).toContainText(movesToPremium(renewal), firstLoad);
  await plan.getByRole('button', { name: words('billing.pending.keep', { plan: words('plans.name.gold') }) }).tap();
  await seeToast(page, words('billing.pending.kept.title', { plan: words('plans.name.gold') }));
  await expect(plan).not.toContainText(wordsMatching('billing.pending.movesTo'));
  expect(await subscriptionOf(page.request, user)).toMatchObject({ tier: 'gold', cancelAtPeriodEnd: false });
});

test('the FAQ says where the app does things instead of sending people to Contact Us', async ({ page, baseURL }) => {
  // The FAQ's English prose, checked against the app's English controls: in English whatever the run's locale.
  await chooseLocale(page.context(), baseURL, 'en');
  await page.goto('/faq');
  const answerTo = async (category: string, question: string) => {
    const button = page.getByRole('button', { name: category });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.tap();
    const term = page.getByRole('region', { name: category }).getByRole('term').filter({ hasText: question });
    return term.locator('xpath=following-sibling::dd[1]');
  };
  const truths: [string, string, RegExp][] = [
    ['Account Management', 'How do I delete my account?', /Profile.*Your Data.*Delete my account/],
    ['Account Management', 'Can I download my data?', /Profile.*Your Data.*Download my data/],
    ['Privacy & Safety', 'How do I report someone?', /⋯.*Report/],
    ['Privacy & Safety', 'How do I block someone?', /⋯.*Block/],
    ['Subscriptions & Payments', 'How do I cancel?', /Cancel Subscription.*Resume Subscription/],
    ['Using the App', 'How do I choose who I see?', /Filters/],
  ];
  for (const [category, question, says] of truths) {
    const answer = await answerTo(category, question);
    await expect(answer).toHaveText(says);
    await expect(answer).not.toContainText('Contact Us');
  }
});
