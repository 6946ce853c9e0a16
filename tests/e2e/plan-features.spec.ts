import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { upgradeThroughApi } from './account-helpers.ts';
import { firstLoad, topCard, topCardId } from './discover-helpers.ts';
import { completeProfile, entitlementsOf, tierReaches } from './support/people.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { swipe } from './touch.ts';
import { words, wordsMatching } from './support/words.ts';

// What the plans sell, walked on a phone (390x844, touch) through the real services, billing in its test-payment
// mode: "Likes you", the filter sheet, super likes (star and upward swipe), boosts, incognito, and the profile's
// gender, "show me" and location.

test.use({ hasTouch: true });
// Long walks through several screens, each loaded cold, on a machine shared with other test runs.
test.beforeEach(() => test.slow());

/** Sees the toast titled `title`, then closes it as a person would (toasts stay until dismissed, over the header). */
async function seeToast(page: Page, title: string | RegExp): Promise<void> {
  const shown = toastOf(page).filter({ hasText: title });
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: words('ui.toast.dismiss') }).tap();
  await expect(shown).toBeHidden();
}

/** Someone else, in a browser of their own, who adds `profileId` to their wishlist. */
async function someoneLikes(browser: Browser, profileId: string, firstName: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const liker = await signedInUser(page);
  await completeProfile(page.request, firstName);
  const added = await page.request.post('/api/wishlist', { data: { userId: liker.id, profileId } });
  expect(added.status(), await added.text()).toBe(201);
  await context.close();
}

test('a free user sees "Likes you" and interests in common locked; after paying for Premium both work', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page);
  await completeProfile(page.request, 'Gina');
  await someoneLikes(browser, user.id, 'Rowan');

  await page.goto('/app');
  const tools = page.getByRole('navigation', { name: words('discover.tools') });
  await tools.getByRole('link', { name: words('discover.tools.likesYou') }).tap(firstLoad);
  await expect(page).toHaveURL('/likes');
  await expect(page.getByText(words('likes.count', { count: 1 }))).toBeVisible(firstLoad);
  await expect(page.getByTestId('blurred-likes').locator('> *')).toHaveCount(1);
  await expect(page.getByText('Rowan')).toHaveCount(0);
  const prompt = page.getByRole('group', { name: words('likes.upgrade.title') });
  await expect(
    prompt.getByRole('link', { name: words('ui.upgrade.button', { plan: words('plans.name.premium') }) }),
  ).toHaveAttribute('href', '/pricing');

  await page.getByRole('link', { name: words('profile.screen.back') }).tap();
  await tools.getByRole('button', { name: words('discover.tools.filters') }).tap();
  const sheet = page.getByRole('dialog', { name: words('discover.filters.title') });
  // Age and distance are everyone's; interests in common show their upgrade.
  await expect(sheet.getByRole('slider')).toHaveCount(2);
  await expect(sheet.getByRole('switch', { name: words('discover.filters.commonInterests') })).toHaveCount(0);
  await sheet
    .getByRole('group', { name: words('discover.filters.advanced') })
    .getByRole('link', { name: words('ui.upgrade.button', { plan: words('plans.name.premium') }) })
    .tap();
  await expect(page).toHaveURL('/pricing');

  await page
    .getByRole('button', { name: words('pricing.plan.choose', { plan: words('plans.name.premium') }) })
    .tap(firstLoad);
  const checkout = page.getByRole('region', {
    name: words('pricing.checkout.title', { plan: words('plans.name.premium') }),
  });
  await checkout.getByLabel(words('pricing.testCard.number')).fill('4242 4242 4242 4242');
  await checkout.getByLabel(words('pricing.testCard.expiry')).fill('12/34');
  await checkout.getByLabel(words('pricing.testCard.cvc')).fill('123');
  await checkout
    .getByRole('button', { name: words('pricing.checkout.subscribe', { plan: words('plans.name.premium') }) })
    .tap();
  await expect(page.getByText(words('pricing.payment.success.title'), { exact: true })).toBeVisible();
  await tierReaches(page.request, 'premium');

  await page.goto('/likes');
  const card = page.getByRole('article', { name: /^Rowan/ });
  await expect(card).toBeVisible(firstLoad);
  await card.getByRole('button', { name: wordsMatching('likes.likeBack', { name: /Rowan.*/ }) }).tap();
  const moment = page.getByRole('dialog', { name: words('domain.match.title') });
  await expect(moment.getByRole('link', { name: words('domain.match.message') })).toBeVisible();
  await moment.getByRole('button', { name: words('domain.match.keepSwiping') }).tap();
  await expect(page.getByText(words('likes.empty.title'))).toBeVisible();

  await page.getByRole('link', { name: words('profile.screen.back') }).tap();
  await tools.getByRole('button', { name: words('discover.tools.filters') }).tap();
  await sheet.getByRole('slider', { name: words('discover.filters.minAge') }).fill('25');
  await sheet.getByRole('slider', { name: words('discover.filters.maxAge') }).fill('60');
  await expect(sheet.getByText('25–60')).toBeVisible();
  await sheet.getByRole('switch', { name: words('discover.filters.commonInterests') }).tap();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PATCH',
  );
  const refreshed = page.waitForResponse((response) => /\/api\/profiles\?/.test(response.url()));
  await sheet.getByRole('button', { name: words('discover.filters.apply') }).tap();
  expect(await (await saved).json()).toMatchObject({
    profile: { filters: { minAge: 25, maxAge: 60, commonInterests: true } },
  });
  expect((await refreshed).status()).toBe(200);
  // The age range and interests in common, and the distance that applies since the person has a location.
  await expect(tools.getByRole('button', { name: words('discover.tools.filters') })).toContainText('3');
});

/**
 * New people, each in a browser of their own, in the test's own place: the viewer's deck holds them and nobody else,
 * so no like of theirs makes a match whose dialog covers the deck.
 */
async function newPeopleOnTop(browser: Browser, firstNames: string[]): Promise<void> {
  for (const firstName of firstNames) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedInUser(page);
    await completeProfile(page.request, firstName);
    await context.close();
  }
}

test('a gold user super likes with the star and an upward swipe, boosts with a countdown, and turns incognito on', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page);
  await completeProfile(page.request, 'Goldie');
  await upgradeThroughApi(page.request, user, 'gold');
  await tierReaches(page.request, 'gold');
  await newPeopleOnTop(browser, ['Avery', 'Blake', 'Casey']); // two super liked, one left on top

  await page.goto('/app');
  await expect(page.getByRole('button', { name: words('discover.superLike.left', { left: 5 }) })).toBeVisible(
    firstLoad,
  );
  const first = await topCardId(page);
  await page.getByRole('button', { name: words('discover.superLike.left', { left: 5 }) }).tap();
  await seeToast(page, words('toast.superLiked.title'));
  await expect(page.getByRole('button', { name: words('discover.superLike.left', { left: 4 }) })).toBeVisible();
  await expect.poll(() => topCardId(page)).not.toBe(first);

  const second = await topCardId(page);
  // An upward swipe with a finger: a super like.
  await swipe(page, topCard(page), 10, -260);
  await seeToast(page, words('toast.superLiked.title'));
  await expect(page.getByRole('button', { name: words('discover.superLike.left', { left: 3 }) })).toBeVisible();
  await expect.poll(() => topCardId(page)).not.toBe(second);
  const wishlist = await page.request.get(`/api/wishlist/${user.id}`);
  const added = ((await wishlist.json()) as { wishlist: { profile: { id: string } }[] }).wishlist.map(
    (entry) => entry.profile.id,
  );
  expect(added).toEqual(expect.arrayContaining([first, second]));
  expect((await entitlementsOf(page.request)).used.superLikesToday).toBe(2);

  const tools = page.getByRole('navigation', { name: words('discover.tools') });
  await tools.getByRole('button', { name: words('discover.boost') }).tap();
  await page
    .getByRole('dialog', { name: words('discover.boost.sheet.title') })
    .getByRole('button', { name: words('discover.boost.sheet.confirm') })
    .tap();
  await seeToast(page, words('discover.boost.started'));
  await expect(
    tools.getByRole('timer', {
      name: wordsMatching('discover.boost.timer', { time: /(30:00|29:\d\d)/ }, { whole: true }),
    }),
  ).toBeVisible();
  expect((await entitlementsOf(page.request)).boostEndsAt).not.toBeNull();

  await page.goto('/profile');
  const incognito = page.getByRole('switch', { name: words('profile.incognito.label') });
  await expect(incognito).toHaveAttribute('aria-checked', 'false', firstLoad);
  await incognito.tap();
  await seeToast(page, words('discover.boost.sheet.incognito.label'));
  await expect(incognito).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: words('profile.incognito.label') })).toHaveAttribute(
    'aria-checked',
    'true',
    firstLoad,
  );
});

test('a free user is invited to choose gender, "show me" and location; Incognito and super likes show their upgrade', async ({
  page,
  context,
}) => {
  await signedInUser(page);
  await completeProfile(page.request, 'Nia');
  await amongDemoPeople(page.request);

  await page.goto('/app');
  const invitation = page.getByRole('link', { name: words('discover.preferences.meet') });
  await expect(invitation).toBeVisible(firstLoad);
  await page
    .getByRole('button', { name: words('discover.superLike.locked', { plans: words('plans.name.gold') }) })
    .tap();
  const upgrade = page.getByRole('dialog', {
    name: words('discover.locked.superLike.title', { plans: words('plans.name.gold') }),
  });
  await expect(
    upgrade.getByRole('link', { name: words('pricing.change.upgradeTitle', { plan: words('plans.name.gold') }) }),
  ).toHaveAttribute('href', '/pricing');
  await upgrade.getByRole('button', { name: words('ui.dialog.close') }).tap();
  await page
    .getByRole('navigation', { name: words('discover.tools') })
    .getByRole('button', { name: words('discover.boost') })
    .tap();
  await expect(
    page.getByRole('dialog', { name: words('discover.locked.boost.title', { plans: words('plans.name.premium') }) }),
  ).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: words('ui.dialog.close') })
    .tap();

  await invitation.tap();
  await expect(page).toHaveURL('/profile');
  const section = page.getByRole('region', { name: words('profile.preferences.title') });
  await section.getByLabel(words('domain.preferences.iAm')).selectOption('woman');
  await seeToast(page, words('domain.preferences.genderSaved'));
  await section.getByLabel(words('domain.preferences.showMe')).selectOption('everyone');
  await seeToast(page, words('domain.preferences.showMeSaved'));
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.29, longitude: -97.75 });
  await section.getByRole('button', { name: words('domain.location.useMine') }).tap();
  await seeToast(page, wordsMatching('domain.location.setNear'));
  const privacy = page.getByRole('region', { name: words('profile.incognito.title') });
  await expect(
    privacy.getByRole('link', { name: words('pricing.change.upgradeTitle', { plan: words('plans.name.gold') }) }),
  ).toHaveAttribute('href', '/pricing');
  await expect(privacy.getByRole('switch')).toHaveCount(0);

  const profile = (await (await page.request.get('/api/profile')).json()) as {
    profile: { gender: string; showMe: string; coordinates: unknown };
  };
  // Stored as the centre of its grid cell (about 2 km across), never the exact point the browser gave.
  expect(profile.profile).toMatchObject({
    gender: 'woman',
    showMe: 'everyone',
    coordinates: { latitude: 30.290796, longitude: -97.739583 },
  });
  await page.getByRole('link', { name: words('profile.screen.back') }).tap();
  await expect(page.getByRole('article')).toBeVisible(firstLoad);
  await expect(page.getByRole('link', { name: words('discover.preferences.meet') })).toHaveCount(0);
});
