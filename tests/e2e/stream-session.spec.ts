import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { like, newPerson, phone, send } from './support/people.ts';
import { toastOf } from './support/toast.ts';
import { words } from './support/words.ts';

// Issue 30, item 3: a page's live updates end with its session. Ben's session is ended behind his page's back (as a
// sign-out elsewhere, a password reset or a ban would): the page reads no message sent after, and its stream, now
// answered 401, is tried again slowly, never in a loop.

test.use(phone);
test.beforeEach(() => test.slow());

test('a page whose session ended elsewhere reads no further message, and its stream is tried again only until it knows', async ({
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
  await expect(
    toastOf(ben.page).filter({ hasText: words('messaging.newMessageFrom', { name: 'Ana Tester' }) }),
  ).toBeVisible();

  // The session ends without the page knowing (the request shares the page's cookies). From then on, whatever the page
  // shows is watched for the message sent after.
  const streamAnswers: number[] = [];
  ben.page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/events') streamAnswers.push(res.status());
  });
  await ben.page.evaluate(() => {
    const shown = () => document.body.textContent?.includes('After the sign-out') === true;
    const page = window as unknown as { showedMessage: boolean };
    page.showedMessage = false;
    new MutationObserver(() => {
      page.showedMessage ||= shown();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  expect((await ben.context.request.post('/api/auth/logout')).status()).toBe(204);
  await send(ana.page.request, ben.id, 'After the sign-out');
  // The browser opens the stream again (after 3 s), which is refused; the page then asks who is signed in, learns the
  // session is over, says so, and tries the stream no more. Until then it never showed the message.
  await expect(ben.page.getByRole('heading', { level: 1, name: words('session.signedOut.title') })).toBeVisible({
    timeout: 15_000,
  });
  expect(await ben.page.evaluate(() => (window as unknown as { showedMessage: boolean }).showedMessage)).toBe(false);
  expect(streamAnswers.length).toBeGreaterThanOrEqual(1);
  expect(streamAnswers.length).toBeLessThanOrEqual(4);
  expect(new Set(streamAnswers)).toEqual(new Set([401]));

  await ana.context.close();
  await ben.context.close();
});
