import type { APIRequestContext, Page } from '@playwright/test';
import { firstLoad, topCard } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { like, newPerson, phone } from './support/people.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { words, wordsMatching } from './support/words.ts';

// Issue 46 on phones (390x844, a finger): prompts answered in onboarding, a like with a comment that opens the
// conversation once it is a match, and a dealbreaker that empties the deck, relaxed from the empty deck.
test.use(phone);

/** The signed-in person's prompts and intention, saved through the API. */
async function answerPrompts(request: APIRequestContext, data: object) {
  const saved = await request.patch('/api/profile', { data });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Walks the onboarding of a signed-up person to its prompts step: birth date, first name, then Continue twice. */
async function onboardToPrompts(page: Page, firstName: string) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.birthDate.title') })).toBeVisible(
    firstLoad,
  );
  await page.getByLabel(words('domain.details.birthDate')).fill('1990-03-02');
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();
  await page.getByRole('textbox', { name: words('domain.details.firstName') }).fill(firstName);
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.preferences.title') })).toBeVisible();
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.location.title') })).toBeVisible();
  await page.getByRole('button', { name: words('onboarding.continue') }).tap();
}

test('prompts answered in onboarding; a comment on a prompt goes with the like and opens the conversation at the match', async ({
  page,
  browser,
}) => {
  test.slow(); // onboarding, then two people on two phones
  const ana = await signedInUser(page, undefined, { onboarded: false });
  await onboardToPrompts(page, 'Ana');

  // The prompts step: what she is looking for, two prompts, gentle feedback while typing.
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.prompts.title') })).toBeVisible();
  await page.getByRole('combobox', { name: words('domain.prompts.lookingFor') }).selectOption('long_term');
  await expect(toastOf(page).filter({ hasText: words('domain.prompts.intentionSaved') })).toBeVisible();
  await page
    .getByRole('combobox', { name: words('domain.prompts.prompt', { number: 1 }) })
    .selectOption('perfect_sunday');
  const first = page.getByRole('textbox', { name: words('domain.prompts.answer', { number: 1 }) });
  await first.fill('Just ask!');
  await expect(page.getByText(words('domain.prompts.feedback.stockPhrase'))).toBeVisible();
  await first.fill('Pancakes, the long run by the river, then a nap.');
  await expect(page.getByText(words('domain.prompts.feedback.stockPhrase'))).toHaveCount(0);
  await page.getByRole('button', { name: words('domain.prompts.add') }).tap();
  await page
    .getByRole('combobox', { name: words('domain.prompts.prompt', { number: 2 }) })
    .selectOption('get_along_if');
  const second = page.getByRole('textbox', { name: words('domain.prompts.answer', { number: 2 }) });
  await second.fill('🌮');
  await expect(page.getByText(words('domain.prompts.feedback.emojiOnly'))).toBeVisible();
  await second.fill('You never say no to tacos at midnight.');
  await page.screenshot({ path: 'test-results/ab-onboarding-prompts.png' });
  await page.getByRole('button', { name: words('onboarding.prompts.save') }).tap();
  await expect(page.getByRole('heading', { level: 1, name: words('onboarding.photos.title') })).toBeVisible();
  await page.getByRole('button', { name: words('onboarding.skip') }).tap();
  const own = (await (await page.request.get('/api/profile')).json()) as { profile: Record<string, unknown> };
  expect(own.profile).toMatchObject({
    intention: 'long_term',
    prompts: [
      { promptId: 'perfect_sunday', answer: 'Pancakes, the long run by the river, then a nap.' },
      { promptId: 'get_along_if', answer: 'You never say no to tacos at midnight.' },
    ],
  });

  // Ben answered a prompt; Ana comments on it from his profile page, which sends her like with it.
  const ben = await newPerson(browser, 'Ben');
  await answerPrompts(ben.page.request, {
    prompts: [{ promptId: 'green_flags', answer: 'You return your shopping cart.' }],
    intention: 'long_term',
  });
  await page.goto(`/profile/${ben.id}`);
  await expect(
    page.getByText(words('common.lookingFor', { intention: words('domain.intention.long_term') })),
  ).toBeVisible(firstLoad);
  await page
    .getByRole('button', { name: words('common.comment.onPrompt', { prompt: 'Green flags I look for' }) })
    .tap();
  const sheet = page.getByRole('dialog', { name: words('common.comment.title', { name: 'Ben Tester' }) });
  await sheet
    .getByRole('textbox', { name: words('common.comment.label') })
    .fill('Always. And the trolley goes back in line.');
  await page.screenshot({ path: 'test-results/ab-comment-sheet.png' });
  await sheet.getByRole('button', { name: words('common.comment.send') }).tap();
  await expect(toastOf(page).filter({ hasText: words('toast.added.title') })).toBeVisible();

  // Ben, free, learns only that one like came with a comment.
  await ben.page.goto('/likes');
  await expect(ben.page.getByText(words('likes.withComment', { count: 1 }))).toBeVisible(firstLoad);
  await expect(ben.page.getByText('Always. And the trolley goes back in line.')).toHaveCount(0);
  await ben.page.screenshot({ path: 'test-results/ab-likes-you-free-comment.png' });

  // He likes her back: the comment is the first message for both, under the prompt it answers.
  expect((await like(ben.page.request, ben.id, ana.id)).matched).toBe(true);
  // Ana's comment replies to "their" prompt for her, to "your" prompt for Ben.
  for (const [viewer, other, mine] of [
    [page, ben.id, 'yes'],
    [ben.page, ana.id, 'no'],
  ] as const) {
    await viewer.goto(`/matches/${other}`);
    const messages = viewer.getByRole('list', { name: words('conversation.messages') });
    await expect(messages.getByRole('listitem').nth(1)).toContainText(
      'Always. And the trolley goes back in line.',
      firstLoad,
    );
    await expect(
      messages.getByRole('blockquote', { name: words('conversation.replyingToPrompt', { mine }) }),
    ).toContainText('You return your shopping cart.');
  }
  await ben.page.screenshot({ path: 'test-results/ab-conversation-opened-by-comment.png' });
  await ben.context.close();
});

test('a dealbreaker that leaves nobody is named on the empty deck, and Relax brings people back', async ({
  page,
  browser,
}) => {
  test.slow(); // two people
  await signedInUser(page);
  const ben = await newPerson(browser, 'Ben');
  await answerPrompts(ben.page.request, { intention: 'long_term' });
  await page.goto('/app');
  await expect(topCard(page)).toBeVisible(firstLoad);

  // Only people looking for friends, as a dealbreaker: nobody nearby is.
  await page.getByRole('button', { name: words('discover.tools.filters') }).tap();
  const filters = page.getByRole('dialog', { name: words('discover.filters.title') });
  await filters.getByRole('button', { name: words('domain.intention.friends') }).tap();
  await filters.getByRole('switch', { name: words('discover.filters.lookingForDealbreaker') }).tap();
  await filters.getByRole('button', { name: words('discover.filters.apply') }).tap();
  await expect(page.getByRole('heading', { name: words('discover.empty.dealbreakers.title') })).toBeVisible(firstLoad);
  // Relaxing the distance alone would show people far away who look for friends: the deck names it too.
  const lookingFor = words('discover.empty.dealbreakers.name', { which: 'intention' });
  const andLookingFor = wordsMatching('discover.empty.dealbreakers.and', { name: lookingFor });
  await expect(
    page.getByText(wordsMatching('discover.empty.dealbreakers.text', { names: andLookingFor })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: words('discover.empty.relax', { which: 'distance' }) })).toBeVisible();
  await page.screenshot({ path: 'test-results/ab-empty-deck-dealbreaker.png' });

  // Relaxed, looking for only ranks: Ben is back.
  await page.getByRole('button', { name: words('discover.empty.relax', { which: 'intention' }) }).tap();
  await expect(topCard(page)).toBeVisible(firstLoad);
  await expect(topCard(page)).toContainText(
    words('common.lookingFor', { intention: words('domain.intention.long_term') }),
  );
  await page.screenshot({ path: 'test-results/ab-card-with-intention.png' });
  const own = (await (await page.request.get('/api/profile')).json()) as {
    profile: { filters: { intentions: string[]; dealbreakers: { intention: boolean } } };
  };
  expect(own.profile.filters).toMatchObject({ intentions: ['friends'], dealbreakers: { intention: false } });
  await ben.context.close();
});
