import type { Locator, Page } from '@playwright/test';
import { screen, screenNames } from '@wishlist/app-runtime/screens';
import { SESSION_COOKIE } from '@wishlist/service-kit';
import { upgradeThroughApi } from './account-helpers.ts';
import { firstLoad } from './discover-helpers.ts';
import { expectAccessible } from './support/axe.ts';
import { chooseLocale, expectRightToLeft } from './support/languages.ts';
import { expect, test } from './support/app-test.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { makeModerator } from './support/moderators.ts';
import { like, newPerson, send, tierReaches } from './support/people.ts';
import { signedInUser } from './support/users.ts';

// Issue [AA], point 1: axe-core's WCAG 2.2 A and AA rules on every screen of the table of screens and on the dialogs
// and states a person reaches (signed out, in onboarding, free, premium, gold, moderator, admin, banned, a session
// ended), on a phone (390x844) and a desktop (1280x800), and screens again in Arabic (right to left) on the phone. The
// app has one colour scheme (light). One page per person walks many screens and dialogs, so the audit stays fast.

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const sizeName = ({ width, height }: { width: number; height: number }) => `${String(width)}x${String(height)}`;

/**
 * Opens `path` and waits for the screen to show what it loaded: its title set and `shown` (its level-1 heading unless
 * told) in view.
 */
async function open(page: Page, path: string, title?: string, shown = page.getByRole('heading', { level: 1 })) {
  await page.goto(path);
  await expect(page).toHaveTitle(title ? `${title} · Wishlist` : 'Wishlist');
  await expect(shown.first()).toBeVisible(firstLoad);
}

/** Audits the page as it is now at each size, phone first, and leaves it at the phone's size. */
async function auditAtEachSize(page: Page, what: string) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${what} at ${sizeName(size)}`);
  }
  await page.setViewportSize(sizes[0]);
}

/** Opens `path` and audits what it shows once `shown` is in view. */
async function auditScreen(page: Page, path: string, title?: string, shown?: Locator) {
  await open(page, path, title, shown);
  await auditAtEachSize(page, path);
}

/**
 * Opens `path` in Arabic (the page right to left) and audits it on the phone once its level-1 heading is in view: the
 * desktop's audit in English already covers what the width changes, and CI's time is short.
 */
async function auditInArabic(page: Page, path: string) {
  await page.goto(path);
  await expectRightToLeft(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstLoad);
  await expectAccessible(page, `${path} in Arabic at ${sizeName(sizes[0])}`);
}

/** Opens the dialog `opener` opens, audits the page with it open, and closes it with Escape. */
async function auditDialog(page: Page, opener: Locator, dialog: Locator, what: string) {
  await opener.click(firstLoad);
  await expect(dialog).toBeVisible();
  await auditAtEachSize(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const titleOf = (path: string) => screenNames.map(screen).find((entry) => entry.path === path)?.title;

const publicScreens = screenNames.map(screen).filter((entry) => entry.for === 'guests' || entry.for === 'anyone');

// Each screen is audited at both sizes in the same page (resized), so a person's setup is made once.
test.use({ viewport: sizes[0] });
// The audit reads the spec's English (each screen's title, its words): in English whatever the run's locale (a run
// in the pseudo-locale checks its screens for clipped text in languages.spec.ts). The Arabic test chooses Arabic.
test.beforeEach(async ({ context, baseURL }) => {
  await chooseLocale(context, baseURL, 'en');
});

for (const { path, title } of publicScreens) {
  test(`${path}, as a guest sees it, meets WCAG 2.2 AA`, async ({ page }) => {
    await auditScreen(page, path, title);
  });
}

test('the guest screens in Arabic, right to left, meet WCAG 2.2 AA', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await chooseLocale(page.context(), baseURL, 'ar');
  for (const { path } of publicScreens) await auditInArabic(page, path);
});

test('Page Not Found meets WCAG 2.2 AA', async ({ page }) => {
  await auditScreen(page, '/no-such-page', 'Page Not Found');
});

test('onboarding, as a new member meets it, meets WCAG 2.2 AA', async ({ page }) => {
  await signedInUser(page, undefined, { onboarded: false });
  await auditScreen(page, '/app', titleOf('/app'));
});

test("a free member's screens and their dialogs, then a premium member's, then an ended session's meet WCAG 2.2 AA", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const me = await signedInUser(page);
  const ana = await newPerson(browser, 'Ana');
  await like(ana.page.request, ana.id, me.id);

  await auditScreen(page, '/likes', titleOf('/likes'));
  await auditScreen(page, `/profile/${ana.id}`, titleOf('/profile/:id'));
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  const moment = page.getByRole('dialog', { name: "It's a match!" });
  await expect(moment).toBeVisible();
  await auditAtEachSize(page, 'the match moment');
  await moment.getByRole('button', { name: 'Keep swiping' }).click();
  await send(ana.page.request, me.id, 'Hello there!');
  await ana.context.close();

  await auditScreen(page, '/matches', titleOf('/matches'));
  // A conversation is headed by the person's name in a link, no level-1 heading.
  await auditScreen(page, `/matches/${ana.id}`, titleOf('/matches/:profileId'), page.getByText('Hello there!'));
  await auditScreen(page, '/wishlist', titleOf('/wishlist'));

  await amongDemoPeople(page.request);
  await auditScreen(page, '/app', titleOf('/app'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await auditAtEachSize(page, 'Discover with its cards');
  await auditDialog(
    page,
    page.getByRole('button', { name: /Filters/ }),
    page.getByRole('dialog', { name: 'Filters' }),
    'the filter sheet',
  );

  await auditScreen(page, '/profile', titleOf('/profile'));
  await auditDialog(
    page,
    page.getByRole('button', { name: 'Delete my account' }),
    page.getByRole('dialog', { name: 'Delete your account?' }),
    'the delete-account dialog',
  );
  await auditScreen(page, '/pricing', titleOf('/pricing'));
  await auditScreen(page, '/subscription', titleOf('/subscription'));

  // Premium: what the plan adds (who likes you, its own subscription).
  await upgradeThroughApi(page.request, me, 'premium');
  await tierReaches(page.request, 'premium');
  await auditScreen(page, '/app', titleOf('/app'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await auditAtEachSize(page, 'Discover as premium members see it');
  await auditScreen(page, '/likes', titleOf('/likes'));
  await auditScreen(page, '/subscription', titleOf('/subscription'));

  // The session ends (its cookie gone): the screen that says so, and how to sign in again.
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'You were signed out' })).toBeVisible(firstLoad);
  await auditAtEachSize(page, 'the session-ended screen');
});

test("a gold member's screens, in English and in Arabic, meet WCAG 2.2 AA", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const me = await signedInUser(page);
  await upgradeThroughApi(page.request, me, 'gold');
  await amongDemoPeople(page.request);
  await auditScreen(page, '/app', titleOf('/app'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await auditAtEachSize(page, 'Discover as gold members see it');
  await auditScreen(page, '/likes', titleOf('/likes'));
  await auditScreen(page, '/profile', titleOf('/profile'));
  await auditScreen(page, '/pricing', titleOf('/pricing'));
  await auditDialog(
    page,
    page.getByRole('button', { name: 'Choose Premium' }),
    page.getByRole('dialog', { name: 'Switch to Premium' }),
    'the change-plan dialog',
  );
  await auditScreen(page, '/subscription', titleOf('/subscription'));
  await auditDialog(
    page,
    page.getByRole('button', { name: 'Cancel Subscription' }),
    page.getByRole('dialog', { name: 'Cancel Subscription' }),
    'the cancel dialog',
  );

  // The same member's screens in Arabic, right to left.
  await chooseLocale(page.context(), baseURL, 'ar');
  for (const path of ['/app', '/likes', '/matches', '/wishlist', '/profile', '/pricing', '/subscription'])
    await auditInArabic(page, path);
  await auditDialog(
    page,
    page.getByRole('button', { name: 'إلغاء الاشتراك' }),
    page.getByRole('dialog', { name: 'إلغاء الاشتراك' }),
    'the cancel dialog in Arabic',
  );
});

/** The signed-in user as the app stores them, read again after their role changed. */
async function signedInAs(page: Page) {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: unknown };
  await page.evaluate((user) => localStorage.setItem('wishlist-user', user), JSON.stringify(me.user));
}

test("the moderators' and admins' console, its case and its action dialog, and a banned member's screen meet WCAG 2.2 AA", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const sam = await signedInUser(page);
  await makeModerator(sam.username);
  await signedInAs(page);
  const ana = await newPerson(browser, 'Ana');
  const reported = await page.request.post('/api/reports', { data: { profileId: ana.id, reason: 'harassment' } });
  expect(reported.status(), await reported.text()).toBe(201);

  for (const { path, title } of screenNames.map(screen).filter((entry) => entry.for === 'moderators')) {
    if (!path.includes(':')) await auditScreen(page, path, title);
  }
  await auditScreen(page, `/moderation/reports/${ana.id}`, titleOf('/moderation/reports/:profileId'));
  await auditDialog(
    page,
    page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Ban' }),
    page.getByRole('dialog', { name: /^Ban: / }),
    'the action dialog',
  );

  // An admin's console: the alerts on the queue, the role changes on the audit log.
  await makeModerator(sam.username, 'admin');
  await signedInAs(page);
  await auditScreen(page, '/moderation', titleOf('/moderation'));
  await auditScreen(page, '/moderation/audit', titleOf('/moderation/audit'));
  await expect(page.getByRole('heading', { name: 'Role changes' })).toBeVisible();
  await auditAtEachSize(page, "the audit log's role changes");
  await chooseLocale(page.context(), baseURL, 'ar');
  await auditInArabic(page, '/moderation');
  await auditInArabic(page, '/moderation/audit');

  // Ana, banned, reads why on her phone, in Arabic.
  const banned = await page.request.post('/api/moderation/actions', {
    data: { profileId: ana.id, action: 'ban', reason: 'Threats in several chats.', rule: 'respect' },
  });
  expect(banned.status(), await banned.text()).toBe(201);
  await chooseLocale(ana.context, baseURL, 'ar');
  await ana.page.goto('/app');
  await expectRightToLeft(ana.page);
  await expect(ana.page.getByRole('heading', { level: 1, name: 'حُظر حسابك' })).toBeVisible(firstLoad);
  await auditAtEachSize(ana.page, "a banned member's screen in Arabic");
  await ana.context.close();
});
