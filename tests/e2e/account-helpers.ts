// What the account and billing browser tests share: upgrades made through the API, real image files and dates as
// the billing screens write them. Tests sign a user up with `signedInUser` of support/users.ts and like people
// with `likeThroughApi` of support/wishlist.ts.
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { Subscription, User } from '@wishlist/contract/client/types.gen.ts';

/** The user's subscription as the API answers it. */
export async function subscriptionOf(request: APIRequestContext, user: Pick<User, 'id'>): Promise<Subscription> {
  const response = await request.get(`/api/user/${user.id}/subscription`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Subscription;
}

/** Pays for a paid plan through billing's test mode with the card that succeeds. */
export async function upgradeThroughApi(
  request: APIRequestContext,
  user: Pick<User, 'id'>,
  tier: 'premium' | 'gold',
): Promise<Subscription> {
  const created = await request.post('/api/create-subscription', { data: { userId: user.id, priceId: tier } });
  expect(created.status(), await created.text()).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const paid = await request.post('/api/test-payments/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as Subscription;
}

/** A real PNG: a picture of whatever the page shows, cut to a square of `size` px. */
export async function pngOf(page: Page, size: number, x = 0): Promise<Buffer> {
  return page.screenshot({ clip: { x, y: 0, width: size, height: size } });
}

/** A date as the billing screens write it ("December 22, 2026"), in the browser's own time zone. */
export function longDateInPage(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(value)), iso);
}

/** Holds every PUT to the object store until the returned release is called (to see upload progress). */
export async function holdUploads(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await held;
      return route.continue();
    },
  );
  return release;
}
