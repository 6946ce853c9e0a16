import type { Page } from '@playwright/test';
import type { SubscriptionPlan } from '@wishlist/contract/client/types.gen.ts';
import { expect, test } from './support/app-test.ts';
import {
  expectLeadingOnTheRight,
  expectNothingOverflows,
  expectRightToLeft,
  priceInPage,
  chooseLocale,
} from './support/languages.ts';
import { signedInUser } from './support/users.ts';

// The apps in Arabic and in the pseudo-locale (docs/architecture.md, "Languages"): each converted screen once in
// Arabic (dir=rtl, the layout mirrored, its words and numbers in Arabic) and once in en-XA at 390x844 (nothing
// clipped or overflowing). An app converted to its catalogues adds its screens to `screens`.

interface LanguageScreen {
  /** The app that owns the screen (its catalogues: <app>/src/messages). */
  app: string;
  path: string;
  /** Signed in as a new user (onboarded) first; a guest otherwise. */
  signedIn?: boolean;
  /** What the screen shows in Arabic, beyond the page's dir (checked for every screen). */
  arabic: (page: Page) => Promise<void>;
  /** A text of the screen in the pseudo-locale, which shows its words come from the catalogue. */
  pseudo: RegExp;
}

const screens: LanguageScreen[] = [
  {
    app: 'mf-billing',
    path: '/pricing',
    pseudo: /Çĥööšé Ýöûŕ Þļàñ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'اختر خطتك' })).toBeVisible();
      const plans = (await (await page.request.get('/api/subscription-plans')).json()) as SubscriptionPlan[];
      const premium = plans.find((plan) => plan.id === 'premium');
      if (!premium) throw new Error('no premium plan');
      const card = page.getByRole('article', { name: premium.name });
      await expect(card).toContainText(await priceInPage(page, premium.price, 'ar'));
      await expect(card.getByRole('button', { name: `اختر ${premium.name}` })).toBeVisible();
      // A feature's tick leads its line: on the right in Arabic.
      const feature = card.getByRole('listitem').first();
      await expectLeadingOnTheRight(feature.locator('svg'), feature);
    },
  },
  {
    app: 'mf-billing',
    path: '/subscription',
    signedIn: true,
    pseudo: /Ŵĥàţ ýöû ĝéţ|Ñééđ Ĥéļþ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'الاشتراك', exact: true })).toBeVisible();
      await expect(page.getByText('الإعجابات المستخدمة اليوم')).toBeVisible();
      // Today's likes and the cap, in Arabic digits as Intl writes them.
      const zeroOfTen = await page.evaluate(() => `${(0).toLocaleString('ar')} / ${(10).toLocaleString('ar')}`);
      await expect(page.getByText(zeroOfTen, { exact: true })).toBeVisible();
    },
  },
  {
    app: 'mf-account',
    path: '/profile',
    signedIn: true,
    pseudo: /Ṁý Þŕöƒîļé/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'ملفي الشخصي' })).toBeVisible();
      // The back arrow leads the header: on the right in Arabic, pointing right.
      const back = page.getByRole('link', { name: 'العودة إلى الاستكشاف' });
      await expectLeadingOnTheRight(back, page.locator('main header'));
      // A new user's wishlist holds nobody: Arabic's zero form.
      const wishlist = page.getByRole('region', { name: 'قائمة أمنياتي' });
      await expect(wishlist.getByText('لا أحد', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test.describe(`${screen.app}: ${screen.path}`, () => {
    test('in Arabic: right to left, mirrored, its words and numbers in Arabic', async ({ page, context, baseURL }) => {
      if (screen.signedIn) await signedInUser(page);
      await chooseLocale(context, baseURL, 'ar');
      await page.goto(screen.path);
      await expectRightToLeft(page);
      await screen.arabic(page);
    });

    test('in the pseudo-locale: every text from the catalogue, none clipped or overflowing', async ({
      page,
      context,
      baseURL,
    }) => {
      if (screen.signedIn) await signedInUser(page);
      await chooseLocale(context, baseURL, 'en-XA');
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.getByText(screen.pseudo).first()).toBeVisible();
      await expectNothingOverflows(page);
    });
  });
}

test('choosing Arabic in the profile shows the app in Arabic, and English brings it back', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');
  const reloaded = page.waitForEvent('load');
  await language.selectOption({ label: 'العربية' });
  await reloaded;
  await expectRightToLeft(page);
  const chosen = page.getByRole('combobox', { name: 'اللغة' });
  await expect(chosen).toHaveValue('ar');

  await page.goto('/pricing');
  await expectRightToLeft(page);
  await expect(page.getByRole('heading', { name: 'اختر خطتك' })).toBeVisible();

  await page.goto('/profile');
  const back = page.waitForEvent('load');
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption({ label: 'English' });
  await back;
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});
