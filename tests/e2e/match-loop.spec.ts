import type { APIRequestContext, Page } from '@playwright/test';
import type { ProfilesResponse } from '@wishlist/contract/client/types.gen.ts';
import { expect, test } from './support/app-test.ts';
import { firstLoad } from './discover-helpers.ts';
import { completeProfile, like, newPerson, phone } from './support/people.ts';
import { signedInUser } from './support/users.ts';
import { words, wordsMatching } from './support/words.ts';

// The match loop on two phones (390x844, a finger each): both people are told of a match wherever they are, the
// Matches tab counts the matches not yet opened, and an unmatch or a block keeps the two apart for good.
test.use(phone);

const matchesTab = (page: Page) =>
  page
    .getByRole('navigation', { name: words('ui.nav.label') })
    .getByRole('link', { name: words('navigation.matches') });

async function feedIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/profiles?limit=50');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ProfilesResponse).profiles.map((profile) => profile.id);
}

test("both people are told of a match live, and the Matches tab counts the matches they haven't opened", async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two phones
  const ana = await signedInUser(page);
  await completeProfile(page.request, 'Ana');
  const ben = await newPerson(browser, 'Ben');
  expect((await like(ben.page.request, ben.id, ana.id)).matched).toBe(false);

  // Ben is on his own wishlist; Ana adds him from his profile page, which makes the match.
  await ben.page.goto('/wishlist');
  await expect(ben.page.getByRole('heading', { level: 1 })).toBeVisible(firstLoad);
  await page.goto(`/profile/${ben.id}`);
  await page.getByRole('button', { name: words('profile.add') }).tap(firstLoad);

  const anaMoment = page.getByRole('dialog', { name: words('domain.match.title') });
  await expect(anaMoment).toContainText(wordsMatching('domain.match.text', { name: /Ben.*/ }));
  await anaMoment.getByRole('button', { name: words('domain.match.keepSwiping') }).tap();
  await expect(anaMoment).toBeHidden();

  // Ben hears of it on the screen he is on, live, and opens the conversation from there.
  const benMoment = ben.page.getByRole('dialog', { name: words('domain.match.title') });
  await expect(benMoment).toContainText(wordsMatching('domain.match.text', { name: /Ana.*/ }));
  await benMoment.getByRole('link', { name: words('domain.match.message') }).tap();
  await expect(ben.page).toHaveURL(`/matches/${ana.id}`);
  await expect(ben.page.getByText(wordsMatching('conversation.hello.title', { name: /Ana.*/ }))).toBeVisible(firstLoad);
  await ben.page.getByRole('link', { name: words('common.backToMatches') }).tap();
  await expect(ben.page.getByRole('region', { name: words('matches.new') })).toHaveCount(0);
  await expect(matchesTab(ben.page)).not.toHaveAccessibleName(wordsMatching('navigation.newMatches'));

  // Ana did not open it yet: "New matches" on top of Matches, and the tab's count, until she does.
  await page.goto('/matches');
  await expect(matchesTab(page)).toHaveAccessibleName(wordsMatching('navigation.newMatches', { count: 1 }), firstLoad);
  const newMatches = page.getByRole('region', { name: words('matches.new') });
  await newMatches.getByRole('link', { name: /Ben/ }).tap();
  await expect(page).toHaveURL(`/matches/${ben.id}`);
  await expect(page.getByText(wordsMatching('conversation.hello.title', { name: /Ben.*/ }))).toBeVisible(firstLoad);
  await page.getByRole('link', { name: words('common.backToMatches') }).tap();
  await expect(newMatches).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Ben/ })).toBeVisible();
  await expect(matchesTab(page)).not.toHaveAccessibleName(wordsMatching('navigation.newMatches'));

  // On the server, not in this browser: a fresh page load tells the same.
  await page.reload();
  await expect(page.getByRole('link', { name: /^Ben/ })).toBeVisible(firstLoad);
  await expect(newMatches).toHaveCount(0);
  await ben.context.close();
});

test('an unmatch and a block are final both ways: not found, not likeable, not in Likes you', async ({
  page,
  browser,
}) => {
  test.slow(); // three people, three phones
  const ana = await signedInUser(page);
  await completeProfile(page.request, 'Ana');
  const [ben, cleo] = [await newPerson(browser, 'Ben'), await newPerson(browser, 'Cleo')];
  await like(page.request, ana.id, ben.id);
  expect((await like(ben.page.request, ben.id, ana.id)).matched).toBe(true);
  await like(cleo.page.request, cleo.id, ana.id);

  // Ana unmatches Ben from Matches, after a confirm.
  await page.goto('/matches');
  await page.getByRole('button', { name: words('common.menu.moreOptions', { name: 'Ben' }) }).tap(firstLoad);
  await page.getByRole('button', { name: words('common.unmatch') }).tap();
  await page
    .getByRole('dialog', { name: words('common.unmatch.title', { name: 'Ben' }) })
    .getByRole('button', { name: words('common.unmatch') })
    .tap();
  await expect(page.getByText(words('matches.empty.title'))).toBeVisible();

  // Ana blocks Cleo, who liked her, from Cleo's profile page.
  await page.goto(`/profile/${cleo.id}`);
  await page.getByRole('button', { name: words('common.menu.moreOptions', { name: 'Cleo' }) }).tap(firstLoad);
  await page.getByRole('button', { name: words('common.menu.block', { name: 'Cleo' }) }).tap();
  await page
    .getByRole('dialog', { name: words('common.block.title', { name: 'Cleo' }) })
    .getByRole('button', { name: words('common.block') })
    .tap();

  // Ben (unmatched) and Cleo (blocked) look for Ana: gone, as if she had no account; a like answers the same.
  for (const other of [ben, cleo]) {
    await other.page.goto(`/profile/${ana.id}`);
    await expect(other.page.getByRole('heading', { name: words('profile.notFound.title') })).toBeVisible(firstLoad);
    expect(await feedIds(other.page.request)).not.toContain(ana.id);
    const liked = await other.page.request.post('/api/wishlist', { data: { userId: other.id, profileId: ana.id } });
    expect(liked.status()).toBe(404);
    expect(await liked.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND' });
  }
  // And Ana does not find them either, nor can she like Ben again.
  expect(await feedIds(page.request)).not.toContain(ben.id);
  await page.goto(`/profile/${ben.id}`);
  await expect(page.getByRole('heading', { name: words('profile.notFound.title') })).toBeVisible(firstLoad);
  expect((await page.request.post('/api/wishlist', { data: { userId: ana.id, profileId: ben.id } })).status()).toBe(
    404,
  );
  // Ben's phone: Ana is gone from his Matches too.
  await ben.page.goto('/matches');
  await expect(ben.page.getByText(words('matches.empty.title'))).toBeVisible(firstLoad);
  await Promise.all([ben.context.close(), cleo.context.close()]);
});
