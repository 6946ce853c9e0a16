import type { Page } from '@playwright/test';

/** The toasts on screen: a list in the 'Notifications' region (spec §4: at most one is visible). */
export function toastOf(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}
