import { type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { toastOf } from './support/toast.ts';
import { completeOnboarding, mailedCode, newUser, signUpViaApi, type NewUser } from './support/users.ts';
import { words, wordsIn, wordsMatching } from './support/words.ts';
import { clearCookiesButLanguage } from './support/locale.ts';

// Signing up as spec §2 writes it (the demo code on screen), and signing in or up from a screen that sent a guest
// to do so, walked on a phone at 390x844 with touch against the real stack (identity in demo mode).
test.use({ hasTouch: true });

/** Step 1 of the signup, typed and sent with a finger; answers the code step. */
async function sendDetails(page: Page, user: NewUser) {
  const form = page.getByRole('form', { name: words('auth.details.form') });
  await form.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  await form.getByLabel(words('auth.login.password')).fill(user.password);
  await form.getByRole('textbox', { name: words('auth.details.email') }).fill(user.email);
  await form.getByRole('button', { name: words('auth.details.submit') }).tap();
  return page.getByRole('form', { name: words('auth.verify.form') });
}

/** The code step's demo code, as the person reads it on screen. */
async function shownCode(page: Page) {
  const notice = page
    .getByRole('form', { name: words('auth.verify.form') })
    .getByRole('note', { name: words('auth.mailbox.notice') });
  const demoCode = wordsMatching('auth.mailbox.code', { code: /(\d{6})/ });
  await expect(notice).toContainText(demoCode);
  return (await notice.textContent())?.match(demoCode)?.[1] ?? '';
}

test('signs up as the spec says: the demo code shown on screen, typed, and Discover about a second later', async ({
  page,
}, testInfo) => {
  const user = newUser('spec');
  await page.goto('/signup');
  const verify = await sendDetails(page, user);
  await expect(toastOf(page)).toContainText(words('auth.toast.codeSent.title'));

  const code = await shownCode(page);
  // The code on screen is the one mailed (to the demo mailbox), the one that verifies.
  expect(code).toBe(await mailedCode(page, user.email));
  await page.screenshot({ path: testInfo.outputPath('signup-code-step.png') });

  const field = verify.getByRole('textbox', { name: words('auth.verify.code') });
  await field.tap();
  await field.pressSequentially(code);
  await verify.getByRole('button', { name: words('auth.verify.submit') }).tap();
  await expect(toastOf(page)).toContainText(words('auth.toast.accountCreated.title'));
  const created = Date.now();
  await expect(page).toHaveURL('/signup');
  await expect(page).toHaveURL('/app');
  expect(Date.now() - created).toBeGreaterThanOrEqual(800);
  await expect(page).toHaveTitle(words('page.title', { title: words('screen.title.discover') }));
});

test('signing in from Pricing goes back to Pricing', async ({ page }, testInfo) => {
  // Onboarded: only an adult with a first name may buy a plan (BIRTH_DATE_REQUIRED otherwise).
  const user = newUser('pricing');
  await signUpViaApi(page, user);
  await completeOnboarding(page, user);
  await clearCookiesButLanguage(page.context());
  await page.goto('/pricing');
  await page.getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.premium') }) }).tap();
  await expect(toastOf(page)).toContainText(words('pricing.choice.loginRequired.description'));
  await toastOf(page)
    .getByRole('button', { name: words('pricing.choice.logIn') })
    .tap();
  await expect(page).toHaveURL('/login?next=%2Fpricing');
  await page.screenshot({ path: testInfo.outputPath('login-from-pricing.png') });

  const form = page.getByRole('form', { name: words('auth.login.form') });
  await form.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  await form.getByLabel(words('auth.login.password')).fill(user.password);
  await form.getByRole('button', { name: words('auth.login.title') }).tap();
  await expect(toastOf(page)).toContainText(words('auth.toast.loggedIn.title'));
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: words('pricing.title') })).toBeVisible();
  await page.getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.premium') }) }).tap();
  await expect(
    page.getByRole('region', { name: words('pricing.checkout.title', { plan: words('plans.name.premium') }) }),
  ).toBeVisible();
});

test('signing up from Subscription (through Sign In) goes back to Subscription', async ({ page }, testInfo) => {
  const user = newUser('subscr');
  await page.goto('/subscription');
  await expect(page.getByText(words('subscription.logInPrompt'))).toBeVisible();
  await page.getByRole('link', { name: words('pricing.choice.logIn') }).tap();
  await expect(page).toHaveURL('/login?next=%2Fsubscription');
  // No account yet: on to Sign Up, which still knows where the person came from.
  await page.getByRole('link', { name: wordsIn('auth.login.switch', 'link') }).tap();
  await expect(page).toHaveURL('/signup');

  const verify = await sendDetails(page, user);
  const code = await shownCode(page);
  await verify.getByRole('textbox', { name: words('auth.verify.code') }).fill(code);
  await verify.getByRole('button', { name: words('auth.verify.submit') }).tap();
  await expect(toastOf(page)).toContainText(words('auth.toast.accountCreated.title'));
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('region', { name: words('subscription.yourPlan') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('subscription-after-signup.png') });
});

test('a sign-in link naming another site goes to Discover, never away', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('nextevil'));
  await clearCookiesButLanguage(page.context());
  await page.goto('/login?next=%2F%2Fevil.example%2Fpricing');
  const form = page.getByRole('form', { name: words('auth.login.form') });
  await form.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  await form.getByLabel(words('auth.login.password')).fill(user.password);
  await form.getByRole('button', { name: words('auth.login.title') }).tap();
  await expect(page).toHaveURL('/app');
});
