import { expect, test } from './support/app-test.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { likeThroughApi } from './support/wishlist.ts';
import { BRAND_NAME, words, wordsMatching } from './support/words.ts';
import { chooseLocale } from './support/languages.ts';

// The public screens as a first-time visitor meets them (spec §2), at 390x844.

test.describe('landing', () => {
  test('shows the brand, the tagline, the hero photo and the way in', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle(words('page.untitled'));
    await expect(page.getByRole('heading', { level: 1, name: BRAND_NAME })).toBeVisible();
    await expect(page.getByText(words('landing.subtitle'))).toBeVisible();
    await expect(page.getByRole('img', { name: words('landing.heroAlt') })).toBeVisible();
    await page.getByRole('link', { name: words('landing.start') }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('has the footer links and the copyright line', async ({ page }) => {
    await page.goto('/');

    const footer = page.getByRole('navigation', { name: words('layout.footer.label') });
    await expect(page.getByText(words('layout.footer.copyright', { year: 2025 }))).toBeVisible();
    await footer.getByRole('link', { name: words('layout.footer.faq') }).click();
    await expect(page.getByRole('heading', { level: 1, name: words('layout.footer.faq') })).toBeVisible();
    await page.getByRole('link', { name: words('layout.infoPage.back') }).click();
    await footer.getByRole('link', { name: words('layout.footer.contact') }).click();
    await expect(page.getByRole('heading', { level: 1, name: words('layout.footer.contact') })).toBeVisible();
    await page.goto('/');
    await footer.getByRole('link', { name: words('layout.footer.terms') }).click();
    await expect(page.getByRole('heading', { level: 1, name: words('layout.footer.terms') })).toBeVisible();
    // The landing page is not the app: Terms is a new page, whose footer is followed while its app may be starting.
    await footer.getByRole('link', { name: words('layout.footer.accessibility') }).click();
    await expect(page.getByRole('heading', { level: 1, name: words('layout.footer.accessibility') })).toBeVisible();
    await expect(page.getByRole('region', { name: words('accessibility.notMet.title') })).toBeVisible();
    await page.getByRole('link', { name: words('accessibility.report') }).click();
    await expect(page.getByRole('heading', { level: 1, name: words('layout.footer.contact') })).toBeVisible();
  });
});

test.describe('routes', () => {
  const screens = [
    ['/login', 'screen.title.login'],
    ['/signup', 'screen.title.signup'],
    ['/faq', 'screen.title.faq'],
    ['/contact', 'screen.title.contact'],
    ['/terms', 'screen.title.terms'],
    ['/accessibility', 'screen.title.accessibility'],
  ] as const;

  for (const [path, heading] of screens) {
    test(`${path} shows ${heading}, whatever the case of its path`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: words(heading) })).toBeVisible();

      await page.goto(path.toUpperCase());
      await expect(page.getByRole('heading', { level: 1, name: words(heading) })).toBeVisible();
      await page.goto(path.replace(/^\/(.)/, (_, first: string) => `/${first.toUpperCase()}`));
      await expect(page.getByRole('heading', { level: 1, name: words(heading) })).toBeVisible();
    });
  }

  for (const path of ['/no-such-page', '/login/extra', '/PROFILE/1/2']) {
    test(`${path} shows Page Not Found`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: words('notFound.title') })).toBeVisible();
      await expect(page).toHaveTitle(words('page.title', { title: words('notFound.title') }));
      await page.getByRole('link', { name: words('layout.infoPage.back') }).click();
      await expect(page.getByRole('heading', { level: 1, name: BRAND_NAME })).toBeVisible();
    });
  }

  for (const path of [
    '/app',
    '/wishlist',
    '/matches',
    '/profile',
    '/profile/3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c',
    '/APP',
    '/Wishlist',
    '/app/',
  ]) {
    test(`a guest opening ${path} is sent to the landing page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: BRAND_NAME })).toBeVisible();
    });
  }
});

test.describe('bottom navigation', () => {
  test('is on Discover, Wishlist and Matches, and not on the own profile', async ({ page }) => {
    await signedInUser(page);

    const tabs = [
      ['/app', 'navigation.discover'],
      ['/wishlist', 'navigation.wishlist'],
      ['/matches', 'navigation.matches'],
    ] as const;
    for (const [path, tab] of tabs) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: words('ui.nav.label') });
      await expect(nav.getByRole('link')).toHaveText([
        words('navigation.discover'),
        words('navigation.wishlist'),
        words('navigation.matches'),
        words('navigation.profile'),
      ]);
      await expect(nav.getByRole('link', { name: words(tab) })).toHaveAttribute('aria-current', 'page');
    }
    await page
      .getByRole('navigation', { name: words('ui.nav.label') })
      .getByRole('link', { name: words('screen.title.profileDetail') })
      .click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('navigation', { name: words('ui.nav.label') })).toHaveCount(0);
  });

  // Needs the matching service: a wishlist entry is made through POST /api/wishlist.
  test('shows the wishlist count as a badge once someone is on the wishlist', async ({ page }) => {
    const user = await signedInUser(page);
    await page.goto('/app');
    const nav = page.getByRole('navigation', { name: words('ui.nav.label') });
    await expect(nav.getByRole('link', { name: words('screen.title.discover') })).toBeVisible();
    await expect(nav.getByLabel(wordsMatching('ui.nav.badge', { label: words('navigation.wishlist') }))).toHaveCount(0);

    await likeThroughApi(page.request, user, 1);

    await page.reload();
    await expect(nav.getByLabel(words('ui.nav.badge', { count: 1, label: words('navigation.wishlist') }))).toHaveText(
      '1',
    );
  });
});

test.describe('FAQ', () => {
  test('has 7 categories whose answers state the tier rules, and a Contact Support button', async ({
    page,
    baseURL,
  }) => {
    // The spec's English FAQ (its categories and tier rules), word for word: in English whatever the run's locale.
    await chooseLocale(page.context(), baseURL, 'en');
    await page.goto('/faq');

    const categories = page.getByRole('heading', { level: 3 });
    await expect(categories).toHaveText([
      'Getting Started',
      'Using the App',
      'Matches & Connections',
      'Privacy & Safety',
      'Subscriptions & Payments',
      'Technical Support',
      'Account Management',
    ]);
    const plans = page.getByRole('button', { name: 'Subscriptions & Payments' });
    await plans.click();
    await expect(plans).toHaveAttribute('aria-expanded', 'true');
    const answers = page.getByRole('region', { name: 'Subscriptions & Payments' });
    await expect(answers).toContainText('Free: 10 likes per day');
    await expect(answers).toContainText('Premium, $9.99 per month: 100 likes per day');
    await expect(answers).toContainText('Gold, $19.99 per month: unlimited likes, 5 super likes per day');
    await expect(answers).toContainText('until the end of the current billing period');

    await page.getByRole('button', { name: 'Getting Started' }).click();
    await expect(answers).toBeHidden();

    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('contact', () => {
  test('shows the response times', async ({ page }) => {
    await page.goto('/contact');

    const times = page.getByRole('region', { name: words('contact.times.title') });
    await expect(times.getByRole('term')).toHaveText([
      words('contact.times.general'),
      words('contact.times.technical'),
      words('contact.times.billing'),
      words('contact.times.safety'),
    ]);
    await expect(times.getByRole('definition')).toHaveText([
      words('contact.times.within', { hours: 24 }),
      words('contact.times.within', { hours: 12 }),
      words('contact.times.within', { hours: 6 }),
      words('contact.times.within', { hours: 2 }),
    ]);
  });

  test('asks for the required fields, checks the email, and sends the message', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: words('contact.form') });
    const toast = toastOf(page);

    await form.getByRole('button', { name: words('contact.send') }).click();
    await expect(toast).toContainText(words('contact.toast.missing.title'));
    await expect(toast).toContainText(words('contact.toast.missing.description'));
    await expect(form.getByRole('textbox', { name: words('contact.name') })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: words('contact.name') }).fill('Maya Lopez');
    await form.getByRole('textbox', { name: words('contact.email') }).fill('maya@');
    await form
      .getByRole('textbox', { name: words('contact.message') })
      .fill('Do both people have to add each other for a match?');
    await form.getByRole('button', { name: words('contact.send') }).click();
    await expect(form.getByText(words('contact.field.invalidEmail'))).toBeVisible();

    await form.getByRole('textbox', { name: words('contact.email') }).fill('maya@example.com');
    await form
      .getByRole('combobox', { name: words('contact.category') })
      .selectOption({ label: words('contact.category.technical') });
    await form.getByRole('textbox', { name: words('contact.subject') }).fill('Matches');
    await form.getByRole('button', { name: words('contact.send') }).click();
    await expect(toast).toContainText(words('contact.toast.sent.title'));
    await expect(toast).toContainText(words('contact.toast.sent.within', { hours: 12 }));
    await expect(form.getByRole('textbox', { name: words('contact.message') })).toHaveValue('');
  });

  test('says so when the message cannot be sent', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Down' } }),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: words('contact.form') });

    await form.getByRole('textbox', { name: words('contact.name') }).fill('Maya Lopez');
    await form.getByRole('textbox', { name: words('contact.email') }).fill('maya@example.com');
    await form.getByRole('textbox', { name: words('contact.message') }).fill('Hello');
    await form.getByRole('button', { name: words('contact.send') }).click();

    const toast = toastOf(page);
    await expect(toast).toContainText(words('contact.toast.failed.title'));
    await expect(toast).toContainText(words('contact.toast.failed.description'));
    await expect(form.getByRole('textbox', { name: words('contact.message') })).toHaveValue('Hello');
  });
});

test.describe('terms', () => {
  test('has the 13 sections, the age rule, the notice of changes and the rules decisions cite', async ({
    page,
    baseURL,
  }) => {
    // The spec's English Terms (their 13 sections, the age rule, the notice of changes), word for word: in English
    // whatever the run's locale.
    await chooseLocale(page.context(), baseURL, 'en');
    await page.goto('/terms');

    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      '1. Acceptance of Terms',
      '2. Eligibility',
      '3. Your Account',
      '4. Content and Conduct',
      '5. Privacy',
      '6. Subscriptions and Payments',
      '7. Intellectual Property',
      '8. Termination',
      '9. Disclaimer',
      '10. Limitation of Liability',
      '11. Governing Law',
      '12. Changes to These Terms',
      '13. Contact',
      'The rules our decisions cite',
    ]);
    await expect(page.getByRole('region', { name: '2. Eligibility' })).toContainText('at least 18 years old');
    await expect(page.getByRole('region', { name: '12. Changes to These Terms' })).toContainText('at least 30 days');
    // A statement of reasons links to the rule it cites by its name.
    await expect(page.locator('#no-spam')).toContainText('No spam or scams');
  });
});

test.describe('federated screens', () => {
  test('a remote that cannot be reached shows a friendly message, and Retry loads it', async ({ page }) => {
    await page.route('**/mf/billing/mf-manifest.json', (route) => route.abort('connectionrefused'));
    await page.goto('/pricing');

    const problem = page.getByRole('alert');
    await expect(problem.getByRole('heading', { level: 1, name: words('federation.unavailable.title') })).toBeVisible();
    await expect(problem).toContainText(words('federation.unavailable.text'));

    await page.unroute('**/mf/billing/mf-manifest.json');
    await problem.getByRole('button', { name: words('federation.unavailable.retry') }).click();
    await expect(page.getByText(words('federation.unavailable.title'))).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a remote whose manifest answers an error status shows the same message', async ({ page }) => {
    await page.route('**/mf/billing/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No route' } }),
    );
    await page.goto('/pricing');

    await expect(
      page.getByRole('alert').getByRole('heading', { name: words('federation.unavailable.title') }),
    ).toBeVisible();
    await page.unroute('**/mf/billing/mf-manifest.json');
    await page.getByRole('button', { name: words('federation.unavailable.retry') }).click();
    await expect(page.getByText(words('federation.unavailable.title'))).toBeHidden();
  });
});
