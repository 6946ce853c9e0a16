import type { Page } from '@playwright/test';

/** The one toast on screen (spec §4: at most one is visible). */
export function toastOf(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('status');
}
