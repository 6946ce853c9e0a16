// What the language tests share (tests/e2e/languages.spec.ts; TRANSLATING.md): a page in a chosen locale, and the
// checks of a page in Arabic and in the pseudo-locale. The suite's default stays English (Playwright's locale).
import { type BrowserContext, type Page, expect } from '@playwright/test';
import type { Locale } from '@wishlist/app-runtime/locale';

/** Chooses `locale` for the context's pages as the profile's Language select does: the cookie wishlist.lang. */
export async function chooseLocale(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([{ name: 'wishlist.lang', value: locale, url: baseURL ?? 'http://localhost' }]);
}

/** The page says it is in Arabic, written right to left. */
export async function expectRightToLeft(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * A box's place on the screen: a row's leading element sits on the reading side, the right in Arabic (a mirrored
 * layout), the left in English.
 */
export async function expectLeadingOnTheRight(leading: { boundingBox(): Promise<Box | null> }, row: typeof leading) {
  const [first, whole] = await Promise.all([leading.boundingBox(), row.boundingBox()]);
  expect(
    first && whole && first.x + first.width / 2 > whole.x + whole.width / 2,
    'the leading element is on the right',
  ).toBe(true);
}
type Box = { x: number; y: number; width: number; height: number };

/**
 * No text on the page is clipped or overflows its box (every element holding text: scrollWidth ≤ clientWidth where
 * it is not meant to scroll), and the page does not scroll sideways: what a 40 % longer language needs at 390x844.
 */
export async function expectNothingOverflows(page: Page) {
  const overflowing = await page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      // Text for screen readers only (a 1 px box) is clipped by design.
      const screenReaderOnly = element.clientWidth <= 1 && element.clientHeight <= 1;
      if (
        !ownText ||
        scrolls ||
        screenReaderOnly ||
        style.display === 'inline' ||
        element.getClientRects().length === 0
      )
        continue;
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}": ${element.scrollWidth} > ${element.clientWidth}`,
        );
    }
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth)
      problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    return problems;
  });
  expect(overflowing).toEqual([]);
}

/** A price as Intl writes US dollars in `locale`, cents only when it has some (billing's prices). */
export function priceInPage(page: Page, dollars: number, locale: Locale): Promise<string> {
  return page.evaluate(
    ([amount, language]) => {
      const digits = Number.isInteger(amount) ? 0 : 2;
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    },
    [dollars, locale] as const,
  );
}
