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
import { makeModerator } from './support/moderators.ts';
import { newPerson } from './support/people.ts';
import type { DemoMail } from '../../scripts/lib/demo-mailbox.ts';
import { firstLoad } from './discover-helpers.ts';
import { demoPeople } from '../../services/matching/src/demo-people/people.ts';
import { signedInUser } from './support/users.ts';

// The apps in Arabic and in the pseudo-locale (docs/architecture.md, "Languages"): each converted screen once in
// Arabic (dir=rtl, the layout mirrored, its words and numbers in Arabic) and once in en-XA at 390x844 (nothing
// clipped or overflowing). An app converted to its catalogues adds its screens to `screens`.

interface LanguageScreen {
  /** The app that owns the screen (its catalogues: <app>/src/messages). */
  app: string;
  /** Where the screen is; a function of the signed-in moderator's id for a screen about a person. */
  path: string | ((moderatorId: string) => string);
  /** Signed in as a new user (onboarded) first; a guest otherwise. */
  signedIn?: boolean;
  /** Signed in as a new moderator first. */
  moderator?: boolean;
  /** What the screen shows in Arabic, beyond the page's dir (checked for every screen). */
  arabic: (page: Page) => Promise<void>;
  /** A text of the screen in the pseudo-locale, which shows its words come from the catalogue. */
  pseudo: RegExp;
}

/** One of npm start's demo people (the same id on every start), whose profile any member can open. */
const [demoPerson] = demoPeople(1);
if (!demoPerson) throw new Error('no demo people');

/** A page of the shell whose Arabic check is its title. */
const titledPage = (path: string, pseudo: RegExp, arabicTitle: string): LanguageScreen => ({
  app: 'shell',
  path,
  pseudo,
  async arabic(page) {
    await expect(page.getByRole('heading', { name: arabicTitle, level: 1 })).toBeVisible();
  },
});

const screens: LanguageScreen[] = [
  {
    app: 'mf-billing',
    path: '/pricing',
    pseudo: /Çĥööšé Ýöûŕ Þļàñ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'اختر خطتك' })).toBeVisible();
      const plans = (await (await page.request.get('/api/subscription-plans')).json()) as SubscriptionPlan[];
      const premium = plans.find((plan) => plan.id === 'premium');
      if (!premium?.limits.likesPerDay) throw new Error('no premium plan with a cap on likes');
      // The plan's name and its lines in Arabic (the plans answer's are English), its count in its plural form.
      const card = page.getByRole('article', { name: 'بريميوم' });
      await expect(card).toContainText(await priceInPage(page, premium.price, 'ar'));
      await expect(card.getByRole('button', { name: 'اختر بريميوم' })).toBeVisible();
      const likes = await page.evaluate((n) => n.toLocaleString('ar'), premium.limits.likesPerDay);
      const feature = card.getByRole('listitem').first();
      await expect(feature).toHaveText(`${likes} إعجاب يوميًا`);
      await expect(card.getByRole('listitem').filter({ hasText: 'مراسلة غير محدودة' })).toBeVisible();
      // A feature's tick leads its line: on the right in Arabic.
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
    app: 'mf-moderation',
    path: '/moderation',
    moderator: true,
    pseudo: /Ŕéþöŕţš éþ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { level: 1, name: 'البلاغات' })).toBeVisible();
      // The console's sections, first on the right: the row mirrored.
      const sections = page.getByRole('navigation', { name: 'الإشراف' });
      await expectLeadingOnTheRight(sections.getByRole('link').first(), sections);
    },
  },
  {
    app: 'mf-moderation',
    // The moderator's own case: a person nobody reported, so its count is Arabic's plural form for zero.
    path: (moderatorId) => `/moderation/reports/${moderatorId}`,
    moderator: true,
    pseudo: /Àçţîöñš ţàķéñ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'لا بلاغات، الأحدث أولًا' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'الإجراءات' }).getByRole('button', { name: 'حظر' })).toBeVisible();
    },
  },
  {
    app: 'mf-moderation',
    path: '/moderation/photos',
    moderator: true,
    pseudo: /Ĥéļđ Þĥöţöš/,
    async arabic(page) {
      await expect(page.getByRole('heading', { level: 1, name: 'الصور المحجوبة' })).toBeVisible();
    },
  },
  {
    app: 'mf-moderation',
    path: '/moderation/appeals',
    moderator: true,
    pseudo: /Àþþéàļš þþ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { level: 1, name: 'الطعون' })).toBeVisible();
    },
  },
  {
    app: 'mf-moderation',
    path: '/moderation/audit',
    moderator: true,
    pseudo: /Àûđîţ Ļöĝ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { level: 1, name: 'سجل الإجراءات' })).toBeVisible();
    },
  },
  {
    app: 'shell',
    path: '/',
    pseudo: /Ĥöŵ ŵîļļ ţĥéý ķñöŵ/,
    async arabic(page) {
      await expect(page.getByRole('link', { name: 'إنشاء حساب/تسجيل الدخول' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'عن Wishlist' })).toContainText('الشروط والأحكام');
    },
  },
  {
    app: 'shell',
    path: '/login',
    pseudo: /Ŵéļçöɱé ƀàçķ!/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'نسيت كلمة المرور' })).toBeVisible();
    },
  },
  titledPage('/signup', /Çŕéàţé Àççöûñţ/, 'إنشاء حساب'),
  titledPage('/terms', /Ţéŕɱš & Çöñđîţîöñš/, 'الشروط والأحكام'),
  titledPage('/accessibility', /Àççéššîƀîļîţý/, 'إمكانية الوصول'),
  {
    app: 'shell',
    path: '/contact',
    pseudo: /Ŕéšþöñšé Ţîɱéš/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'اتصل بنا', level: 1 })).toBeVisible();
      // Response times in hours, each in its Arabic plural form: two (2), few (6), many (12, 24).
      const hours = async (count: number) => page.evaluate((n) => n.toLocaleString('ar'), count);
      const times = page.getByRole('definition');
      await expect(times).toHaveText([
        `خلال ${await hours(24)} ساعة`,
        `خلال ${await hours(12)} ساعة`,
        `خلال ${await hours(6)} ساعات`,
        'خلال ساعتين',
      ]);
      // Each kind of message leads its row: on the right in Arabic.
      const row = page.getByRole('definition').first().locator('..');
      await expectLeadingOnTheRight(row.getByRole('term'), row);
    },
  },
  {
    app: 'shell',
    path: '/faq',
    pseudo: /Àñšŵéŕš ţö ŵĥàţ þéöþļé/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'الأسئلة الشائعة', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'البدء' }).click();
      await expect(page.getByText('كيف أنشئ حسابًا؟')).toBeVisible();
    },
  },
  {
    app: 'mf-discover',
    path: '/likes',
    signedIn: true,
    pseudo: /Ļîķéš ýöû/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'معجبون بك' })).toBeVisible();
      // Nobody likes a new member yet: the count's zero form.
      await expect(page.getByText('لا أحد معجب بك بعد')).toBeVisible();
    },
  },
  {
    app: 'mf-discover',
    path: '/app',
    signedIn: true,
    pseudo: /Ļîšţ ṽîéŵ/,
    async arabic(page) {
      await expect(page.getByRole('button', { name: 'عرض القائمة' })).toBeVisible();
      // Today's likes and the free plan's cap, in Arabic digits as Intl writes them.
      const zeroOfTen = await page.evaluate(() => `${(0).toLocaleString('ar')} / ${(10).toLocaleString('ar')}`);
      await expect(page.getByText(`إعجابات اليوم: ${zeroOfTen}`, { exact: true })).toBeVisible();
      // The toolbar's first pill, Likes you, leads it: on the right in Arabic.
      const tools = page.getByRole('navigation', { name: 'أدوات الاستكشاف' });
      await expectLeadingOnTheRight(tools.getByRole('link', { name: /معجبون بك/ }), tools);
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
  {
    app: 'mf-discover',
    path: '/matches',
    signedIn: true,
    pseudo: /Ñö ɱàţçĥéš ýéţ/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'التوافقات', exact: true })).toBeVisible();
      await expect(page.getByText('لا توافقات بعد')).toBeVisible();
      await expect(page.getByRole('link', { name: 'ابدأ الاستكشاف' })).toBeVisible();
    },
  },
  {
    app: 'mf-discover',
    path: '/wishlist',
    signedIn: true,
    pseudo: /Ýöûŕ ŵîšĥļîšţ îš éɱþţý/,
    async arabic(page) {
      await expect(page.getByRole('heading', { name: 'قائمة أمنياتي' })).toBeVisible();
      await expect(page.getByText('قائمة أمنياتك فارغة')).toBeVisible();
    },
  },
  {
    app: 'mf-discover',
    path: `/profile/${demoPerson.id}`,
    signedIn: true,
    pseudo: /Îñšţàĝŕàɱ Þĥöţöš/,
    async arabic(page) {
      await expect(page.getByRole('heading', { level: 2, name: 'صور إنستغرام' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'أضف إلى أمنياتي' })).toBeVisible();
      // Back leads the photo: on the right in Arabic, and the ⋯ menu on the left.
      const hero = page.getByRole('button', { name: /^افتح الصورة 1 من/ }).first();
      await expectLeadingOnTheRight(page.getByRole('link', { name: 'رجوع' }), hero);
    },
  },
  {
    app: 'mf-discover',
    path: `/matches/${demoPerson.id}`,
    signedIn: true,
    pseudo: /Ñö çöñṽéŕšàţîöñ ĥéŕé/,
    async arabic(page) {
      // No match with them: the conversation screen says why, with the way back at the header's start (the right).
      await expect(page.getByRole('heading', { name: 'لا محادثة هنا' })).toBeVisible();
      const back = page.getByRole('link', { name: 'العودة إلى التوافقات' }).first();
      await expectLeadingOnTheRight(back, page.locator('main header').last());
    },
  },
];

/** A new moderator signed in on the page: a new user (`signedInUser`) given the role, which the app then reads. */
async function signedInModerator(page: Page) {
  const account = await signedInUser(page);
  await makeModerator(account.username);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: unknown };
  await page.evaluate((user) => localStorage.setItem('wishlist-user', user), JSON.stringify(me.user));
  return account;
}

// One test a screen, its person signed in once: the screen in Arabic, then in the pseudo-locale.
for (const screen of screens) {
  const name = `${screen.app}: ${typeof screen.path === 'string' ? screen.path : screen.path(':id')}`;
  test(`${name} in Arabic (right to left, mirrored, its words and numbers) and in the pseudo-locale (nothing clipped)`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (screen.signedIn) await signedInUser(page);
    const moderator = screen.moderator ? await signedInModerator(page) : undefined;
    const path = typeof screen.path === 'string' ? screen.path : screen.path(moderator?.id ?? '');

    await chooseLocale(context, baseURL, 'ar');
    await page.goto(path);
    await expectRightToLeft(page);
    await screen.arabic(page);

    await chooseLocale(context, baseURL, 'en-XA');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByText(screen.pseudo).first()).toBeVisible();
    await expectNothingOverflows(page);
  });
}

test('choosing Arabic in the profile shows the app in Arabic, and English brings it back', async ({
  page,
  baseURL,
}) => {
  await signedInUser(page);
  // From English (the spec's words) to Arabic and back, whatever the run's locale.
  await chooseLocale(page.context(), baseURL, 'en');
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

/** The newest mail to `email` titled `subject`, as the demo mailbox holds it once it has arrived. */
async function mailTitled(page: Page, email: string, subject: string) {
  let found: DemoMail | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/demo/mailbox?to=${encodeURIComponent(email)}`);
      found = ((await answer.json()) as { mails: DemoMail[] }).mails.find((mail) => mail.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found as DemoMail;
}

test("a moderator's decision reads in Arabic: in the app, in the mail, on its appeal link's page, and the page's description", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.slow();
  const ana = await signedInUser(page);
  await chooseLocale(context, baseURL, 'ar');
  const chose = await page.request.patch('/api/account', { data: { language: 'ar' } });
  expect(chose.status(), await chose.text()).toBe(200);
  const sam = await newPerson(browser, 'Sam');
  await makeModerator(sam.username);
  const removed = await sam.page.request.post('/api/moderation/actions', {
    data: { profileId: ana.id, action: 'remove-bio', reason: 'Selling followers.', rule: 'no-spam' },
  });
  expect(removed.status(), await removed.text()).toBe(201);
  await sam.context.close();

  // In the app: our words in Arabic, the moderator's as written, inside the sentence in their own direction.
  await page.goto('/profile');
  await expectRightToLeft(page);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Wishlist — كيف سيعرفون ما لم تخبرهم؟',
  );
  const decisions = page.getByRole('region', { name: 'قرارات بشأنك' });
  await expect(decisions.getByText('حُذفت نبذتك من ملفك الشخصي.')).toBeVisible(firstLoad);
  await expect(decisions.locator('bdi', { hasText: 'Selling followers.' })).toBeVisible();
  await decisions.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('decision-in-the-app.ar.png') });

  // The mail, in the language the account chose: the ground named in it, and the appeal link.
  const mail = await mailTitled(page, ana.email, 'قرار بشأن حسابك في Wishlist');
  expect(mail.text).toContain('حُذفت نبذتك من ملفك الشخصي.\n\nالسبب: Selling followers.');
  expect(mail.text).toContain('القاعدة من شروطنا: لا رسائل مزعجة ولا احتيال');
  const link = /\/api\/statements\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('the statement mail carries no appeal link');

  // The link's page, signed out (as from a mail client), in the browser's language: right to left.
  // A mail client has none of the app's cookies (the run's language cookie included).
  const mailClient = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar-EG',
    storageState: { cookies: [], origins: [] },
  });
  const appealPage = await mailClient.newPage();
  await appealPage.goto(link);
  await expectRightToLeft(appealPage);
  await expect(appealPage).toHaveTitle('الطعن في هذا القرار · Wishlist');
  await expect(appealPage.getByText('حُذفت نبذتك من ملفك الشخصي.')).toBeVisible();
  const send = appealPage.getByRole('button', { name: 'إرسال الطعن' });
  await expectLeadingOnTheRight(send, appealPage.locator('form'));
  await appealPage.screenshot({ path: test.info().outputPath('appeal-link.ar.png'), fullPage: true });
  await send.click();
  await expect(appealPage.getByRole('heading', { level: 1, name: 'طعنك بالانتظار' })).toBeVisible();
  await mailClient.close();
});
