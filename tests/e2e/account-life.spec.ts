import { type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { toastOf } from './support/toast.ts';
import { newUser, signUpViaApi, signedInUser } from './support/users.ts';
import { clearCookiesButLanguage } from './support/locale.ts';
import { words, wordsIn, wordsMatching } from './support/words.ts';

// Password reset and deleting an account, changing the password and the password asked
// again before deleting or downloading, walked on a phone at 390x844 with touch against the real
// stack, whose identity runs in demo mode: the reset link goes to the demo mailbox instead of a real inbox.
test.use({ hasTouch: true });

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: words('auth.login.form') });
  await form.getByRole('textbox', { name: words('auth.reset.username') }).fill(username);
  await form.getByLabel(words('profile.password.title')).fill(password);
  await form.getByRole('button', { name: words('auth.login.title') }).tap();
}

test('resets a forgotten password through the link in the demo mailbox, then signs in with the new one only', async ({
  page,
}, testInfo) => {
  const user = await signUpViaApi(page, newUser('reset'));
  await clearCookiesButLanguage(page.context());

  await page.goto('/login');
  await page.getByRole('button', { name: words('auth.login.forgot') }).tap();
  const dialog = page.getByRole('dialog', { name: words('auth.reset.title') });
  await dialog.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  await dialog.getByRole('button', { name: words('auth.reset.submit') }).tap();
  await expect(toastOf(page)).toContainText(words('auth.toast.resetSent.title'));
  await expect(dialog).toBeHidden();

  // The link is never on the login screen: the notice leads to the mailbox, where the mail to the account has it.
  await expect(page.getByRole('link', { name: /\/reset-password\?token=/ })).toHaveCount(0);
  await page
    .getByRole('note', { name: words('auth.mailbox.notice') })
    .getByRole('link', { name: wordsIn('auth.mailbox.noMailOpen', 'link') })
    .tap();
  await expect(page).toHaveURL('/mailbox');
  // The mail's subject is identity's, in the account's language: English, as the services have no pseudo-locale.
  const mail = page
    .getByRole('article', { name: 'Reset your Wishlist password' })
    .filter({ hasText: wordsMatching('auth.mailbox.meta', { to: user.email }) });
  await mail.getByRole('link', { name: /\/reset-password\?token=/ }).tap();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const resetUrl = page.url();
  const form = page.getByRole('form', { name: words('auth.reset.form') });
  const newPassword = 'amber-lantern-58';
  await form.getByLabel(words('profile.password.new'), { exact: true }).fill(newPassword);
  await form.getByLabel(words('profile.password.repeat')).fill('amber-lantern-85');
  await form.getByRole('button', { name: words('auth.reset.save') }).tap();
  await expect(form.getByLabel(words('profile.password.repeat'))).toHaveAccessibleDescription(
    words('profile.password.mismatch'),
  );
  await form.getByLabel(words('profile.password.repeat')).fill(newPassword);
  await form.getByRole('button', { name: words('auth.reset.save') }).tap();
  await expect(toastOf(page)).toContainText(words('profile.password.changed'));
  await expect(page).toHaveURL('/login');

  await signIn(page, user.username, user.password);
  await expect(toastOf(page)).toContainText(words('auth.toast.loginFailed.description'));
  await signIn(page, user.username, newPassword);
  await expect(page).toHaveURL('/app');

  // The link worked once: opened again, it says so at once (no form to fill first) and offers a new link, which
  // goes to the mailbox and works.
  await clearCookiesButLanguage(page.context());
  await page.evaluate(() => localStorage.removeItem('wishlist-user'));
  await page.goto(resetUrl);
  await expect(page.getByRole('alert')).toHaveText(words('errors.RESET_LINK_USED'));
  await expect(page.getByRole('form', { name: words('auth.reset.form') })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('reset-link-used.png') });
  await page.getByRole('button', { name: words('auth.reset.newLink') }).tap();
  const again = page.getByRole('dialog', { name: words('auth.reset.title') });
  await again.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  await again.getByRole('button', { name: words('auth.reset.submit') }).tap();
  await expect(toastOf(page)).toContainText(words('auth.toast.resetSent.title'));
  await page
    .getByRole('note', { name: words('auth.mailbox.notice') })
    .getByRole('link', { name: wordsIn('auth.mailbox.noMailOpen', 'link') })
    .tap();
  await expect(page).toHaveURL('/mailbox');
  await expect(mail).toHaveCount(2);
  await mail
    .first()
    .getByRole('link', { name: /\/reset-password\?token=/ })
    .tap();
  await expect(page).not.toHaveURL(resetUrl);
  await expect(page.getByRole('form', { name: words('auth.reset.form') })).toBeVisible();
});

test('deletes the account after the username and the password are typed, lands signed out, and cannot sign in again', async ({
  page,
}) => {
  const user = await signedInUser(page, newUser('leaving'));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: words('profile.account.title') });
  await section.getByRole('button', { name: words('profile.account.delete') }).tap();
  const dialog = page.getByRole('dialog', { name: words('profile.delete.title') });
  const confirm = dialog.getByRole('button', { name: words('profile.delete.submit') });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: words('auth.reset.username') }).fill(`${user.username}x`);
  await dialog.getByLabel(words('profile.password.title')).fill(user.password);
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: words('auth.reset.username') }).fill(user.username);
  await dialog.getByLabel(words('profile.password.title')).fill('not-my-password-1');
  await confirm.tap();
  await expect(dialog.getByLabel(words('profile.password.title'))).toHaveAccessibleDescription(
    words('errors.WRONG_PASSWORD'),
  );
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await dialog.getByLabel(words('profile.password.title')).fill(user.password);
  await confirm.tap();
  await expect(toastOf(page)).toContainText(words('profile.delete.done'));
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('wishlist-user'))).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await signIn(page, user.username, user.password);
  await expect(toastOf(page)).toContainText(words('auth.toast.loginFailed.description'));
  await expect(page).toHaveURL('/login');
});

test('downloads my data as a JSON file once the password is given', async ({ page }) => {
  const user = await signedInUser(page, newUser('export'));
  await page.goto('/profile');
  await page.getByRole('button', { name: words('profile.account.download') }).tap();
  const dialog = page.getByRole('dialog', { name: words('profile.download.title') });
  await dialog.getByLabel(words('profile.password.title')).fill('not-my-password-1');
  await dialog.getByRole('button', { name: words('profile.download.submit') }).tap();
  await expect(dialog.getByLabel(words('profile.password.title'))).toHaveAccessibleDescription(
    words('errors.WRONG_PASSWORD'),
  );

  await dialog.getByLabel(words('profile.password.title')).fill(user.password);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: words('profile.download.submit') }).tap();
  const file = await download;
  await expect(dialog).toBeHidden();
  expect(file.suggestedFilename()).toBe(`wishlist-data-${user.username}.json`);
  const data = JSON.parse(
    await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  ) as Record<string, unknown> & { account: { username: string }; profile: { firstName: string } };
  // A document a person reads: their account and profile in plain names, no internal columns.
  expect(data.account.username).toBe(user.username);
  expect(data.profile.firstName).toBe(user.username);
  expect(Object.keys(data)).toEqual(expect.arrayContaining(['likesYouGave', 'matches', 'messagesYouSent']));
  expect(JSON.stringify(data)).not.toMatch(/feed_seq|decider_segment|password_hash|"id"/);
});

test('changes the password: this phone stays signed in, another device is signed out, only the new password signs in', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page, newUser('changer'));
  const otherDevice = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const signedInElsewhere = await otherDevice.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(signedInElsewhere.status()).toBe(200);

  await page.goto('/profile');
  const form = page.getByRole('form', { name: words('profile.password.formLabel') });
  await expect(form.getByLabel(words('profile.password.new'), { exact: true })).toHaveAccessibleDescription(
    words('domain.password.hint', { min: 8 }),
  );
  await form.getByLabel(words('profile.password.current')).fill(user.password);
  await form.getByLabel(words('profile.password.new'), { exact: true }).fill('kq7#vd2');
  await form.getByLabel(words('profile.password.repeat')).fill('kq7#vd2');
  await form.getByRole('button', { name: words('profile.password.submit') }).tap();
  await expect(form.getByLabel(words('profile.password.new'), { exact: true })).toHaveAccessibleDescription(
    words('domain.password.tooShort', { min: 8 }),
  );

  await form.getByLabel(words('profile.password.current')).fill('not-my-password-1');
  await form.getByLabel(words('profile.password.new'), { exact: true }).fill('amber-lantern-58');
  await form.getByLabel(words('profile.password.repeat')).fill('amber-lantern-58');
  await form.getByRole('button', { name: words('profile.password.submit') }).tap();
  await expect(form.getByLabel(words('profile.password.current'))).toHaveAccessibleDescription(
    words('errors.WRONG_PASSWORD'),
  );

  await form.getByLabel(words('profile.password.current')).fill(user.password);
  await form.getByRole('button', { name: words('profile.password.submit') }).tap();
  await expect(toastOf(page)).toContainText(words('profile.password.changed'));
  await expect(form.getByLabel(words('profile.password.current'))).toHaveValue('');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(401);
  await otherDevice.close();

  await page.reload();
  await expect(page.getByRole('region', { name: words('profile.account.title') })).toBeVisible();
  await clearCookiesButLanguage(page.context());
  await page.evaluate(() => localStorage.removeItem('wishlist-user'));
  await signIn(page, user.username, user.password);
  await expect(toastOf(page)).toContainText(words('auth.toast.loginFailed.description'));
  await signIn(page, user.username, 'amber-lantern-58');
  await expect(page).toHaveURL('/app');
});
