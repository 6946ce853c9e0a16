import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { firstLoad } from './discover-helpers.ts';
import { completeProfile, like, newPerson, send } from './support/people.ts';
import { signedInUser } from './support/users.ts';
import { words } from './support/words.ts';

// Notifications in the browser (README: "Notifications"): the service worker shows a push and opens its screen when
// tapped; the app asks for notifications after a first match or message, never at load; the own profile's section.
test.use({ serviceWorkers: 'allow' });

const prompt = (page: Page) => page.getByRole('dialog', { name: words('notifications.prompt.title') });

/** Ana, signed in on the test's page, matched with Ben, signed in on a phone of his own. */
async function anaMatchedWithBen(page: Page, browser: Parameters<typeof newPerson>[0]) {
  const ana = await signedInUser(page);
  await completeProfile(page.request, 'Ana');
  const ben = await newPerson(browser, 'Ben');
  await like(ben.page.request, ben.id, ana.id);
  return { ana, ben, match: () => like(page.request, ana.id, ben.id) };
}

/** The service worker is installed and controls the page (clientsClaim), so it can show and open notifications. */
async function serviceWorkerReady(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), firstLoad)
    .toBe('activated');
}

test('the app asks for notifications after a first match, never at load; Not now is the last word', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two people sign up
  const { ana, ben, match } = await anaMatchedWithBen(page, browser);
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: words('ui.nav.label') })).toBeVisible(firstLoad);
  await expect(page.getByRole('link', { name: words('profile.screen.title') })).toBeVisible();
  await expect(prompt(page)).toBeHidden();

  await match(); // the match reaches Ana's open page through the event stream
  const moment = page.getByRole('dialog', { name: words('domain.match.title') });
  await expect(moment).toBeVisible();
  await expect(prompt(page)).toBeHidden(); // never over the match moment
  await moment.getByRole('button', { name: words('domain.match.keepSwiping') }).click();
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText(words('notifications.prompt.text'));
  await prompt(page)
    .getByRole('button', { name: words('notifications.prompt.notNow') })
    .click();
  await expect(prompt(page)).toBeHidden();

  // Asked once on this device: a message later does not ask again (the profile's section turns them on).
  await send(ben.page.request, ana.id, 'Hi Ana!');
  await expect(
    page.getByText(words('messaging.newMessageFrom', { name: 'Ben Tester' }), { exact: true }),
  ).toBeVisible(); // the toast of the message: it did arrive
  await expect(prompt(page)).toBeHidden();
  await ben.context.close();
});

test('a push shows a notification; tapping it opens the conversation', async ({ page, browser, context, baseURL }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  const { ben, match } = await anaMatchedWithBen(page, browser);
  await match();
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: words('ui.nav.label') })).toBeVisible(firstLoad);
  await serviceWorkerReady(page);

  // What a push service delivers, handed to the service worker by the browser (Chrome DevTools Protocol).
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(baseURL ?? '').origin;
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId ?? '';
  const push = (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });

  await push({ type: 'like', profileId: ben.id, firstName: 'Ben' });
  await push({ type: 'message', profileId: ben.id, firstName: 'Ben', text: 'Are you free on Saturday?' });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({
        title,
        body,
        tag,
        data,
      })),
    );
  await expect.poll(shown).toEqual(
    expect.arrayContaining([
      // The name quoted: it reads as a name, never as our words.
      { title: '“Ben” likes you', body: '', tag: 'likes', data: { path: '/likes' } },
      {
        title: 'New message from “Ben”',
        body: 'Are you free on Saturday?',
        tag: `conversation-${ben.id}`,
        data: { path: `/matches/${ben.id}` },
      },
    ]),
  );

  // No automation can tap a notification of the system: the test dispatches the tap's event in the service worker
  // with the notification it shows, and its own handler runs. (Focusing the window and waitUntil need a real tap;
  // the window is on screen here, so the navigation inside the app is what a person would see.)
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async (tag) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications({ tag });
    const NotificationClick = (
      globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationClick('notificationclick', { notification }));
  }, `conversation-${ben.id}`);
  await expect(page).toHaveURL(`/matches/${ben.id}`);
  await expect(page.getByText(words('conversation.hello.title', { name: 'Ben' }))).toBeVisible(firstLoad);
  await ben.context.close();
});

test('the own profile turns notifications on or off on this device and keeps what to be told of', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: words('profile.notifications.title'), exact: true });
  await expect(section).toBeVisible(firstLoad);
  await expect(section.getByRole('switch', { name: words('profile.notifications.device') })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(section.getByRole('switch', { name: words('profile.notifications.previews') })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await section.getByRole('switch', { name: words('profile.notifications.previews') }).click();
  await section.getByRole('switch', { name: words('profile.notifications.emailDigest') }).click();
  await expect(section.getByRole('switch', { name: words('profile.notifications.emailDigest') })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await page.reload();
  await expect(section.getByRole('switch', { name: words('profile.notifications.previews') })).toHaveAttribute(
    'aria-checked',
    'true',
    firstLoad,
  );
  await expect(section.getByRole('switch', { name: words('profile.notifications.emailDigest') })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(section.getByRole('switch', { name: words('profile.notifications.messages') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
