import { closedAfterFile } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { matchingForFile, newMember, serviceHeaders, startFakeIdentity, type Member } from './support.ts';

// Moderators held in check (README: "Moderation"): who may act on whom, the second admin, lifts, the access log of
// case reads and evidence views, burst alerts. Against real PostgreSQL, with identity's stand-in (support.ts).
const identity = closedAfterFile(await startFakeIdentity());
const { app } = await matchingForFile({ env: { IDENTITY_URL: identity.url, IDENTITY_TIMEOUT_MS: '1000' } });
identity.app = app;

type Role = 'moderator' | 'admin';
const send = (member: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const get = (member: Member, url: string) => send(member, 'GET', url);

async function staff(role: Role, firstName = 'Sam') {
  const member = await newMember(app, { firstName, lastName: role === 'admin' ? 'Admin' : 'Moderator' });
  identity.roles.set(member.userId, role);
  return member;
}
const act = (by: Member, profileId: string, body: Record<string, unknown>) =>
  send(by, 'POST', '/api/moderation/actions', { profileId, reason: 'Seen in the reports.', ...body });
const confirm = (by: Member, pendingId: string) =>
  send(by, 'POST', `/api/moderation/actions/pending/${pendingId}/confirm`);
const auditOf = async (mod: Member, profileId: string) =>
  (await get(mod, `/api/moderation/audit?profileId=${profileId}`)).json().entries;
const seenBy = async (viewer: Member, person: Member) =>
  (await get(viewer, `/api/profiles/${person.userId}`)).statusCode;
const refusal = (code: string, message: string) => ({ statusCode: 403, error: 'Forbidden', message, code });
const restrictedIds = () => identity.restrictions.map((restriction) => restriction.userId);

describe('who may act on whom', () => {
  it('refuses a moderator on an admin, on a moderator and on themselves (403 with its code), doing nothing', async () => {
    const [mod, otherMod, admin] = [await staff('moderator'), await staff('moderator'), await staff('admin')];
    const onAdmin = refusal('ACTION_ON_ADMIN', 'Only admins can act on an admin - and a second admin confirms it.');
    const onModerator = refusal('ACTION_ON_MODERATOR', 'Only an admin can act on a moderator.');
    const onSelf = refusal('ACTION_ON_SELF', 'Nobody can act on their own account.');
    const ownPhoto = `/media/users/${mod.userId}/me.webp`;
    await app.pool.query('update matching.profiles set profile_photo = $2 where id = $1', [mod.userId, ownPhoto]);
    await app.inject({
      method: 'POST',
      url: '/internal/matching/photos/flagged',
      headers: serviceHeaders,
      payload: { userId: mod.userId, objectURL: ownPhoto, score: 0.9 },
    });

    expect((await act(mod, admin.userId, { action: 'ban' })).json()).toEqual(onAdmin);
    expect((await act(mod, otherMod.userId, { action: 'suspend', days: 365 })).json()).toEqual(onModerator);
    expect((await act(mod, otherMod.userId, { action: 'warn' })).json()).toEqual(onModerator);
    expect((await act(mod, mod.userId, { action: 'correct-birth-date', birthDate: '1980-01-01' })).json()).toEqual(
      onSelf,
    );
    expect((await act(mod, mod.userId, { action: 'approve-photo', photoURL: ownPhoto })).json()).toEqual(onSelf);
    expect((await act(admin, admin.userId, { action: 'dismiss' })).json()).toEqual(onSelf);

    // Nothing happened: no restriction, no audit entry but the triage's hold, the photo still held, the birth date
    // unchanged.
    expect(restrictedIds()).not.toContain(admin.userId);
    expect(restrictedIds()).not.toContain(otherMod.userId);
    expect((await auditOf(admin, mod.userId)).map((entry: { action: string }) => entry.action)).toEqual(['hold-photo']);
    for (const person of [otherMod, admin]) expect(await auditOf(admin, person.userId)).toEqual([]);
    const held = (await get(admin, '/api/moderation/photos')).json().photos;
    expect(held.map((photo: { photoURL: string }) => photo.photoURL)).toContain(ownPhoto);
    expect((await get(mod, '/api/profile')).json().profile.birthDate).toBe('1995-06-15');

    // An admin acts on a moderator at once (a warning, about a report).
    const reported = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: mod.cookie },
      payload: { profileId: otherMod.userId, reason: 'harassment' },
    });
    expect(reported.statusCode).toBe(201);
    const warned = await act(admin, otherMod.userId, { action: 'warn', reason: 'Too quick to ban.' });
    expect(warned.statusCode).toBe(201);
    expect(warned.json()).toMatchObject({ action: 'warn', moderator: { id: admin.userId } });
  });

  it('has an action on an admin wait for a second admin, who alone can confirm it', async () => {
    const [proposer, second, target, mod] = [
      await staff('admin', 'Ada'),
      await staff('admin', 'Bo'),
      await staff('admin', 'Cy'),
      await staff('moderator'),
    ];
    const proposed = await act(proposer, target.userId, { action: 'ban', reason: 'Sold the members’ data.' });
    expect(proposed.statusCode).toBe(202);
    const pending = proposed.json();
    expect(pending).toEqual({
      id: expect.any(String),
      request: { profileId: target.userId, action: 'ban', reason: 'Sold the members’ data.' },
      profileName: 'Cy Admin',
      proposedBy: { id: proposer.userId, name: 'Ada Admin' },
      createdAt: expect.any(String),
    });
    expect(restrictedIds()).not.toContain(target.userId);
    expect(await seenBy(mod, target)).toBe(200);
    expect((await get(second, '/api/moderation/desk')).json().pending).toContainEqual(pending);
    expect((await get(mod, '/api/moderation/desk')).json()).toEqual({ role: 'moderator', alerts: [], pending: [] });

    expect((await confirm(proposer, pending.id)).json()).toEqual(
      refusal('SECOND_ADMIN_REQUIRED', 'Another admin must confirm this action.'),
    );
    expect((await confirm(target, pending.id)).json()).toMatchObject({ statusCode: 403, code: 'ACTION_ON_SELF' });
    expect((await confirm(mod, pending.id)).json()).toEqual(refusal('ADMINS_ONLY', 'Only admins can do this.'));
    expect(restrictedIds()).not.toContain(target.userId);

    const confirmed = await confirm(second, pending.id);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({
      action: 'ban',
      profileId: target.userId,
      moderator: { id: second.userId, name: 'Bo Admin' },
      reason: 'Sold the members’ data.',
      details: { proposedBy: proposer.userId },
    });
    expect(identity.restrictions.at(-1)).toEqual({ userId: target.userId, kind: 'ban', until: null });
    expect(await seenBy(mod, target)).toBe(404);
    expect((await confirm(second, pending.id)).statusCode).toBe(404);
    expect((await get(second, '/api/moderation/desk')).json().pending).not.toContainEqual(pending);
  });
});

describe('lift', () => {
  it('is for admins, with a reason: the person is back; a person neither banned nor suspended answers 409', async () => {
    const [mod, admin, banned, suspended, viewer] = [
      await staff('moderator'),
      await staff('admin'),
      await newMember(app),
      await newMember(app),
      await newMember(app),
    ];
    expect((await act(mod, banned.userId, { action: 'ban' })).statusCode).toBe(201);
    expect((await act(mod, suspended.userId, { action: 'suspend', days: 30 })).statusCode).toBe(201);
    expect(await seenBy(viewer, banned)).toBe(404);

    expect((await act(mod, banned.userId, { action: 'lift' })).json()).toEqual(
      refusal('ADMINS_ONLY', 'Only admins can do this.'),
    );
    expect((await act(admin, banned.userId, { action: 'lift', reason: '' })).statusCode).toBe(400);
    expect(identity.lifts).not.toContain(banned.userId);

    for (const person of [banned, suspended]) {
      const lifted = await act(admin, person.userId, { action: 'lift', reason: 'The account had been stolen.' });
      expect(lifted.statusCode).toBe(201);
      expect(lifted.json()).toMatchObject({ action: 'lift', reason: 'The account had been stolen.', details: {} });
      expect(identity.lifts).toContain(person.userId);
      expect(await seenBy(viewer, person)).toBe(200);
      expect((await get(admin, `/api/moderation/reports/${person.userId}`)).json()).toMatchObject({
        standing: 'active',
        suspendedUntil: null,
      });
    }
    expect((await act(admin, banned.userId, { action: 'lift' })).json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This person is neither banned nor suspended.',
      code: 'NOT_RESTRICTED',
    });
  });
});

describe('the access log', () => {
  it('writes who read whose case and viewed whose evidence, and when; only admins read it', async () => {
    const [mod, admin, reporter, reported, member] = [
      await staff('moderator', 'Mo'),
      await staff('admin'),
      await newMember(app),
      await newMember(app),
      await newMember(app),
    ];
    const report = await send(reporter, 'POST', '/api/reports', { profileId: reported.userId, reason: 'spam' });
    const reportId = report.json().id;
    const view = (moderatorId: string, id = reportId, headers: Record<string, string> = serviceHeaders) =>
      app.inject({
        method: 'POST',
        url: '/internal/matching/evidence-views',
        headers,
        payload: { moderatorId, reportId: id },
      });

    const before = Date.now();
    expect((await get(mod, `/api/moderation/reports/${reported.userId}`)).statusCode).toBe(200);
    expect((await view(mod.userId)).statusCode).toBe(204);
    expect((await view(member.userId)).json()).toMatchObject({ statusCode: 403, code: 'MODERATORS_ONLY' });
    expect((await view(mod.userId, crypto.randomUUID())).statusCode).toBe(404);
    expect((await view(mod.userId, reportId, {})).statusCode).toBe(401);

    expect((await get(mod, '/api/moderation/access')).json()).toMatchObject({ statusCode: 403, code: 'ADMINS_ONLY' });
    const { entries } = (await get(admin, `/api/moderation/access?profileId=${reported.userId}`)).json();
    const moderator = { id: mod.userId, name: 'Mo Moderator' };
    expect(entries).toEqual([
      { kind: 'evidence-view', moderator, profileId: reported.userId, reportId, at: expect.any(String) },
      { kind: 'case-read', moderator, profileId: reported.userId, reportId: null, at: expect.any(String) },
    ]);
    for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('a burst of bans and suspensions', () => {
  it('alerts the admins in the console and by mail once one moderator passes 5 within 10 minutes, once', async () => {
    const [mod, admin] = [await staff('moderator', 'Rex'), await staff('admin')];
    const people = [];
    for (let i = 0; i < 8; i++) people.push(await newMember(app));
    const restrict = async (person: Member, n: number) =>
      expect(
        (await act(mod, person.userId, n % 2 ? { action: 'ban' } : { action: 'suspend', days: 1 })).statusCode,
      ).toBe(201);
    const alertsOf = async () =>
      (await get(admin, '/api/moderation/desk'))
        .json()
        .alerts.filter((alert: { moderatorId: string }) => alert.moderatorId === mod.userId);

    for (const [n, person] of people.slice(0, 5).entries()) await restrict(person, n);
    // The first of them falls out of the window: the sixth makes 5 within 10 minutes, no burst.
    await app.pool.query(
      `update matching.moderation_actions set created_at = now() - interval '11 minutes'
       where id = (select id from matching.moderation_actions where moderator_id = $1 order by created_at limit 1)`,
      [mod.userId],
    );
    await restrict(people[5] as Member, 5);
    expect(await alertsOf()).toEqual([]);
    expect(identity.burstAlerts.filter((alert) => alert.moderatorId === mod.userId)).toEqual([]);

    await restrict(people[6] as Member, 6);
    const alert = {
      moderatorId: mod.userId,
      moderatorName: 'Rex Moderator',
      count: 6,
      since: expect.any(String),
      raisedAt: expect.any(String),
    };
    expect(await alertsOf()).toEqual([alert]);
    expect(identity.burstAlerts.filter((mailed) => mailed.moderatorId === mod.userId)).toEqual([alert]);
    // Told once per window.
    await restrict(people[7] as Member, 7);
    expect(await alertsOf()).toHaveLength(1);
    expect((await get(mod, '/api/moderation/desk')).json().alerts).toEqual([]);
  });
});
