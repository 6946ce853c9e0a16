import { test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Holds the app's code back until `release`: a prerendered or rendered screen shows, the app has not started. */
export async function holdAppCode(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

/** Until the app has taken over a prerendered page (#root[data-prerendered]), its screen shows but does not answer. */
async function appStarted(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
}

/** React's hydration errors as a production build reports them (minified: #418, #423, #425) or a development one. */
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b|Hydration failed|did not match/;

/** Collects every hydration error the page reports, in the console or as an uncaught error, with the page's path. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const onPage = (message: string) => `${new URL(page.url()).pathname}: ${message}`;
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(onPage(message.text()));
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message}\n${error.stack ?? ''}`)) errors.push(onPage(error.message));
  });
  return errors;
}

/**
 * Playwright's test, whose page.goto and page.reload return once the app has taken over the page, as a person
 * on a phone would wait for the screen to answer before going on. A test fails on any hydration error: the markup
 * the edge or the build rendered must be the one the app renders.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = hydrationErrors(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await use(page);
    expect(errors, 'hydration errors in the console').toEqual([]);
  },
});
