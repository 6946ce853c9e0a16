import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.2 at levels A and AA, as axe-core tags them (issue [AA]); storybook's audit uses the same. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's (or `within`'s) violations, one line each: the rule, and the markup of every element it failed on. */
export async function violationsOn(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`);
}

/** Fails with axe-core's findings when what `page` shows now (or `within`) breaks a WCAG 2.2 A or AA rule. */
export async function expectAccessible(page: Page, what: string, within?: string): Promise<void> {
  expect(await violationsOn(page, within), `${what}: WCAG 2.2 A/AA violations`).toEqual([]);
}
