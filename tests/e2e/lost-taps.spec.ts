import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { holdAppCode } from './support/app-test.ts';
import { completeOnboarding, newUser, signUpViaApi, signedInUser } from './support/users.ts';
import { clearCookiesButLanguage } from './support/locale.ts';
import { words } from './support/words.ts';

// A page the edge sends rendered answers from the moment it shows, on a slow phone too (docs/architecture.md,
// "Loading fast on a phone"): its forms post to the edge before the app has started, and a tap on what needs the
// app is held and replayed once it has. Each test acts as soon as the screen is painted, ten times, on a mid-range
// phone as Lighthouse's mobile preset has it: 4× slower CPU, slow 4G. (On a fast network the app's code arrives
// at once and keeps the page busy until it has started, and the tap waits in the browser's queue: the loss shows
// when the page is idle, waiting for the code.)

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const CPU_SLOWDOWN = 4;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TRIES = 10;
/** How long a tap may take to land, the app's start on the slow phone on a busy 2-core machine included. */
const LANDS_WITHIN = { timeout: 15_000 };

/** Another address for each visit (told to the edge as a proxy would): the sign-in limits hold per address. */
function ownAddress() {
  const part = () => String(Math.floor(Math.random() * 256));
  return { 'x-forwarded-for': `198.18.${part()}.${part()}` };
}

const NO_THROTTLE = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** A page on the slow phone, and a way to end the slowness once what is tried has landed (the rest is only checked). */
async function slowPhonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const fullSpeed = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', NO_THROTTLE);
  };
  return { page, fullSpeed };
}

/** Opens `path` and returns as soon as the response has begun, long before the app starts. */
const openAtOnce = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

const appStarted = (page: Page) =>
  expect(page.locator('#root[data-prerendered]'))
    .toHaveCount(0, LANDS_WITHIN)
    .then(() => true);

const storedUserId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wishlist-user') ?? 'null') as { id?: string } | null)?.id);

/** Whether what was tried landed: a lost try is counted with what went wrong, so the test says how many were lost. */
async function landed(page: Page, attempt: () => Promise<unknown>): Promise<string> {
  try {
    await attempt();
    return 'landed';
  } catch (error) {
    const said = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `lost at ${page.url()}: ${said}`;
  }
}

async function signInAtOnce(browser: Browser, user: { id: string; username: string; password: string }) {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: ownAddress() });
  try {
    const { page, fullSpeed } = await slowPhonePage(context);
    await openAtOnce(page, '/login');
    const form = page.getByRole('form', { name: words('auth.login.form') });
    await form.getByRole('textbox', { name: words('profile.delete.username') }).fill(user.username);
    await form.getByLabel(words('auth.login.password')).fill(user.password);
    await form.getByRole('button', { name: words('auth.login.title') }).tap();
    return await landed(page, async () => {
      await expect(page).toHaveURL('/app', LANDS_WITHIN);
      // On Discover, however the tap went (the form to the edge, or the app's sign-in): it landed. What follows is
      // checked at full speed.
      await fullSpeed();
      await appStarted(page);
      // Signed in for the app too: it stays on Discover and knows who is there.
      await expect(page.getByRole('link', { name: words('screen.title.profileDetail'), exact: true })).toBeVisible();
      expect(await storedUserId(page)).toBe(user.id);
      await expect(page).toHaveURL('/app');
    });
  } finally {
    await context.close();
  }
}

test('Sign In tapped on /login as soon as the form shows signs the person in, ten times out of ten', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const user = await signUpViaApi(page, newUser('taps'));
  await completeOnboarding(page, user);
  const outcomes = [];
  for (let i = 0; i < TRIES; i++) outcomes.push(await signInAtOnce(browser, user));
  expect(outcomes).toEqual(Array(TRIES).fill('landed'));
});

test('Edit Details tapped on /profile as soon as it shows opens the form, ten times out of ten', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await signedInUser(page, newUser('taps'));
  const context = await browser.newContext({ ...PHONE, storageState: await page.context().storageState() });
  const outcomes = [];
  for (let i = 0; i < TRIES; i++) {
    const { page: phone } = await slowPhonePage(context);
    await openAtOnce(phone, '/profile');
    await phone.getByRole('button', { name: words('profile.summary.edit') }).tap();
    outcomes.push(
      await landed(phone, () =>
        expect(phone.getByRole('dialog', { name: words('profile.summary.edit') })).toBeVisible(LANDS_WITHIN),
      ),
    );
    await phone.close();
  }
  await context.close();
  expect(outcomes).toEqual(Array(TRIES).fill('landed'));
});

test.describe('before the app has started', () => {
  test.use(PHONE);

  test('Sign In goes to the edge and on to Discover, and the app started then knows the person', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('nojs'));
    await completeOnboarding(page, user);
    await clearCookiesButLanguage(page.context());
    const app = await holdAppCode(page);
    await openAtOnce(page, '/login');
    const form = page.getByRole('form', { name: words('auth.login.form') });
    await form.getByRole('textbox', { name: words('profile.delete.username') }).fill(user.username);
    await form.getByLabel(words('auth.login.password')).fill(user.password);
    await form.getByRole('button', { name: words('auth.login.title') }).tap();

    await expect(page).toHaveURL('/app');
    expect(new URL(page.url()).search).toBe(''); // never a password in the address
    await expect(page.getByRole('link', { name: words('screen.title.profileDetail'), exact: true })).toBeVisible();
    app.release();
    await appStarted(page);
    expect(await storedUserId(page)).toBe(user.id);
    await page.getByRole('link', { name: words('screen.title.profileDetail'), exact: true }).tap();
    await page.getByRole('button', { name: words('profile.signOut.button') }).tap();
    await expect(page).toHaveURL('/');
    expect(await storedUserId(page)).toBeUndefined();
  });

  test('a wrong password shows the page again with the message and the username kept', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('nojs'));
    await clearCookiesButLanguage(page.context());
    const app = await holdAppCode(page);
    await openAtOnce(page, '/login');
    const form = page.getByRole('form', { name: words('auth.login.form') });
    await form.getByRole('textbox', { name: words('profile.delete.username') }).fill(user.username);
    await form.getByLabel(words('auth.login.password')).fill('not-the-password');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: words('auth.login.title') }).tap();

    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert')).toContainText(words('auth.toast.loginFailed.title'));
    await expect(page.getByRole('alert')).toContainText(words('auth.toast.loginFailed.description'));
    await expect(form.getByRole('textbox', { name: words('profile.delete.username') })).toHaveValue(user.username);
    await expect(form.getByLabel(words('auth.login.password'))).toHaveValue('');
    await page.screenshot({ path: test.info().outputPath('login-refused.png') });
    app.release();
    await appStarted(page);
    await form.getByLabel(words('auth.login.password')).fill(user.password);
    await form.getByRole('button', { name: words('auth.login.title') }).tap();
    await expect(page).toHaveURL('/app');
  });

  test('Edit Details tapped before the app has started opens once it has', async ({ page }) => {
    await signedInUser(page, newUser('held'));
    const app = await holdAppCode(page);
    await openAtOnce(page, '/profile');
    await page.getByRole('button', { name: words('profile.summary.edit') }).tap();
    app.release();
    await expect(page.getByRole('dialog', { name: words('profile.summary.edit') })).toBeVisible(LANDS_WITHIN);
  });

  test("Edit Details tapped before even the page's own scripts have arrived opens once the app has started", async ({
    page,
  }) => {
    await signedInUser(page, newUser('held'));
    // A slow network: the screen is painted while the page's script files are still on their way.
    let scriptsArrive: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (scriptsArrive = resolve));
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await openAtOnce(page, '/profile');
    await page.getByRole('button', { name: words('profile.summary.edit') }).tap();
    scriptsArrive();
    await expect(page.getByRole('dialog', { name: words('profile.summary.edit') })).toBeVisible(LANDS_WITHIN);
  });

  test('a footer link pressed before the app has started and let go after it has is followed', async ({ page }) => {
    const app = await holdAppCode(page);
    await openAtOnce(page, '/terms');
    const link = page
      .getByRole('navigation', { name: words('layout.footer.label') })
      .getByRole('link', { name: words('layout.footer.accessibility') });
    // At the foot of a long page: the finger is on the link only once the page has been scrolled down to it.
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error('the link is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    app.release();
    await appStarted(page);
    await page.mouse.up();
    await expect(page.getByRole('heading', { level: 1, name: words('layout.footer.accessibility') })).toBeVisible();
  });
});
