import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import type { BlocksResponse, ProfilesResponse } from '@wishlist/contract/client/types.gen.ts';
import { firstLoad, topCard, topCardId } from './discover-helpers.ts';
import { toastOf } from './support/toast.ts';
import { newUser, signedInUser } from './support/users.ts';
import { demoPeopleFirst } from './support/demo-people.ts';
import { words } from './support/words.ts';

// Block and report as a person on a phone does them: 390x844, a finger.
test.use({ hasTouch: true });

/** A second person in a browser of their own, signed up and with a whole profile, so others can see them. */
async function otherPerson(browser: Browser, firstName: string) {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const account = await signedInUser(page, newUser(firstName.toLowerCase()));
  const updated = await page.request.patch('/api/profile', {
    data: { firstName, lastName: 'Stone' },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return { ...account, page, close: () => context.close() };
}

/** Ana and Ben like each other (through the API) and Ben writes first. */
async function matchedWithMessage(page: Page, browser: Browser) {
  const ana = await signedInUser(page);
  await page.request.patch('/api/profile', { data: { firstName: 'Ana', lastName: 'Lind' } });
  const ben = await otherPerson(browser, 'Ben');
  expect((await page.request.post('/api/wishlist', { data: { userId: ana.id, profileId: ben.id } })).status()).toBe(
    201,
  );
  expect((await ben.page.request.post('/api/wishlist', { data: { userId: ben.id, profileId: ana.id } })).status()).toBe(
    201,
  );
  const sent = await ben.page.request.post(`/api/conversations/${ana.id}/messages`, {
    data: { text: 'Hi Ana!', clientId: crypto.randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { ana, ben };
}

test("blocking from a conversation: it vanishes from both people's matches, and Ben can no longer write", async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two browsers
  const { ana, ben } = await matchedWithMessage(page, browser);
  await ben.page.goto('/matches');
  // Ana's face among the new matches and her conversation's row: both link to her.
  await expect(ben.page.getByRole('link', { name: /^Ana/ }).first()).toBeVisible(firstLoad);

  await page.goto(`/matches/${ben.id}`);
  await expect(page.getByText('Hi Ana!')).toBeVisible(firstLoad);
  await page.getByRole('button', { name: words('common.menu.moreOptions', { name: 'Ben' }) }).tap();
  await page.getByRole('button', { name: words('common.menu.block', { name: 'Ben' }) }).tap();
  await page
    .getByRole('dialog', { name: words('common.block.title', { name: 'Ben' }) })
    .getByRole('button', { name: words('common.block') })
    .tap();

  await expect(toastOf(page).filter({ hasText: words('common.block.done', { name: 'Ben' }) })).toBeVisible();
  await expect(page).toHaveURL('/matches');
  await expect(page.getByText(words('matches.empty.title'))).toBeVisible();
  // To Ben the block reads like Ana deleting her account: nothing tells his open page (she is still listed there),
  // his list has lost her when read again, and a message to her is refused as to nobody.
  await expect(ben.page.getByRole('link', { name: /^Ana/ }).first()).toBeVisible();
  await ben.page.reload();
  await expect(ben.page.getByText(words('matches.empty.title'))).toBeVisible(firstLoad);
  const refused = await ben.page.request.post(`/api/conversations/${ana.id}/messages`, {
    data: { text: 'Hello?', clientId: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(404);
  await ben.close();
});

test('unmatching from the matches list, after a confirm: the conversation ends for both, without a block', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two browsers
  const { ana, ben } = await matchedWithMessage(page, browser);
  await page.goto('/matches');
  await page.getByRole('button', { name: words('common.menu.moreOptions', { name: 'Ben' }) }).tap(firstLoad);
  await page.getByRole('button', { name: words('common.unmatch') }).tap();
  const confirm = page.getByRole('dialog', { name: words('common.unmatch.title', { name: 'Ben' }) });
  // It says the unmatch is final, and what each of them keeps.
  await expect(confirm).toContainText(words('common.unmatch.text', { name: 'Ben' }));
  await expect(confirm).not.toContainText('for a while');
  await confirm.getByRole('button', { name: words('common.unmatch') }).tap();

  await expect(toastOf(page).filter({ hasText: words('common.unmatch.done', { name: 'Ben' }) })).toBeVisible();
  await expect(page.getByText(words('matches.row.ended'))).toBeVisible();
  await ben.page.goto(`/matches/${ana.id}`);
  await expect(ben.page.getByText('Hi Ana!')).toBeVisible(firstLoad);
  const refused = await ben.page.request.post(`/api/conversations/${ana.id}/messages`, {
    data: { text: 'Hello?', clientId: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(409);
  expect(((await (await page.request.get('/api/blocks')).json()) as BlocksResponse).blocks).toEqual([]);
  await ben.close();
});

test('blocking from a profile page: the person vanishes for both, and comes back to the list of blocked people', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two browsers
  const me = await signedInUser(page);
  await page.request.patch('/api/profile', { data: { firstName: 'Maya' } });
  const ben = await otherPerson(browser, 'Ben');

  await page.goto(`/profile/${ben.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Stone' })).toBeVisible(firstLoad);
  await page.getByRole('button', { name: words('common.menu.moreOptions', { name: 'Ben' }) }).tap();
  await page
    .getByRole('dialog', { name: 'Ben Stone' })
    .getByRole('button', { name: words('common.menu.block', { name: 'Ben' }) })
    .tap();
  const confirm = page.getByRole('dialog', { name: words('common.block.title', { name: 'Ben' }) });
  await expect(confirm).toContainText(words('common.block.text', { name: 'Ben' }));
  await confirm.getByRole('button', { name: words('common.block') }).tap();

  await expect(toastOf(page).filter({ hasText: words('common.block.done', { name: 'Ben' }) })).toBeVisible();
  await expect(page).toHaveURL('/app');
  await page.goto(`/profile/${ben.id}`);
  await expect(page.getByRole('heading', { name: words('profile.notFound.title') })).toBeVisible(firstLoad);
  // Ben sees nothing of it, and nothing of Maya.
  await ben.page.goto(`/profile/${me.id}`);
  await expect(ben.page.getByRole('heading', { name: words('profile.notFound.title') })).toBeVisible(firstLoad);
  const bensFeed = (await (
    await ben.page.request.get(`/api/profiles?userId=${ben.id}&limit=50`)
  ).json()) as ProfilesResponse;
  expect(bensFeed.profiles.map((person) => person.id)).not.toContain(me.id);

  // Blocked people, in the own profile: Ben, with Unblock.
  await page.goto('/profile');
  const blocked = page.getByRole('region', { name: words('profile.blocked.title') });
  await blocked.scrollIntoViewIfNeeded();
  await expect(blocked.getByText('Ben Stone')).toBeVisible(firstLoad);
  await blocked.getByRole('button', { name: words('profile.blocked.unblockName', { name: 'Ben Stone' }) }).tap();
  await expect(
    toastOf(page).filter({ hasText: words('profile.blocked.unblocked', { name: 'Ben Stone' }) }),
  ).toBeVisible();
  await expect(blocked.getByText(words('profile.blocked.none'))).toBeVisible();
  await ben.page.goto(`/profile/${me.id}`);
  await expect(ben.page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible(firstLoad);
  await ben.close();
});

test('reporting from the Discover card: a reason and a note, a toast, and the card is gone from the deck', async ({
  page,
}) => {
  const me = await signedInUser(page);
  await demoPeopleFirst(page.request, me.id);
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);
  const reported = await topCardId(page);
  const name = (await topCard(page).getByRole('link').textContent())?.split(' ')[0] ?? '';

  await topCard(page)
    .getByRole('button', { name: words('common.menu.moreOptions', { name }) })
    .tap();
  await page.getByRole('button', { name: words('common.menu.report', { name }) }).tap();
  const dialog = page.getByRole('dialog', { name: words('common.menu.report', { name }) });
  const send = dialog.getByRole('button', { name: words('common.report.send') });
  await expect(send).toBeDisabled();
  await dialog.getByRole('radio', { name: words('common.report.reason.fakeProfile') }).tap();
  await dialog.getByRole('textbox').fill('The photos are of a celebrity.');
  await send.tap();

  await expect(toastOf(page).filter({ hasText: words('common.report.done') })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(topCard(page).getByRole('link')).not.toHaveAttribute('href', `/profile/${reported}`);
  // Reporting blocks as well: they are in the list of blocked people and no longer in the feed.
  const blocks = (await (await page.request.get('/api/blocks')).json()) as BlocksResponse;
  expect(blocks.blocks.map((person) => person.id)).toEqual([reported]);
  const feed = (await (await page.request.get(`/api/profiles?userId=${me.id}&limit=50`)).json()) as ProfilesResponse;
  expect(feed.profiles.map((person) => person.id)).not.toContain(reported);
});
