import { test as base, type Page } from '@playwright/test';

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

/**
 * Playwright's test, whose page.goto and page.reload return once the app has taken over the page, as a person
 * on a phone would wait for the screen to answer before going on.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
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
  },
});
