import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { like, newPerson, phone, send } from './support/people.ts';
import { toastOf } from './support/toast.ts';

// Issue 30, item 3: a page's live updates end with its session. Ben's session is ended behind his page's back (as a
// sign-out elsewhere, a password reset or a ban would): the page reads no message sent after, and its stream, now
// answered 401, is tried again slowly, never in a loop.

test.use(phone);
test.beforeEach(() => test.slow());

test('a page whose session ended elsewhere reads no further message, and its stream is retried slowly', async ({
  browser,
}) => {
  const ana = await newPerson(browser, 'Ana');
  const ben = await newPerson(browser, 'Ben');
  await like(ben.page.request, ben.id, ana.id);
  await like(ana.page.request, ana.id, ben.id);

  await ben.page.goto('/matches');
  await expect(ben.page.getByRole('link', { name: /^Ana Tester/ })).toBeVisible(firstLoad);
  // The stream is live: a message arrives as a toast.
  await send(ana.page.request, ben.id, 'Before the sign-out');
  await expect(toastOf(ben.page).filter({ hasText: 'New message from Ana Tester' })).toBeVisible();

  // The session ends without the page knowing (the request shares the page's cookies).
  const streamAnswers: number[] = [];
  ben.page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/events') streamAnswers.push(res.status());
  });
  expect((await ben.context.request.post('/api/auth/logout')).status()).toBe(204);
  await send(ana.page.request, ben.id, 'After the sign-out');
  // Watched for as long as the browser's reconnect (3 s), its refusal and the app runtime's next tries (3 s, then 6 s)
  // take: neither the list nor a toast ever shows it.
  const shown = await ben.page
    .getByText('After the sign-out')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  expect(shown).toBe(false);
  expect(streamAnswers.length).toBeGreaterThanOrEqual(1);
  expect(streamAnswers.length).toBeLessThanOrEqual(4);
  expect(new Set(streamAnswers)).toEqual(new Set([401]));

  await ana.context.close();
  await ben.context.close();
});
