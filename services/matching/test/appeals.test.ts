import { closedAfterFile, signIn } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { feedIds, matchingForFile, newMember, serviceHeaders, startFakeIdentity, type Member } from './support.ts';

// Accountable moderation against real PostgreSQL: where a report stands for its reporter, the statement of reasons
// (in the app and by mail, through identity's stand-in), appeals and their decision by another moderator.
const identity = closedAfterFile(await startFakeIdentity());
const { app, billing } = await matchingForFile({ env: { IDENTITY_URL: identity.url, IDENTITY_TIMEOUT_MS: '1000' } });
identity.app = app;

const send = (member: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: member ? { cookie: member.cookie } : {}, ...(payload && { payload }) });
const get = (member: Member, url: string) => send(member, 'GET', url);

async function moderator(role: 'moderator' | 'admin' = 'moderator') {
  const member = await newMember(app, { firstName: 'Sam', lastName: 'Moderator' });
  identity.roles.set(member.userId, role);
  return member;
}
const act = (mod: Member, body: Record<string, unknown>) =>
  send(mod, 'POST', '/api/moderation/actions', { reason: 'A paid link in the bio.', ...body });
const myReports = async (member: Member) => (await get(member, '/api/reports/mine')).json().reports;
const statements = async (member: Member) => (await get(member, '/api/statements')).json().statements;
const appeal = (member: Member, statementId: string, payload?: object) =>
  send(member, 'POST', `/api/statements/${statementId}/appeal`, payload);
const openAppealOf = async (mod: Member, statementId: string) =>
  (await get(mod, '/api/moderation/appeals'))
    .json()
    .appeals.find((open: { decision: { id: string } }) => open.decision.id === statementId);
/** The newest mail of the decision's statement to the member. */
const mailOf = (member: Member, decisionId: string) => {
  const mails = identity.statements.filter(
    ({ userId, mail }) => userId === member.userId && mail.statement.id === decisionId,
  );
  const newest = mails.at(-1);
  if (!newest) throw new Error(`no statement of ${decisionId} was mailed`);
  return newest.mail;
};
/** The mailed appeal link, opened or its button pressed in a browser, without a session. */
const byLink = (method: 'GET' | 'POST', url: string, form?: string) =>
  app.inject({
    method,
    url,
    headers: { accept: 'text/html', ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
    ...(form && { payload: form }),
  });
/** A signed-in GET from a browser whose language cookie chose Arabic (the app in Arabic). */
const inArabic = async (member: Member, url: string) =>
  (await app.inject({ method: 'GET', url, headers: { cookie: `${member.cookie}; wishlist.lang=ar` } })).json();
const decide = (mod: Member, appealId: string, outcome: 'upheld' | 'reversed') =>
  send(mod, 'POST', `/api/moderation/appeals/${appealId}/decision`, { outcome, reason: 'Seen again.' });

describe('a report, its decision and the appeal', () => {
  it('tells the reporter each step, gives the person a statement and an appeal that another moderator reverses', async () => {
    const [reporter, member, bystander] = [
      await newMember(app),
      await newMember(app, { bio: 'Buy my course' }),
      await newMember(app),
    ];
    const [first, second] = [await moderator(), await moderator()];
    expect(
      (await send(reporter, 'POST', '/api/reports', { profileId: member.userId, reason: 'spam' })).statusCode,
    ).toBe(201);
    expect(await myReports(reporter)).toMatchObject([
      { name: 'Test', reason: 'spam', status: 'received', outcome: null },
    ]);
    expect((await get(first, `/api/moderation/reports/${member.userId}`)).statusCode).toBe(200);
    expect((await myReports(reporter))[0]).toMatchObject({ status: 'under-review', decidedAt: null });

    const decision = (await act(first, { profileId: member.userId, action: 'remove-bio' })).json();
    expect((await myReports(reporter))[0]).toMatchObject({ status: 'decided', outcome: 'We removed their bio.' });
    const statement = {
      id: decision.id,
      action: 'remove-bio',
      restriction: 'Your bio was removed from your profile.',
      until: null,
      facts: 'A paid link in the bio.',
      automated: false,
      rule: 'no-spam',
      appeal: null,
    };
    expect(await statements(member)).toMatchObject([statement]);
    // The same statement by mail, through identity.
    expect(identity.statements.filter((mail) => mail.userId === member.userId)).toMatchObject([
      { mail: { statement, appealPath: expect.stringMatching(`^/api/statements/${decision.id}/appeal-link\\?`) } },
    ]);
    expect(await statements(reporter)).toEqual([]);

    // Two taps in the app: Appeal, then Send (the note is optional). Once only, and only one's own.
    expect((await appeal(bystander, decision.id)).statusCode).toBe(404);
    const appealed = await appeal(member, decision.id);
    expect(appealed.statusCode).toBe(201);
    expect(appealed.json()).toMatchObject({ status: 'pending', note: null, decidedAt: null });
    expect((await appeal(member, decision.id, { note: 'Again' })).json()).toMatchObject({
      statusCode: 409,
      code: 'APPEAL_EXISTS',
    });

    // Not the moderator who decided, nor a member.
    expect(await openAppealOf(first, decision.id)).toMatchObject({ mayDecide: false });
    expect(await openAppealOf(second, decision.id)).toMatchObject({
      mayDecide: true,
      decision: { action: 'remove-bio' },
    });
    const appealId = appealed.json().id;
    const refused = await decide(first, appealId, 'reversed');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'APPEAL_NEEDS_ANOTHER_MODERATOR']);
    expect((await decide(bystander, appealId, 'reversed')).json().code).toBe('MODERATORS_ONLY');
    for (const url of ['/api/reports/mine', '/api/statements', '/api/moderation/appeals'])
      expect((await send(null, 'GET', url)).statusCode).toBe(401);

    const reversed = await decide(second, appealId, 'reversed');
    expect([reversed.statusCode, reversed.json().status]).toEqual([200, 'reversed']);
    expect((await get(member, '/api/profile')).json().profile.bio).toBe('Buy my course');
    expect((await statements(member))[0].appeal).toMatchObject({ status: 'reversed', decision: 'Seen again.' });
    expect((await myReports(reporter))[0].outcome).toBe('We removed their bio. An appeal later reversed it.');
    expect((await inArabic(reporter, '/api/reports/mine')).reports[0].outcome).toBe(
      'حذفنا نبذته. ثم أُلغي ذلك بعد طعن.',
    );
    const audit = (await get(second, `/api/moderation/audit?profileId=${member.userId}`)).json().entries;
    expect(audit[0]).toMatchObject({
      action: 'reverse',
      moderator: { id: second.userId },
      details: { reverses: decision.id },
    });
    expect((await decide(second, appealId, 'upheld')).json().code).toBe('APPEAL_DECIDED');
    expect(await openAppealOf(second, decision.id)).toBeUndefined();
  });

  it("takes a suspended person's appeal by the mailed link, lifts the reversed suspension and tells them; an upheld warning stays; six months to appeal", async () => {
    const [member, bystander, first, second] = [
      await newMember(app),
      await newMember(app),
      await moderator(),
      await moderator('admin'),
    ];
    const suspension = (
      await act(first, { profileId: member.userId, action: 'suspend', days: 7, rule: 'respect' })
    ).json();
    expect((await feedIds(app, bystander)).includes(member.userId)).toBe(false);
    // Signed out and unable to sign in, they read the statement in their mail and appeal by its link.
    const mailed = mailOf(member, suspension.id);
    expect(mailed.statement).toMatchObject({ action: 'suspend', rule: 'respect', until: suspension.details.until });
    expect(mailed.statement.restriction).toContain(`suspended until ${suspension.details.until}`);
    const forged = mailed.appealPath.replace(/signature=[^&]+/, 'signature=forged');
    expect((await byLink('GET', forged)).body).toContain('This link does not work');
    expect((await app.inject({ method: 'GET', url: forged })).json().code).toBe('NOT_FOUND');
    const page = await byLink('GET', mailed.appealPath);
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(page.body).toContain('Send appeal');
    expect(await openAppealOf(second, suspension.id)).toBeUndefined(); // opening the link appeals nothing
    for (let time = 0; time < 2; time++) {
      const sent = await byLink('POST', mailed.appealPath, 'note=It+was+a+joke+between+friends.');
      expect([sent.statusCode, sent.body.includes('Your appeal is waiting')]).toEqual([200, true]);
    }
    const { id: appealId, note } = await openAppealOf(second, suspension.id);
    expect(note).toBe('It was a joke between friends.');
    // Reversing a suspension lifts it, which only an admin does; another moderator may only uphold it.
    expect((await decide(await moderator(), appealId, 'reversed')).json().code).toBe('ADMINS_ONLY');
    expect((await decide(second, appealId, 'reversed')).statusCode).toBe(200);
    expect(identity.lifts).toContain(member.userId);
    expect((await feedIds(app, bystander)).includes(member.userId)).toBe(true);
    expect(mailOf(member, suspension.id).statement.appeal).toMatchObject({
      status: 'reversed',
      decision: 'Seen again.',
    });
    // Free again: they sign in (as identity now lets them).
    const again = { ...member, cookie: (await signIn(app, member.userId)).cookie };

    expect(
      (await send(bystander, 'POST', '/api/reports', { profileId: member.userId, reason: 'spam' })).statusCode,
    ).toBe(201);
    const warning = (await act(first, { profileId: member.userId, action: 'warn' })).json();
    const warnAppeal = (await appeal(again, warning.id)).json().id;
    expect((await decide(second, warnAppeal, 'upheld')).json().status).toBe('upheld');
    expect((await get(again, '/api/warnings')).json().warnings).toHaveLength(1);
    expect(identity.lifts.filter((id) => id === member.userId)).toHaveLength(1);

    const late = (await act(first, { profileId: member.userId, action: 'remove-bio' })).json();
    await app.pool.query(
      `update matching.moderation_actions set created_at = now() - interval '7 months' where id = $1`,
      [late.id],
    );
    expect((await appeal(again, late.id)).statusCode).toBe(404);
    // Dismissals take nothing and have no statement; the late one stays listed, newest first.
    await act(first, { profileId: member.userId, action: 'dismiss' });
    expect((await statements(again)).map((s: { action: string }) => s.action)).toEqual([
      'warn',
      'suspend',
      'remove-bio',
    ]);
  });

  it('takes a report of a conversation after an unmatch, with its messages; one about a stranger who blocked the reporter first reads as gone', async () => {
    const [ana, ben, mod] = [await newMember(app), await newMember(app), await moderator()];
    for (const [from, to] of [
      [ana, ben],
      [ben, ana],
    ] as const)
      expect(
        (await send(from, 'POST', '/api/wishlist', { userId: from.userId, profileId: to.userId })).statusCode,
      ).toBe(201);
    const text = 'Send me money or else.';
    const sent = await send(ben, 'POST', `/api/conversations/${ana.userId}/messages`, {
      text,
      clientId: crypto.randomUUID(),
    });
    expect(sent.statusCode).toBe(201);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/matches/${ben.userId}/${ana.userId}`,
          headers: { cookie: ben.cookie },
        })
      ).statusCode,
    ).toBe(204);

    expect((await send(ana, 'POST', '/api/reports', { profileId: ben.userId, reason: 'harassment' })).statusCode).toBe(
      201,
    );
    const [report] = (await get(mod, `/api/moderation/reports/${ben.userId}`)).json().reports;
    expect(report.evidence.messages).toMatchObject([{ from: 'reported', text }]);
    expect(await myReports(ana)).toMatchObject([{ reason: 'harassment', status: 'under-review' }]);

    // Ben blocks Ana back (stored, though she is gone to him): she must not notice, and her report stays listed.
    await send(ben, 'POST', '/api/blocks', { profileId: ana.userId });
    expect(await app.pool.query('select 1 from matching.blocks where user_id = $1', [ben.userId])).toMatchObject({
      rowCount: 1,
    });
    // Cal, whom she never wrote to, blocked Ana: to her he is gone, as a deleted account, which would leave her
    // nothing to report by. Her report of him is kept for the moderators, unsaid (one about a partner who blocked
    // her is received: oracles.test.ts).
    const cal = await newMember(app);
    expect((await send(cal, 'POST', '/api/blocks', { profileId: ana.userId })).statusCode).toBe(204);
    expect((await send(ana, 'POST', '/api/reports', { profileId: cal.userId, reason: 'spam' })).statusCode).toBe(404);
    expect((await get(mod, `/api/moderation/reports/${cal.userId}`)).json().reports).toHaveLength(1);
    expect((await myReports(ana)).map((r: { reason: string }) => r.reason)).toEqual(['harassment']);
  });

  it('sets a removed photo aside, and a reversal on appeal puts it back where it was, shown to others again', async () => {
    const [member, viewer, first, second] = [
      await newMember(app),
      await newMember(app),
      await moderator(),
      await moderator(),
    ];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => `/media/users/${member.userId}/${name}.webp`);
    await app.pool.query('update matching.profiles set profile_photo = $2, instagram_photos = $3 where id = $1', [
      member.userId,
      a,
      JSON.stringify([a, b, c]),
    ]);
    const seen = async () => {
      const { profilePhoto, instagramPhotos } = (await get(viewer, `/api/profiles/${member.userId}`)).json().profile;
      return { profilePhoto, instagramPhotos };
    };
    const removal = (await act(first, { profileId: member.userId, action: 'remove-photo', photoURL: a })).json();
    // Served to nobody, but kept for the appeal window and a month to decide an appeal made at its end.
    const released = billing.released.at(-1);
    expect(released).toMatchObject({ userId: member.userId, objectURL: a });
    const monthsKept = (Date.parse(released?.keepUntil ?? '') - Date.now()) / (30.4 * 86_400_000);
    expect(monthsKept).toBeGreaterThan(6.9);
    expect(monthsKept).toBeLessThan(7.1);
    expect(await seen()).toEqual({ profilePhoto: b, instagramPhotos: [b, c] });
    const [statement] = await statements(member);
    expect(statement).toMatchObject({ action: 'remove-photo', restriction: 'A photo was removed from your profile.' });

    const appealId = (await appeal(member, removal.id)).json().id;
    expect((await decide(first, appealId, 'reversed')).json().code).toBe('APPEAL_NEEDS_ANOTHER_MODERATOR');
    expect((await decide(second, appealId, 'reversed')).statusCode).toBe(200);
    expect(billing.restored).toEqual([a]);
    expect(await seen()).toEqual({ profilePhoto: a, instagramPhotos: [a, b, c] });

    // A photo whose time had passed (billing deleted it) is not put back: the reversal gives back the rest.
    const again = (await act(first, { profileId: member.userId, action: 'remove-photo', photoURL: c })).json();
    billing.released.splice(0);
    const late = (await appeal(member, again.id)).json().id;
    expect((await decide(second, late, 'reversed')).statusCode).toBe(200);
    expect(await seen()).toEqual({ profilePhoto: a, instagramPhotos: [a, b] });
  });

  it('states a photo hold to its owner as automated, once, mails it, and a moderator reverses it on appeal', async () => {
    const [member, viewer, mod] = [await newMember(app), await newMember(app), await moderator()];
    identity.roles.set(viewer.userId, 'member');
    const holds = async () =>
      (await app.pool.query(`select count(*)::int as n from matching.automated_decisions where kind = 'hold-photo'`))
        .rows[0].n;
    const before = await holds();
    const flag = { userId: member.userId, objectURL: `/media/users/${member.userId}/p.webp`, score: 0.93 };
    for (let time = 0; time < 2; time++) {
      const flagged = await app.inject({
        method: 'POST',
        url: '/internal/matching/photos/flagged',
        headers: serviceHeaders,
        payload: flag,
      });
      expect(flagged.statusCode).toBe(204);
    }
    expect(await holds()).toBe(before + 1);
    const held = {
      action: 'hold-photo',
      restriction: 'A photo of yours is shown to nobody else until a moderator has looked at it.',
      automated: true,
      rule: 'photos',
      appeal: null,
    };
    const [statement] = await statements(member);
    expect(await statements(member)).toMatchObject([held]);
    expect(mailOf(member, statement.id).statement).toMatchObject(held);
    // What the automated check found is ours to say, in the reader's language.
    expect(statement.facts).toMatch(/^Our automated nudity check scored this photo as likely nudity/);
    expect((await inArabic(member, '/api/statements')).statements[0].facts).toMatch(/^قدّر فحصنا الآلي للعري/);
    const shown = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/internal/matching/photos/access?objectURL=${encodeURIComponent(flag.objectURL)}&viewerId=${viewer.userId}`,
          headers: serviceHeaders,
        })
      ).json();
    expect(await shown()).toEqual({ shown: false });

    expect((await appeal(member, statement.id)).statusCode).toBe(201);
    const open = await openAppealOf(mod, statement.id);
    expect(open.decision).toMatchObject({ action: 'hold-photo', moderator: { name: 'Automated review' } });
    expect((await decide(mod, open.id, 'reversed')).statusCode).toBe(200);
    expect(await shown()).toEqual({ shown: true });

    // The statement and its appeal are in the person's data download.
    const exported = await app.inject({
      method: 'GET',
      url: `/internal/matching/users/${member.userId}/export`,
      headers: serviceHeaders,
    });
    const [decided] = exported.json().decisionsAboutYou;
    expect(Date.parse(decided.decidedAt)).toBe(Date.parse(statement.issuedAt));
    expect(exported.json().decisionsAboutYou).toEqual([
      {
        action: 'hold-photo',
        facts: statement.facts,
        rule: 'photos',
        automated: true,
        decidedAt: expect.any(String),
        appeal: {
          note: null,
          appealedAt: expect.any(String),
          status: 'reversed',
          decision: 'Seen again.',
          decidedAt: expect.any(String),
        },
      },
    ]);
  });

  it("states a decision in the person's language: mailed in their account's, in the app and by the link in the browser's", async () => {
    const [member, mod] = [await newMember(app, { bio: 'Buy my course' }), await moderator()];
    identity.languages.set(member.userId, 'ar');
    const removal = (await act(mod, { profileId: member.userId, action: 'remove-bio', rule: 'no-spam' })).json();
    const bioRemoved = { restriction: 'حُذفت نبذتك من ملفك الشخصي.', facts: 'A paid link in the bio.' };
    expect(mailOf(member, removal.id).statement).toMatchObject(bioRemoved);
    expect((await inArabic(member, '/api/statements')).statements).toMatchObject([bioRemoved]);
    expect((await statements(member))[0].restriction).toBe('Your bio was removed from your profile.');

    const suspension = (
      await act(mod, { profileId: member.userId, action: 'suspend', days: 7, rule: 'respect' })
    ).json();
    // Our words in Arabic, the day in Arabic's long form; the moderator's own words as written.
    const mailed = mailOf(member, suspension.id);
    expect(mailed.statement.restriction).toMatch(
      /^حسابك معلّق حتى \d{1,2} \S+ \d{4}.* لا يمكنك تسجيل الدخول ولا يرى أحد ملفك الشخصي\.$/,
    );
    expect(mailed.statement.facts).toBe('A paid link in the bio.');

    const arabic = { accept: 'text/html', 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' };
    const page = await app.inject({ method: 'GET', url: mailed.appealPath, headers: arabic });
    expect(page.body).toMatch(/<html lang="ar" dir="rtl">/);
    for (const words of ['<title>الطعن في هذا القرار · Wishlist</title>', mailed.statement.restriction, 'إرسال الطعن'])
      expect(page.body).toContain(words);
    expect(page.body).toContain('السبب: <bdi>A paid link in the bio.</bdi>');
    const sent = await app.inject({
      method: 'POST',
      url: mailed.appealPath,
      headers: { ...arabic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'note=',
    });
    expect(sent.body).toContain('<h1>طعنك بالانتظار</h1>');
    const forged = mailed.appealPath.replace(/signature=[^&]+/, 'signature=forged');
    const invalid = await app.inject({
      method: 'GET',
      url: forged,
      headers: { accept: 'text/html', cookie: 'wishlist.lang=ar' },
    });
    expect([invalid.statusCode, invalid.body.includes('<h1>هذا الرابط لا يعمل</h1>')]).toEqual([404, true]);
  });
});
