import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { firstLoad, topCard } from './discover-helpers.ts';
import { signedInUser } from './support/users.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { chooseLocale } from './support/languages.ts';

// Budgets (docs/architecture.md, "Budgets"): the JavaScript a route needs on a first visit, gzipped, counted as the browser receives it:
// every script response of the page load (entry, modulepreloads, lazy chunks, remote entries and their chunks),
// with a cold cache and no service worker. Going over fails `npm test`.
// '/app' measured 250.4 KB on React DOM and the data router, 161.9 KB on Preact with the declarative router and
// modals loading on first use, 229.5 KB back on React DOM (about 55 KB more than Preact; docs/architecture.md,
// "Loading fast on a phone"), then 268.2 KB with the languages: react-intl shared once (17 KB, its message parser
// included) and the English catalogues of the shell (8.5 KB, 5.5 of them the FAQ, Terms and statement), Discover and
// the shared packages; 257.3 KB with the catalogues compiled to ASTs at build time (react-intl without its parser:
// 9.5 KB) and the FAQ's, Terms' and statement's long texts in catalogues of their own, loaded with their screens.
const BUDGET_KB = { '/': 60, '/app': 260 };

// The budgets are English's, what a first visit loads: in English whatever the run's locale (the pseudo-locale, for
// tests only, loads the code that makes its catalogues on top).
test.beforeEach(async ({ context, baseURL }) => {
  await chooseLocale(context, baseURL, 'en');
});

/** Counts the gzipped size of every script the page loads until `ready` resolves and the network is quiet. */
async function firstLoadScriptKb(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  const kb = bytes / 1024;
  test.info().annotations.push({ type: 'first-load JS', description: `${path}: ${kb.toFixed(1)} KB gzipped` });
  return kb;
}

test(`the landing page loads at most ${String(BUDGET_KB['/'])} KB of JavaScript`, async ({ page }) => {
  const kb = await firstLoadScriptKb(page, '/', () =>
    expect(page.getByRole('link', { name: 'Sign Up/Sign In' })).toBeVisible(),
  );
  expect(kb).toBeLessThanOrEqual(BUDGET_KB['/']);
});

test(`Discover (/app, signed in) loads at most ${String(BUDGET_KB['/app'])} KB of JavaScript`, async ({ page }) => {
  await signedInUser(page); // visits the landing page only, which loads no script: the cache holds none yet
  await amongDemoPeople(page.request);
  const kb = await firstLoadScriptKb(page, '/app', () => expect(topCard(page)).toBeVisible(firstLoad));
  expect(kb).toBeLessThanOrEqual(BUDGET_KB['/app']);
});
