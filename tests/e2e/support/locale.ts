// The locale a run of the browser suite is in (TRANSLATING.md, "Testing"): English unless E2E_LOCALE names another
// (`E2E_LOCALE=en-XA npx playwright test`, `npm run test:e2e:pseudo`). Every page gets it as a person who chose it
// in the profile would: the cookie wishlist.lang (the pseudo-locale is reachable by the cookie only).
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, type Locale, isLocale } from '@wishlist/app-runtime/locale';

function chosenLocale(): Locale {
  const chosen = process.env.E2E_LOCALE;
  if (chosen === undefined || chosen === '') return DEFAULT_LOCALE;
  if (!isLocale(chosen)) throw new Error(`E2E_LOCALE=${chosen} is not a locale of the apps`);
  return chosen;
}

/** The locale of this run. */
export const runLocale: Locale = chosenLocale();

/** Where the tests find the app: the stack the config starts on E2E_PORT, or E2E_BASE_URL. */
export const appURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? '8181'}`;

/**
 * The storage state every context of the run starts with (playwright.config.ts's `use`, which Playwright gives the
 * contexts a test makes itself too, `browser.newContext()`, unless the test gives its own): the language cookie,
 * host-only on the app's host as `context.addCookies` with the app's URL sets it (so `chooseLocale` replaces it);
 * none in English, as before.
 */
export function runLocaleState(): BrowserContextOptions['storageState'] {
  if (runLocale === DEFAULT_LOCALE) return undefined;
  const { hostname } = new URL(appURL);
  const cookie = { name: LANGUAGE_COOKIE, value: runLocale, domain: hostname, path: '/' };
  return {
    cookies: [{ ...cookie, expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
    origins: [],
  };
}

/**
 * Forgets the context's cookies (the session, a known device) as `context.clearCookies()` does, but keeps the
 * language cookie: the run's locale, or the one a test chose.
 */
export async function clearCookiesButLanguage(context: BrowserContext): Promise<void> {
  const language = (await context.cookies()).filter((cookie) => cookie.name === LANGUAGE_COOKIE);
  await context.clearCookies();
  await context.addCookies(language);
}
