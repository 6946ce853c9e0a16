import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { WCAG_22_AA } from '../../wcag-tags.ts';

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
