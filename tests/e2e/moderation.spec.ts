import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { AuditLog, ModerationCase } from '@wishlist/contract/client/types.gen.ts';
import { firstLoad } from './discover-helpers.ts';
import { expect, test } from './support/app-test.ts';
import { makeCredible, makeModerator, recentSuspensionsBy } from './support/moderators.ts';
import { ADULT_BIRTH_DATE, newUser, signedInUser } from './support/users.ts';
import { words, wordsMatching } from './support/words.ts';

// The moderators' console (README: "Moderation") through the real services: a moderator on a phone (a finger,
// 390x844) and on a desktop (1280x800) opens a report with the evidence it froze, bans, and finds the ban in the
// audit log; on a phone a moderator confirms the automatic hold reports made; a member who opens /moderation sees
// Not Found and loads nothing of the console.

const phone: BrowserContextOptions = { hasTouch: true, viewport: { width: 390, height: 844 } };
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Someone signed up and through onboarding (`signedInUser`), with the name the console will show. */
async function person(browser: Browser, firstName: string, lastName: string, options: BrowserContextOptions = phone) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const account = await signedInUser(page, newUser(firstName.toLowerCase()));
  const updated = await page.request.patch('/api/profile', {
    data: { firstName, lastName, bio: `${firstName} here.` },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return { ...account, page, close: () => context.close() };
}

/** Casey and Jordan match, Jordan writes something ugly, Casey reports him for harassment. */
async function reportedHarassment(browser: Browser, lastName: string) {
  const casey = await person(browser, 'Casey', lastName);
  const jordan = await person(browser, 'Jordan', lastName);
  for (const [from, to] of [
    [casey, jordan],
    [jordan, casey],
  ] as const) {
    const liked = await from.page.request.post('/api/wishlist', { data: { userId: from.id, profileId: to.id } });
    expect(liked.status(), await liked.text()).toBe(201);
  }
  const sent = await jordan.page.request.post(`/api/conversations/${casey.id}/messages`, {
    data: { text: 'Answer me or else.', clientId: crypto.randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const reported = await casey.page.request.post('/api/reports', {
    data: { profileId: jordan.id, reason: 'harassment', note: 'Kept writing after I said no.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  await casey.close();
  return { ...jordan, name: `Jordan ${lastName}` };
}

/**
 * A moderator (Sam) or an admin (Ada) signed in on `options`' screen: the role is given, then the app is opened (it
 * reads the role).
 */
async function moderator(browser: Browser, options: BrowserContextOptions, role: 'moderator' | 'admin' = 'moderator') {
  const [firstName, lastName] = role === 'admin' ? ['Ada', 'Admin'] : ['Sam', 'Moderator'];
  const sam = await person(browser, firstName, lastName, options);
  await makeModerator(sam.username, role);
  const me = (await (await sam.page.request.get('/api/auth/me')).json()) as { user: unknown };
  await sam.page.evaluate((user) => localStorage.setItem('wishlist-user', user), JSON.stringify(me.user));
  return sam;
}

async function banFromTheQueue(page: Page, jordan: { id: string; name: string }, tap: boolean) {
  const press = (locator: ReturnType<Page['getByRole']>) => (tap ? locator.tap() : locator.click());
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: words('moderation.case.reports') })).toBeVisible(firstLoad);
  const entry = page.getByRole('link', { name: jordan.name, exact: true });
  await expect(page.getByRole('listitem').filter({ has: entry })).toContainText(
    words('common.report.reason.harassment'),
  );
  await press(entry);
  await expect(page).toHaveURL(`/moderation/reports/${jordan.id}`);

  // The report, with what it froze: the profile then and the chat.
  const report = page.getByRole('article', { name: wordsMatching('moderation.report.label', { name: 'Casey' }) });
  await expect(report).toContainText(words('common.report.reason.harassment'), firstLoad);
  await expect(report).toContainText('Kept writing after I said no.');
  await expect(report).toContainText(ADULT_BIRTH_DATE);
  await expect(
    report.getByRole('list', { name: wordsMatching('moderation.report.messagesLabel', { reporter: /Casey.*/ }) }),
  ).toContainText('Answer me or else.');

  await press(
    page
      .getByRole('region', { name: words('moderation.case.actions') })
      .getByRole('button', { name: words('moderation.action.ban') }),
  );
  const dialog = page.getByRole('dialog', {
    name: words('moderation.action.on', { action: words('moderation.action.ban'), name: jordan.name }),
  });
  await dialog.getByRole('textbox').fill('Threatening messages.');
  await press(dialog.getByRole('button', { name: words('moderation.action.ban') }));
  await expect(dialog.getByRole('status')).toContainText(
    words('moderation.dialog.banQuestion', { name: jordan.name, reason: 'Threatening messages.' }),
  );
  await press(dialog.getByRole('button', { name: words('moderation.dialog.yes', { action: 'ban' }) }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: words('moderation.case.personNow') })).toContainText(
    words('moderation.standing.banned'),
  );

  await press(page.getByRole('link', { name: words('moderation.console.section.audit') }));
  await expect(page).toHaveURL('/moderation/audit');
  const entryInLog = page.getByRole('listitem', {
    name: words('moderation.action.on', { action: words('moderation.action.ban'), name: jordan.name }),
  });
  await expect(entryInLog).toContainText('Threatening messages.', firstLoad);
  await expect(entryInLog).toContainText(wordsMatching('moderation.audit.by', { moderator: /Sam.*/ }));
}

for (const [size, options, lastName] of [
  ['a phone, with a finger', phone, 'Stone'],
  ['a desktop', desktop, 'Rivers'],
] as const) {
  test(`on ${size}, a moderator opens a report with its evidence, bans, and finds the ban in the audit log`, async ({
    browser,
  }) => {
    test.slow(); // three people, three browsers
    const jordan = await reportedHarassment(browser, lastName);
    const sam = await moderator(browser, options);
    await banFromTheQueue(sam.page, jordan, options === phone);

    // The ban holds: Jordan's session is over and his sign-in is refused.
    const signIn = await jordan.page.request.post('/api/auth/login', {
      data: { username: jordan.username, password: jordan.password },
    });
    expect(signIn.status()).toBe(401);
    expect(((await signIn.json()) as { code: string }).code).toBe('ACCOUNT_BANNED');
    const audit = (await (await sam.page.request.get('/api/moderation/audit')).json()) as AuditLog;
    expect(audit.entries.find((entry) => entry.profileId === jordan.id)?.action).toBe('ban');
    const banned = (await (
      await sam.page.request.get(`/api/moderation/reports/${jordan.id}`)
    ).json()) as ModerationCase;
    expect(banned.standing).toBe('banned');
    await jordan.close();
    await sam.close();
  });
}

test('on a phone, a moderator confirms the automatic hold reports from three networks made, and finds it in the case', async ({
  browser,
}) => {
  test.slow(); // five people
  const jordan = await person(browser, 'Jordan', 'Hold');
  const reporters = [
    await person(browser, 'Ana', 'One'),
    await person(browser, 'Ben', 'Two'),
    await person(browser, 'Cleo', 'Three'),
  ];
  // Each met Jordan on their deck and passed; their accounts are old enough and complete.
  for (const reporter of reporters) {
    const passed = await reporter.page.request.post('/api/passes', { data: { profileId: jordan.id } });
    expect(passed.status(), await passed.text()).toBe(204);
  }
  await makeCredible(reporters.map((reporter) => reporter.id));
  for (const [n, reporter] of reporters.entries()) {
    const reported = await reporter.page.request.post('/api/reports', {
      data: { profileId: jordan.id, reason: 'harassment' },
      // Three networks (the edge trusts the local proxy's word).
      headers: { 'x-forwarded-for': `10.${String(n + 1)}.0.7` },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    await reporter.close();
  }

  const sam = await moderator(browser, phone);
  const { page } = sam;
  await page.goto(`/moderation/reports/${jordan.id}`);
  await expect(page.getByRole('region', { name: words('moderation.case.personNow') })).toContainText(
    words('moderation.standing.held'),
    firstLoad,
  );
  await page
    .getByRole('region', { name: words('moderation.case.actions') })
    .getByRole('button', { name: words('moderation.action.confirm-hold') })
    .tap();
  const dialog = page.getByRole('dialog', {
    name: words('moderation.action.on', { action: words('moderation.action.confirm-hold'), name: 'Jordan Hold' }),
  });
  await expect(dialog).toContainText(words('moderation.effect.confirm-hold'));
  await dialog.getByRole('textbox').fill('Threats in three reports.');
  await dialog.getByRole('button', { name: words('moderation.action.confirm-hold') }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: words('moderation.case.actionsTaken') })).toContainText(
    'Threats in three reports.',
  );
  await expect(page.getByRole('region', { name: words('moderation.case.personNow') })).toContainText(
    words('moderation.standing.held'),
  );
  await jordan.close();
  await sam.close();
});

test('a member who opens /moderation sees Not Found, and nothing of the console is loaded', async ({ browser }) => {
  const maya = await person(browser, 'Maya', 'Member');
  const { page } = maya;
  const consoleFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/mf/moderation/')) consoleFiles.push(request.url());
  });
  for (const path of [
    '/moderation',
    `/moderation/reports/${maya.id}`,
    '/moderation/audit',
    '/moderation/photos',
    '/moderation/appeals',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: words('notFound.title') })).toBeVisible(firstLoad);
    await expect(page).toHaveTitle(words('page.title', { title: words('notFound.title') }));
  }
  expect(consoleFiles).toEqual([]);
  // The server refuses the console's calls to a member all the same.
  expect((await page.request.get('/api/moderation/reports')).status()).toBe(403);
  await maya.close();
});

test('a guest who opens /moderation is sent to the landing page', async ({ page }) => {
  await page.goto('/moderation/audit');
  await expect(page).toHaveURL('/');
});

test('a moderator reaches the console from their profile and gets back to the app from each of its lists; a member sees no link', async ({
  browser,
}) => {
  test.slow(); // two people, two browsers
  const sam = await moderator(browser, phone);
  const { page } = sam;
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: words('profile.screen.consoleLabel') })).toBeVisible(firstLoad);
  await page.getByRole('link', { name: words('profile.screen.consoleLabel') }).tap();
  await expect(page).toHaveURL('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: words('moderation.case.reports') })).toBeVisible(firstLoad);

  for (const [tab, path] of [
    [words('moderation.console.section.photos'), '/moderation/photos'],
    [words('moderation.console.section.audit'), '/moderation/audit'],
    [words('moderation.console.section.reports'), '/moderation'],
  ] as const) {
    await page
      .getByRole('navigation', { name: words('moderation.console.nav') })
      .getByRole('link', { name: tab })
      .tap();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('link', { name: words('moderation.console.backToApp') })).toHaveAttribute(
      'href',
      '/app',
    );
  }
  await page.getByRole('link', { name: words('moderation.console.backToApp') }).tap();
  await expect(page).toHaveURL('/app');
  await sam.close();

  const maya = await person(browser, 'Maya', 'Member');
  await maya.page.goto('/profile');
  await expect(maya.page.getByRole('heading', { level: 1, name: words('profile.screen.title') })).toBeVisible(
    firstLoad,
  );
  await expect(maya.page.getByRole('link', { name: words('profile.screen.consoleLabel') })).toHaveCount(0);
  await maya.close();
});

test('a report followed to its decision, a statement of reasons appealed in two taps, and a second moderator reversing it', async ({
  browser,
}, testInfo) => {
  test.slow(); // four people, four browsers
  const casey = await person(browser, 'Casey', 'Appeal');
  const jordan = await person(browser, 'Jordan', 'Appeal');
  const bio = 'Buy my course at spam.example';
  expect((await jordan.page.request.patch('/api/profile', { data: { bio } })).status()).toBe(200);

  // Casey reports Jordan from his profile, and follows the report on her own.
  await casey.page.goto(`/profile/${jordan.id}`);
  await expect(casey.page.getByText(bio)).toBeVisible(firstLoad);
  await casey.page.getByRole('button', { name: words('common.menu.moreOptions', { name: 'Jordan' }) }).tap();
  await casey.page.getByRole('button', { name: words('common.menu.report', { name: 'Jordan' }) }).tap();
  const reportDialog = casey.page.getByRole('dialog', { name: words('common.menu.report', { name: 'Jordan' }) });
  await reportDialog.getByRole('radio', { name: words('common.report.reason.spam') }).tap();
  await reportDialog.getByRole('button', { name: words('common.report.send') }).tap();
  await expect(reportDialog).toBeHidden();
  const caseysReport = async () => {
    await casey.page.goto('/profile');
    return casey.page.getByRole('listitem', { name: words('profile.reports.label', { name: 'Jordan' }) });
  };
  await expect(await caseysReport()).toContainText(words('profile.reports.received'), firstLoad);

  // A moderator removes the bio, with the facts Jordan will read.
  const sam = await moderator(browser, phone);
  await sam.page.goto(`/moderation/reports/${jordan.id}`);
  await sam.page
    .getByRole('region', { name: words('moderation.case.actions') })
    .getByRole('button', { name: words('moderation.action.remove-bio') })
    .tap(firstLoad);
  const action = sam.page.getByRole('dialog', {
    name: words('moderation.action.on', { action: words('moderation.action.remove-bio'), name: 'Jordan Appeal' }),
  });
  await action.getByRole('textbox').fill('A paid link in the bio.');
  await action.getByRole('button', { name: words('moderation.action.remove-bio') }).tap();
  await expect(action).toBeHidden();
  const decided = await caseysReport();
  await expect(decided).toContainText(words('profile.reports.decided'), firstLoad);
  // What a report's status and a statement of reasons say is matching's, in the account's language: English, as
  // the services have no pseudo-locale.
  await expect(decided).toContainText('We removed their bio.');

  // Jordan reads the statement of reasons and appeals: Appeal, then Send appeal.
  await jordan.page.goto('/profile');
  const statement = jordan.page.getByRole('listitem', {
    name: wordsMatching('profile.decisions.label', {}, { whole: true }),
  });
  await expect(statement).toContainText('Your bio was removed from your profile.', firstLoad);
  await expect(statement).toContainText(words('profile.decisions.why', { facts: 'A paid link in the bio.' }));
  await expect(statement.getByRole('link', { name: words('domain.terms.no-spam') })).toHaveAttribute(
    'href',
    '/terms#no-spam',
  );
  await expect(statement).toContainText(wordsMatching('profile.decisions.byModerator'));
  await statement.getByRole('button', { name: words('profile.decisions.appeal') }).tap();
  await statement.getByRole('button', { name: words('profile.decisions.send') }).tap();
  await expect(statement.getByRole('status')).toContainText(words('profile.decisions.pending'), firstLoad);
  await statement.scrollIntoViewIfNeeded();
  await jordan.page.screenshot({ path: testInfo.outputPath('statement-appealed.png') });

  // Sam may not decide his own decision's appeal; another moderator reverses it.
  await sam.page.goto('/moderation/appeals');
  await expect(sam.page.getByRole('listitem').filter({ hasText: 'Jordan Appeal' })).toContainText(
    words('moderation.appeals.notYours'),
    firstLoad,
  );
  const kai = await moderator(browser, phone);
  await kai.page.goto('/moderation/appeals');
  const appeal = kai.page.getByRole('region', { name: words('moderation.appeals.label', { name: 'Jordan Appeal' }) });
  await appeal.getByRole('textbox').fill('The course is free; the link is allowed.', firstLoad);
  await kai.page.screenshot({ path: testInfo.outputPath('appeal-to-decide.png') });
  await appeal.getByRole('button', { name: words('moderation.appeals.reverse') }).tap();
  // Decided, it leaves the list (other tests' appeals may still wait in it).
  await expect(appeal).toHaveCount(0, firstLoad);

  // The bio is back for everyone, and both people are told.
  await kai.page.goto(`/profile/${jordan.id}`);
  await expect(kai.page.getByText(bio)).toBeVisible(firstLoad);
  await jordan.page.goto('/profile');
  await expect(statement.getByRole('status')).toContainText(words('profile.decisions.reversed'), firstLoad);
  const reversed = await caseysReport();
  await expect(reversed).toContainText('An appeal later reversed it.', firstLoad);
  await reversed.scrollIntoViewIfNeeded();
  await casey.page.screenshot({ path: testInfo.outputPath('report-status.png') });
  for (const someone of [casey, jordan, sam, kai]) await someone.close();
});

test('on a phone: a moderator is told why an action on an admin is refused; an admin sees their burst alert and lifts a ban', async ({
  browser,
}) => {
  test.slow(); // three people, three browsers
  const jordan = await reportedHarassment(browser, 'Vale');
  const sam = await moderator(browser, phone);
  const ada = await moderator(browser, phone, 'admin');

  // Sam on Ada: the dialog stays open and says why.
  await sam.page.goto(`/moderation/reports/${ada.id}`);
  await sam.page
    .getByRole('region', { name: words('moderation.case.actions') })
    .getByRole('button', { name: words('moderation.action.ban') })
    .tap(firstLoad);
  const refused = sam.page.getByRole('dialog', {
    name: words('moderation.action.on', { action: words('moderation.action.ban'), name: 'Ada Admin' }),
  });
  await refused.getByRole('textbox').fill('Getting even.');
  await refused.getByRole('button', { name: words('moderation.action.ban') }).tap();
  await refused.getByRole('button', { name: words('moderation.dialog.yes', { action: 'ban' }) }).tap();
  await expect(refused.getByRole('alert')).toHaveText(words('errors.ACTION_ON_ADMIN'));

  // Sam's sixth ban or suspension within 10 minutes reaches the admins.
  await recentSuspensionsBy(sam.id, 5);
  const banned = await sam.page.request.post('/api/moderation/actions', {
    data: { profileId: jordan.id, action: 'ban', reason: 'Threatening messages.' },
  });
  expect(banned.status(), await banned.text()).toBe(201);
  await ada.page.goto('/moderation');
  await expect(ada.page.getByRole('alert')).toContainText(
    wordsMatching('moderation.desk.burst', { moderator: 'Sam Moderator', count: 6 }),
    firstLoad,
  );

  // Ada lifts the ban, with a reason: Jordan is active again and signs in.
  await ada.page.goto(`/moderation/reports/${jordan.id}`);
  await ada.page.getByRole('button', { name: words('moderation.case.lift', { standing: 'banned' }) }).tap(firstLoad);
  const lift = ada.page.getByRole('dialog', {
    name: words('moderation.action.on', { action: words('moderation.action.lift'), name: jordan.name }),
  });
  await lift.getByRole('textbox').fill('Sam was banning in bulk; the messages were a joke between friends.');
  await lift.getByRole('button', { name: words('moderation.action.lift') }).tap();
  await expect(lift).toBeHidden();
  await expect(ada.page.getByRole('region', { name: words('moderation.case.personNow') })).toContainText(
    words('moderation.standing.active'),
  );
  const signIn = await jordan.page.request.post('/api/auth/login', {
    data: { username: jordan.username, password: jordan.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  // Under the audit log, Ada reads who was given which role; Sam, a moderator, does not.
  await ada.page.getByRole('link', { name: words('moderation.console.section.audit') }).tap();
  const roles = ada.page.getByRole('region', { name: words('moderation.roles.title') });
  await expect(
    roles.getByRole('listitem', {
      name: words('moderation.roles.changeLabel', {
        username: sam.username,
        before: words('moderation.roles.role', { role: 'member' }),
        after: words('moderation.roles.role', { role: 'moderator' }),
      }),
    }),
  ).toContainText(wordsMatching('moderation.audit.by', { moderator: 'e2e-operator' }));
  await sam.page.goto('/moderation/audit');
  await expect(sam.page.getByRole('heading', { name: words('moderation.audit.title') })).toBeVisible(firstLoad);
  await expect(sam.page.getByRole('region', { name: words('moderation.roles.title') })).toHaveCount(0);
  for (const one of [jordan, sam, ada]) await one.close();
});
