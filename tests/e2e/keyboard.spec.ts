import type { Locator, Page } from '@playwright/test';
import type { ProfilesResponse } from '@wishlist/contract/client/types.gen.ts';
import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { topCardLikesBack } from './support/demo-people.ts';
import { completeProfile, like, newPerson, send } from './support/people.ts';
import { toTheDemoPeople } from './support/places.ts';
import { mailedCode, newUser } from './support/users.ts';
import { words, wordsMatching } from './support/words.ts';

// WCAG 2.1.1 and 4.1.3: a person with a keyboard alone (no pointer, no swipe) signs up, browses Discover in its list
// view, likes someone who likes back, is told of the match, writes to them, opens a profile; a screen reader hears
// what changes under their keys through the page's live regions. On a laptop (1280x800).
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

/** Everything the page's live regions said, as `polite: …` or `assertive: …`, recorded from the page's start. */
async function hearAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { said });
    new MutationObserver((records) => {
      for (const { target } of records) {
        const region = target instanceof Element ? target : target.parentElement;
        const text = region?.textContent?.trim();
        if (region?.id.startsWith('announcements-') && text) said.push(`${region.getAttribute('aria-live')}: ${text}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

/** Presses Tab until `target` has the focus: it fails if the keyboard never gets there. */
async function tabTo(page: Page, target: Locator, most = 80) {
  await expect(target).toBeVisible(firstLoad);
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to `target` and presses Enter on it. */
async function enter(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Tabs to a field and types into it, key by key. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function signUpByKeyboard(page: Page) {
  const user = newUser('keys');
  await page.goto('/signup');
  const details = page.getByRole('form', { name: words('auth.details.form') });
  await typeInto(page, details.getByRole('textbox', { name: words('auth.reset.username') }), user.username);
  await typeInto(page, details.getByLabel(words('auth.details.password')), user.password);
  await typeInto(page, details.getByRole('textbox', { name: words('auth.details.email') }), user.email);
  await enter(page, details.getByRole('button', { name: words('auth.details.submit') }));
  const verify = page.getByRole('form', { name: words('auth.verify.form') });
  await typeInto(
    page,
    verify.getByRole('textbox', { name: words('auth.verify.code') }),
    await mailedCode(page, user.email),
  );
  await enter(page, verify.getByRole('button', { name: words('auth.verify.submit') }));
  await expect(page).toHaveURL('/app');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  return me.user.id;
}

async function topOfFeed(page: Page) {
  const feed = (await (await page.request.get('/api/profiles?limit=1')).json()) as ProfilesResponse;
  const [top] = feed.profiles;
  if (!top) throw new Error('the feed is empty');
  return top;
}

test('with the keyboard alone: sign up, browse the list view, like, match, write, open a profile; all of it heard', async ({
  page,
  browser,
}) => {
  test.slow(); // signup with its mail, a second person, a match
  const said = await hearAnnouncements(page);
  const userId = await signUpByKeyboard(page);
  // The onboarding's steps are a walk of their own (onboarding.spec.ts): here the profile is whole at once.
  await completeProfile(page.request, 'Kim');
  await toTheDemoPeople(page.request);
  await topCardLikesBack(page.request);
  const first = await topOfFeed(page);
  // Someone Kim has matched already, who writes while Kim is elsewhere.
  const ben = await newPerson(browser, 'Ben');
  await like(ben.page.request, ben.id, userId);
  expect((await like(page.request, userId, ben.id)).matched).toBe(true);

  await page.goto('/app');
  await expect(page.getByText(wordsMatching('discover.dailyLikes.limited', {}, { whole: true }))).toBeVisible(
    firstLoad,
  );

  // A dialog takes the focus and gives it back to what opened it.
  const filters = page.getByRole('button', { name: words('discover.tools.filters') });
  await enter(page, filters);
  const sheet = page.getByRole('dialog', { name: words('discover.filters.title') });
  await expect(sheet).toBeVisible();
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();

  // The list view: the same people, each with their profile's link and Pass, Super like and Add as buttons.
  await enter(page, page.getByRole('button', { name: words('discover.listView') }));
  const list = page.getByRole('list', { name: words('discover.list.label') });
  const profileLink = list.getByRole('link', { name: new RegExp(`^${first.name}, `) });
  await enter(page, profileLink);
  await expect(page).toHaveURL(`/profile/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(first.name) })).toBeVisible(firstLoad);
  await enter(page, page.getByRole('link', { name: words('auth.verify.back') }));
  await expect(page).toHaveURL('/app');

  await enter(page, page.getByRole('button', { name: words('discover.listView') }));
  await enter(page, list.getByRole('button', { name: words('discover.list.add', { name: first.name }) }));
  const moment = page.getByRole('dialog', { name: words('domain.match.title') });
  await expect(moment).toBeVisible();
  await expect.poll(() => moment.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expect
    .poll(said)
    .toEqual(
      expect.arrayContaining([
        `polite: ${words('ui.toast.notification', { words: `${words('toast.added.title')} ${words('toast.added.text')}` })}`,
        `polite: ${words('domain.match.announce', { name: first.name })}`,
      ]),
    );

  await enter(page, moment.getByRole('link', { name: words('domain.match.message') }));
  await expect(page).toHaveURL(`/matches/${first.id}`);
  await typeInto(
    page,
    page.getByRole('textbox', { name: words('conversation.message') }),
    'Hello, typed without a mouse',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: words('conversation.messages') })).toContainText(
    'Hello, typed without a mouse',
  );

  // Ben writes while Kim is in another conversation: the toast is heard too.
  await send(ben.page.request, userId, 'Are you there?');
  const newMessage = words('messaging.newMessageFrom', { name: 'Ben Tester' });
  await expect
    .poll(said)
    .toContain(`polite: ${words('ui.toast.notification', { words: `${newMessage} Are you there?` })}`);
  await ben.context.close();
});
