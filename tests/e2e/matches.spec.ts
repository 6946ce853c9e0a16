import { expect, test } from './support/app-test.ts';
import { firstLoad, topCardId } from './discover-helpers.ts';
import { signedInUser } from './support/users.ts';
import { demoPeopleFirst, topCardLikesBack } from './support/demo-people.ts';
import { words, wordsMatching } from './support/words.ts';

// Matches (/matches) through the real services: some demo people add back whoever adds them.

test('a new user has no matches yet and is told how they happen', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/matches');

  await expect(page.getByRole('heading', { level: 1, name: words('matches.title') })).toBeVisible(firstLoad);
  await expect(page.getByText(words('matches.empty.title'))).toBeVisible();
  await expect(page.getByRole('link', { name: words('common.startDiscovering') })).toHaveAttribute('href', '/app');
});

test('an add that makes a match is celebrated, opens the new conversation, and the match shows on /matches', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await demoPeopleFirst(page.request, user.id);
  await topCardLikesBack(page.request); // their order is the score's: someone who adds back on top
  await page.goto('/app');
  await expect(page.getByText(words('discover.dailyLikes.limited', { used: 0, limit: 10 }))).toBeVisible(firstLoad);
  const celebration = page.getByRole('dialog', { name: words('domain.match.title') });
  let matchedId = '';
  for (let likes = 1; likes <= 10 && !matchedId; likes++) {
    const id = await topCardId(page);
    const added = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/wishlist',
    );
    await page.getByRole('button', { name: words('discover.add') }).click();
    // The answer says whether it made a match; the celebration may open a moment after the count moves.
    const { matched } = (await (await added).json()) as { matched: boolean };
    await expect(page.getByText(words('discover.dailyLikes.limited', { used: likes, limit: 10 }))).toBeVisible();
    if (matched) {
      await expect(celebration).toBeVisible();
      matchedId = id;
    }
  }
  expect(matchedId, 'one of ten demo people added back').not.toBe('');

  await celebration.getByRole('link', { name: words('domain.match.message') }).click();
  await expect(page).toHaveURL(`/matches/${matchedId}`);
  await expect(page.getByText(wordsMatching('conversation.hello.title', {}, { whole: true }))).toBeVisible(firstLoad);
  await page.getByRole('link', { name: words('common.backToMatches') }).click();
  await expect(page).toHaveURL('/matches');
  const match = page.getByRole('link', { name: words('matches.row.matchedToday') });
  await expect(match).toHaveCount(1);
  await match.click();
  await expect(page).toHaveURL(`/matches/${matchedId}`);
  await page.getByRole('link', { name: wordsMatching('conversation.viewProfile') }).click();
  await expect(page).toHaveURL(`/profile/${matchedId}`);
});
