import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { upgradeThroughApi } from './account-helpers.ts';
import { firstLoad } from './discover-helpers.ts';
import { like, newPerson, phone, send, tierReaches } from './support/people.ts';
import { toastOf } from './support/toast.ts';
import { words, wordsMatching } from './support/words.ts';

// Messaging walked on two phones (390x844, touch), each person in a browser of their own, through the
// real services: the match moment, the conversation list and a conversation, messages arriving without a reload,
// the unread badge, read receipts for a gold sender and the free plan's daily limit.

test.use(phone);
// Two people, several screens each loaded cold, on a machine shared with other test runs.
test.beforeEach(() => test.slow());

/** The Matches entry of the bottom navigation. */
const matchesTab = (page: Page) =>
  page
    .getByRole('navigation', { name: words('ui.nav.label') })
    .getByRole('link', { name: wordsMatching('navigation.matches', {}, { atEnd: true }) });

/** Sends `text` from the open conversation's composer. */
async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: words('conversation.message') }).fill(text);
  await page.getByRole('button', { name: words('conversation.send') }).tap();
}

test('two new people match, write and answer without reloading; the unread badge comes and goes; a gold sender sees "Seen"', async ({
  browser,
}) => {
  const ana = await newPerson(browser, 'Ana');
  const ben = await newPerson(browser, 'Ben');
  await upgradeThroughApi(ana.page.request, ana, 'gold');
  await like(ben.page.request, ben.id, ana.id);
  await tierReaches(ana.page.request, 'gold');
  // Gold members lead every feed: incognito, Ana is shown only to people she adds, not atop other tests' decks.
  const hidden = await ana.page.request.patch('/api/profile', { data: { incognito: true } });
  expect(hidden.status(), await hidden.text()).toBe(200);

  // Ben waits on his (empty) matches.
  await ben.page.goto('/matches');
  await expect(ben.page.getByText(words('matches.empty.title'))).toBeVisible(firstLoad);

  // Ana likes Ben back on "Likes you": the match moment, then the new conversation.
  await ana.page.goto('/likes');
  await ana.page
    .getByRole('article', { name: /^Ben/ })
    .getByRole('button', { name: wordsMatching('likes.likeBack', { name: /Ben.*/ }) })
    .tap(firstLoad);
  const moment = ana.page.getByRole('dialog', { name: words('domain.match.title') });
  await expect(moment.getByRole('img')).toHaveCount(2);
  await moment.getByRole('link', { name: words('domain.match.message') }).tap();
  await expect(ana.page).toHaveURL(`/matches/${ben.id}`);
  await expect(ana.page.getByText(words('conversation.hello.title', { name: 'Ben' }))).toBeVisible(firstLoad);

  // Ben is told at once, and the match reaches his list as it happens.
  const benMoment = ben.page.getByRole('dialog', { name: words('domain.match.title') });
  await benMoment.getByRole('button', { name: words('domain.match.keepSwiping') }).tap();
  await expect(ben.page.getByRole('link', { name: /^Ana Tester/ })).toContainText(words('matches.row.matchedToday'));

  await write(ana.page, 'Hi Ben! Tacos or trail runs?');
  await expect(ana.page.getByRole('list', { name: words('conversation.messages') })).toContainText(
    'Hi Ben! Tacos or trail runs?',
  );

  // Ben is elsewhere: the message arrives as a toast, the list shows it unread and the navigation counts it.
  await expect(matchesTab(ben.page)).toHaveAccessibleName(wordsMatching('navigation.unreadMessages', { count: 1 }));
  const row = ben.page.getByRole('link', { name: /^Ana Tester/ });
  await expect(row).toContainText('Hi Ben! Tacos or trail runs?');
  await expect(row.getByLabel(words('matches.row.unread', { count: 1 }))).toBeVisible();
  const toast = toastOf(ben.page).filter({ hasText: words('messaging.newMessageFrom', { name: 'Ana Tester' }) });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: words('messaging.reply') }).tap();
  await expect(ben.page).toHaveURL(`/matches/${ana.id}`);
  await expect(ben.page.getByRole('list', { name: words('conversation.messages') })).toContainText(
    'Hi Ben! Tacos or trail runs?',
    firstLoad,
  );

  // Ben read it: Ana (gold) is told when; Ben's badge is gone.
  await expect(ana.page.getByText(wordsMatching('conversation.seen', {}, { whole: true }))).toBeVisible();
  await ben.page.getByRole('link', { name: words('common.backToMatches') }).tap();
  await expect(row).toBeVisible();
  await expect(row.getByLabel(wordsMatching('matches.row.unread'))).toHaveCount(0);
  await expect(matchesTab(ben.page)).toHaveAccessibleName(words('matches.title'));

  // Ben answers; Ana sees it arrive in the open conversation.
  await row.tap();
  await write(ben.page, 'Tacos, then a trail run to work them off!');
  await expect(ana.page.getByRole('list', { name: words('conversation.messages') })).toContainText(
    'Tacos, then a trail run to work them off!',
  );
  // Ben is free: no read receipts for him, whatever Ana reads.
  await expect(ben.page.getByText(wordsMatching('conversation.seen'))).toHaveCount(0);

  // The profile is one tap away, and Back returns to the conversation.
  await ben.page.getByRole('link', { name: `Ana Tester ${words('conversation.viewProfile')}` }).tap();
  await expect(ben.page).toHaveURL(`/profile/${ana.id}`);
  await ben.page.getByRole('link', { name: words('ui.header.back'), exact: true }).tap();
  await expect(ben.page).toHaveURL(`/matches/${ana.id}`);

  await ana.context.close();
  await ben.context.close();
});

test('a free user sees what is left today, and at the limit why and the upgrade; the composer stays above the keyboard', async ({
  browser,
}) => {
  const cleo = await newPerson(browser, 'Cleo');
  const dan = await newPerson(browser, 'Dan');
  await like(dan.page.request, dan.id, cleo.id);
  expect((await like(cleo.page.request, cleo.id, dan.id)).matched).toBe(true);
  // 19 of the free plan's 20 messages a day, sent before.
  for (let count = 1; count <= 19; count++) {
    await send(cleo.page.request, dan.id, `Message ${String(count)}`);
  }

  const { page } = cleo;
  await page.goto(`/matches/${dan.id}`);
  await expect(page.getByText(words('conversation.left', { count: 1 }))).toBeVisible(firstLoad);

  // The composer at the foot of the screen, and still there when a keyboard takes the lower half.
  const composer = page.getByRole('form', { name: words('conversation.composer') });
  const foot = async () => {
    const box = await composer.boundingBox();
    return box ? Math.round(box.y + box.height) : -1;
  };
  expect(await foot()).toBe(844);
  await page.setViewportSize({ width: 390, height: 480 });
  await expect.poll(foot).toBe(480);
  await expect(
    page.getByRole('list', { name: words('conversation.messages') }).getByText('Message 19'),
  ).toBeInViewport();
  await page.setViewportSize({ width: 390, height: 844 });

  await write(page, 'The twentieth');
  const prompt = page.getByRole('group', { name: words('conversation.limit.title', { limit: 20 }) });
  await expect(prompt).toContainText(wordsMatching('conversation.limit.resetAt'));
  await expect(page.getByRole('textbox', { name: words('conversation.message') })).toHaveCount(0);
  await prompt.getByRole('link', { name: words('ui.upgrade.button', { plan: words('plans.name.premium') }) }).tap();
  await expect(page).toHaveURL('/pricing');

  const refused = await page.request.post(`/api/conversations/${dan.id}/messages`, {
    data: { text: 'One more', clientId: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(429);

  await cleo.context.close();
  await dan.context.close();
});
