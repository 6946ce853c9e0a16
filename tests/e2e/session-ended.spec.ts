import type { Page } from '@playwright/test';
import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { makeModerator } from './support/moderators.ts';
import { newPerson, phone } from './support/people.ts';
import { words, wordsMatching } from './support/words.ts';

// Issue 47, item 3: an open app notices at once that its session was ended on the server, and says why. Ana has
// Discover open on her phone; a moderator suspends her, or she changes her password on another phone: within 5 s,
// without a reload, the screen tells her why and what to do, and her finger takes her on.

test.use(phone);
test.beforeEach(() => test.slow());

/** Ana with Discover open, its event stream live; the page is marked, so a reload would show. */
async function discoverOpen(page: Page) {
  const streamOpen = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/events' && res.status() === 200,
  );
  await page.goto('/app');
  await expect(page.getByRole('navigation').getByRole('link', { name: words('navigation.discover') })).toBeVisible(
    firstLoad,
  );
  await streamOpen;
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const notReloaded = (page: Page) => page.evaluate(() => 'notReloaded' in window);

test('a person with Discover open is told within 5 s that a moderator suspended them, until when, in their words', async ({
  browser,
}) => {
  const sam = await newPerson(browser, 'Sam');
  await makeModerator(sam.username);
  const ana = await newPerson(browser, 'Ana');
  await discoverOpen(ana.page);

  const days = 7;
  const started = Date.now();
  const suspended = await sam.page.request.post('/api/moderation/actions', {
    data: { profileId: ana.id, action: 'suspend', reason: 'Spam links in every chat.', days },
  });
  expect(suspended.status(), await suspended.text()).toBe(201);
  await expect(ana.page.getByRole('heading', { level: 1, name: words('session.suspended.title') })).toBeVisible({
    timeout: 5_000,
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await notReloaded(ana.page)).toBe(true);
  // The end, as the phone's own locale writes a date.
  const endDay = await ana.page.evaluate(
    (until) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(until)),
    started + days * 86_400_000,
  );
  await expect(ana.page.getByRole('main')).toContainText(
    wordsMatching('session.suspended.text', { until: new RegExp(`${endDay}.*`) }),
  );
  await expect(ana.page.getByRole('navigation')).toBeHidden();
  await ana.page.screenshot({ path: test.info().outputPath('suspended.png') });
  expect(await ana.page.evaluate(() => localStorage.getItem('wishlist-user'))).toBeNull();

  await ana.page.getByRole('link', { name: words('session.readRules') }).tap();
  await expect(ana.page).toHaveURL('/terms');

  await sam.context.close();
  await ana.context.close();
});

test('a person with Discover open is told within 5 s that they were signed out by a password change on another phone', async ({
  browser,
}) => {
  const ana = await newPerson(browser, 'Ana');
  await discoverOpen(ana.page);

  // Her other phone: signed in there, the password is changed (that phone stays signed in).
  const otherPhone = await browser.newContext(phone);
  const signedIn = await otherPhone.request.post('/api/auth/login', {
    data: { username: ana.username, password: ana.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const changed = await otherPhone.request.post('/api/account/password', {
    data: { currentPassword: ana.password, newPassword: 'amber-lantern-58' },
  });
  expect(changed.status(), await changed.text()).toBe(204);
  // From the change's answer, when her sessions have ended: the passwords' hashing before it is not the app's wait.
  const started = Date.now();

  await expect(ana.page.getByRole('heading', { level: 1, name: words('session.signedOut.title') })).toBeVisible({
    timeout: 5_000,
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await notReloaded(ana.page)).toBe(true);
  await expect(ana.page.getByRole('main')).toContainText(words('session.signedOutElsewhere.text'));
  await ana.page.screenshot({ path: test.info().outputPath('signed-out-elsewhere.png') });

  // Signing in again with the new password brings her back to Discover.
  await ana.page.getByRole('link', { name: words('session.signInAgain') }).tap();
  await expect(ana.page).toHaveURL('/login');
  const form = ana.page.getByRole('form', { name: words('auth.login.form') });
  await form.getByRole('textbox', { name: words('auth.reset.username') }).fill(ana.username);
  await form.getByLabel(words('auth.login.password')).fill('amber-lantern-58');
  await form.getByRole('button', { name: words('auth.login.title') }).tap();
  await expect(ana.page).toHaveURL('/app', firstLoad);
  expect((await otherPhone.request.get('/api/auth/me')).status()).toBe(200);

  await otherPhone.close();
  await ana.context.close();
});
