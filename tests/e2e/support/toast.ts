import type { Page } from '@playwright/test';
import { wordsMatching } from './words.ts';

/**
 * The toasts on screen: a list in the Notifications region (spec §4: at most one is visible). While a modal
 * dialog is open the rest of the page is hidden from assistive tech (a toast is then announced by its live
 * region instead), so the visible list is looked up including hidden elements.
 */
export function toastOf(page: Page) {
  return page
    .getByRole('region', { name: wordsMatching('ui.toast.region', {}, { whole: true }), includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}
