import type { Locator, Page } from '@playwright/test';
import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { makeModerator } from './support/moderators.ts';
import { newPerson } from './support/people.ts';
import { toastOf } from './support/toast.ts';
import { signedInUser } from './support/users.ts';
import { amongDemoPeople } from './support/demo-people.ts';
import { words, wordsMatching } from './support/words.ts';

// Spec §2: everything a finger taps is at least 44 px in both directions. Measured on a phone (390x844) on
// Discover, its list view, its filter sheet, a toast and each of the moderators' console lists.
test.use({ hasTouch: true });

const MIN = 44;

/** Every control inside `scope` a finger may tap, with the size of the area that answers the tap. */
function tapTargets(scope: Locator) {
  return scope.evaluate((root, selector) => {
    return [...root.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return [];
      let box = element.getBoundingClientRect();
      // Visually hidden (read by assistive tech only): nothing to tap.
      if (box.width <= 1 || box.height <= 1) return [];
      // A stretched link answers over the whole box its ::after covers.
      const after = getComputedStyle(element, '::after');
      if (after.position === 'absolute' && after.inset === '0px' && element.offsetParent) {
        box = element.offsetParent.getBoundingClientRect();
      }
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return [
        {
          target: `${element.tagName.toLowerCase()}${element.role ? `[role=${element.role}]` : ''} "${name.slice(0, 40)}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        },
      ];
    });
  }, 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="slider"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"]');
}

async function expectAllTappable(scope: Locator, what: string) {
  const targets = await tapTargets(scope);
  expect(targets.length, `${what}: controls measured`).toBeGreaterThan(0);
  expect(
    targets.filter(({ width, height }) => width < MIN || height < MIN),
    `${what}: tap targets under ${String(MIN)} px`,
  ).toEqual([]);
}

const discoverReady = (page: Page) =>
  expect(page.getByText(wordsMatching('discover.dailyLikes.limited', {}, { whole: true }))).toBeVisible(firstLoad);

test('every tap target on Discover, its list view, its filter sheet and a toast is at least 44x44 px', async ({
  page,
}) => {
  await signedInUser(page);
  await amongDemoPeople(page.request);
  await page.goto('/app');
  await discoverReady(page);
  await expect(page.getByRole('article')).toBeVisible();
  await expectAllTappable(page.locator('body'), 'Discover');
  await page.getByRole('button', { name: words('discover.listView') }).tap();
  await expectAllTappable(page.getByRole('list', { name: words('discover.list.label') }), "Discover's list view");
  await page.getByRole('button', { name: words('discover.listView') }).tap();

  await page.getByRole('button', { name: words('discover.tools.filters') }).tap();
  const sheet = page.getByRole('dialog', { name: words('discover.filters.title') });
  await expect(sheet.getByRole('slider').first()).toBeVisible();
  await expectAllTappable(sheet, 'the filter sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: words('discover.add') }).tap();
  const toast = toastOf(page).first();
  await expect(toast).toBeVisible();
  await expectAllTappable(toast, 'a toast');
});

test("every tap target on the moderators' console lists is at least 44x44 px", async ({ page, browser }) => {
  const sam = await signedInUser(page);
  await makeModerator(sam.username);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: unknown };
  // An entry in the audit log, so that its links are measured too.
  const ana = await newPerson(browser, 'Ana');
  // A warning answers a report.
  const reported = await page.request.post('/api/reports', { data: { profileId: ana.id, reason: 'harassment' } });
  expect(reported.status(), await reported.text()).toBe(201);
  const warned = await page.request.post('/api/moderation/actions', {
    data: { profileId: ana.id, action: 'warn', reason: 'Rude openers.' },
  });
  expect(warned.status(), await warned.text()).toBe(201);
  // Ana appeals it, so that an appeal's card is measured too (Sam took the decision: it says another decides).
  const { id: decisionId } = (await warned.json()) as { id: string };
  const appealed = await ana.page.request.post(`/api/statements/${decisionId}/appeal`, { data: {} });
  expect(appealed.status(), await appealed.text()).toBe(201);
  await page.goto('/terms');
  await page.evaluate((user) => localStorage.setItem('wishlist-user', user), JSON.stringify(me.user));
  for (const [path, title] of [
    ['/moderation', 'moderation.console.section.reports'],
    ['/moderation/photos', 'moderation.console.section.photos'],
    ['/moderation/audit', 'moderation.console.section.audit'],
    ['/moderation/appeals', 'moderation.console.section.appeals'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: words(title) })).toBeVisible(firstLoad);
    await expectAllTappable(page.locator('main'), title);
  }
});
