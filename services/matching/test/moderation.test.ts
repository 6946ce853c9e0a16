import { verifySignedPath } from '@wishlist/service-kit';
import { TEST_SECRETS, closedAfterFile, allClosedAfterFile } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../scripts/lib/event-stream-client.ts';
import { initialsPictureUrl } from '../src/core/avatars.ts';
import {
  feedIds,
  like,
  newMember,
  serviceHeaders,
  startFakeIdentity,
  type Member,
  matchingForFile,
} from './support.ts';

// Moderation against real PostgreSQL, with stand-ins for billing and identity (support.ts): identity's stand-in
// keeps roles and, for a ban or suspension, ends the person's sessions in the shared store as identity does.
const identity = closedAfterFile(await startFakeIdentity());
const { app, billing } = await matchingForFile({ env: { IDENTITY_URL: identity.url, IDENTITY_TIMEOUT_MS: '1000' } });
identity.app = app;
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const streams = allClosedAfterFile<EventStreamClient>();

type Method = 'GET' | 'POST' | 'PATCH';
const send = (member: Member | null, method: Method, path: string, payload?: object) =>
  app.inject({ method, url: path, headers: member ? { cookie: member.cookie } : {}, ...(payload && { payload }) });
const get = (member: Member | null, path: string) => send(member, 'GET', path);

async function moderator(role: 'moderator' | 'admin' = 'moderator') {
  const member = await newMember(app, { firstName: 'Sam', lastName: 'Moderator' });
  identity.roles.set(member.userId, role);
  return member;
}
/** A member whose account is 2 days old with a complete profile (a photo too): their reports count. */
async function credibleMember() {
  const member = await newMember(app);
  await app.pool.query(
    `update matching.profiles set created_at = now() - interval '2 days', profile_photo = $2 where id = $1`,
    [member.userId, `/media/users/${member.userId}/face.webp`],
  );
  return member;
}
const setPhotos = (member: Member, photos: string[]) =>
  app.pool.query('update matching.profiles set profile_photo = $2, instagram_photos = $3 where id = $1', [
    member.userId,
    photos[0] ?? null,
    JSON.stringify(photos),
  ]);
const photo = (member: Member, name: string) => `/media/users/${member.userId}/${name}.webp`;

const report = (member: Member, profileId: string, reason = 'spam') =>
  send(member, 'POST', '/api/reports', { profileId, reason });
const act = (member: Member | null, body: Record<string, unknown>) =>
  send(member, 'POST', '/api/moderation/actions', { reason: 'Seen in the reports.', ...body });
const caseOf = async (mod: Member, profileId: string) =>
  (await get(mod, `/api/moderation/reports/${profileId}`)).json();
const queueCase = async (mod: Member, profileId: string) =>
  (await get(mod, '/api/moderation/reports'))
    .json()
    .cases.find((c: { profileId: string }) => c.profileId === profileId);
const ownProfile = async (member: Member) => (await get(member, '/api/profile')).json().profile;
const matched = async (a: Member, b: Member) => {
  expect((await like(app, a, b.userId)).statusCode).toBe(201);
  expect((await like(app, b, a.userId)).statusCode).toBe(201);
};
const message = (from: Member, to: Member, text: string) =>
  send(from, 'POST', `/api/conversations/${to.userId}/messages`, { text, clientId: crypto.randomUUID() });

/** Where `viewer` can see `other`: the feed, by id, their wishlist, their matches and conversations. */
async function whereSees(viewer: Member, other: Member) {
  const ids = (items: { profile: { id: string } }[]) => items.map((item) => item.profile.id);
  return {
    inFeed: (await feedIds(app, viewer)).includes(other.userId),
    byId: (await get(viewer, `/api/profiles/${other.userId}`)).statusCode,
    inWishlist: ids((await get(viewer, `/api/wishlist/${viewer.userId}`)).json().wishlist).includes(other.userId),
    inMatches: ids((await get(viewer, `/api/matches/${viewer.userId}`)).json().matches).includes(other.userId),
    inConversations: ids((await get(viewer, '/api/conversations')).json().conversations).includes(other.userId),
  };
}

describe('reports that cannot hide people', () => {
  let network = 0;
  /** A report sent from an address of a network of its own, unless `address` is given. */
  const reportFrom = (member: Member, profileId: string, address = `10.${String(++network)}.0.7`) =>
    app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: member.cookie },
      remoteAddress: address,
      payload: { profileId, reason: 'harassment' },
    });
  const pass = (member: Member, profileId: string) => send(member, 'POST', '/api/passes', { profileId });
  /** A credible reporter (a day old, complete) who passed the person on their deck. */
  async function metReporter(person: Member) {
    const member = await credibleMember();
    expect((await pass(member, person.userId)).statusCode).toBe(204);
    return member;
  }
  /** Moves the person's automatic hold `hours` into the past, as the clock would. */
  const hoursLater = (person: Member, hours: number) =>
    app.pool.query(
      `update matching.review_holds set held_at = held_at - make_interval(hours => $2),
        ends_at = ends_at - make_interval(hours => $2) where profile_id = $1`,
      [person.userId, hours],
    );
  const inFeed = async (viewer: Member, person: Member) => (await feedIds(app, viewer)).includes(person.userId);

  it('three fresh, never-shown, kept-away or same-network reporters hide nobody; three that met the person do, for 6 hours, and the moderators are mailed at once', async () => {
    const [reported, bystander, mod] = [await newMember(app), await newMember(app), await moderator()];
    // Fresh: complete profiles that passed the person, minutes old.
    for (let i = 0; i < 3; i++) {
      const fresh = await newMember(app);
      await setPhotos(fresh, [photo(fresh, 'me')]);
      expect((await pass(fresh, reported.userId)).statusCode).toBe(204);
      expect((await reportFrom(fresh, reported.userId)).statusCode).toBe(201);
    }
    // Never shown: credible accounts that looked the person up by id.
    for (let i = 0; i < 3; i++)
      expect((await reportFrom(await credibleMember(), reported.userId)).statusCode).toBe(201);
    // Kept away: the person had blocked them (their reports answer as for a deleted account).
    for (let i = 0; i < 3; i++) {
      const keptAway = await metReporter(reported);
      expect((await send(reported, 'POST', '/api/blocks', { profileId: keptAway.userId })).statusCode).toBe(204);
      expect((await reportFrom(keptAway, reported.userId)).statusCode).toBe(404);
    }
    // One network: three credible accounts behind one /24 count once.
    for (const host of [1, 2, 3])
      expect(
        (await reportFrom(await metReporter(reported), reported.userId, `192.0.2.${String(host)}`)).statusCode,
      ).toBe(201);
    expect(await inFeed(bystander, reported)).toBe(true);
    expect(await queueCase(mod, reported.userId)).toMatchObject({
      standing: 'active',
      reports: 12,
      credibleReporters: 3,
    });
    expect(identity.holdAlerts.filter((alert) => alert.profileId === reported.userId)).toEqual([]);

    // Two more networks make three.
    for (let i = 0; i < 2; i++)
      expect((await reportFrom(await metReporter(reported), reported.userId)).statusCode).toBe(201);
    expect(await inFeed(bystander, reported)).toBe(false);
    expect(await queueCase(mod, reported.userId)).toMatchObject({ standing: 'held', credibleReporters: 5 });
    await expect.poll(() => identity.holdAlerts.filter((alert) => alert.profileId === reported.userId)).toHaveLength(1);
    const [alert] = identity.holdAlerts.filter((one) => one.profileId === reported.userId);
    expect(Date.parse(alert?.heldUntil ?? '') - Date.now()).toBeGreaterThan(5.9 * 60 * 60 * 1000);
    expect(Date.parse(alert?.heldUntil ?? '') - Date.now()).toBeLessThanOrEqual(6 * 60 * 60 * 1000);

    // Six hours on, unconfirmed, the hold has ended; more reports do not start it again.
    await hoursLater(reported, 6);
    expect(await inFeed(bystander, reported)).toBe(true);
    expect(await queueCase(mod, reported.userId)).toMatchObject({ standing: 'active' });
    expect((await reportFrom(await metReporter(reported), reported.userId)).statusCode).toBe(201);
    expect(await inFeed(bystander, reported)).toBe(true);
    expect(await act(mod, { profileId: reported.userId, action: 'confirm-hold' })).toMatchObject({
      statusCode: 409,
    });
    expect((await act(mod, { profileId: reported.userId, action: 'confirm-hold' })).json()).toMatchObject({
      code: 'NO_AUTOMATIC_HOLD',
    });
  });

  it('a hold a moderator confirms lasts until the reports are reviewed, and its statement says so', async () => {
    const [reported, bystander, mod] = [await newMember(app), await newMember(app), await moderator()];
    for (let i = 0; i < 3; i++)
      expect((await reportFrom(await metReporter(reported), reported.userId)).statusCode).toBe(201);
    const statement = async () => (await get(reported, '/api/statements')).json().statements[0];
    expect((await statement()).until).toEqual(expect.any(String));
    const confirmed = await act(mod, { profileId: reported.userId, action: 'confirm-hold' });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ action: 'confirm-hold', profileId: reported.userId });
    // Its first end no longer holds: it lasts until the review, in the app and in a new mail.
    const confirmedStatement = {
      action: 'hold-profile',
      until: null,
      restriction: "Your profile is out of other people's feeds until a moderator has reviewed the reports.",
    };
    expect(await statement()).toMatchObject(confirmedStatement);
    const mailed = identity.statements.filter(({ userId }) => userId === reported.userId);
    expect(mailed.map(({ mail }) => mail.statement)).toContainEqual(expect.objectContaining(confirmedStatement));
    await hoursLater(reported, 7);
    expect(await inFeed(bystander, reported)).toBe(false);
    expect((await caseOf(mod, reported.userId)).reports.every((r: { reviewed: boolean }) => !r.reviewed)).toBe(true);

    expect((await act(mod, { profileId: reported.userId, action: 'dismiss' })).statusCode).toBe(201);
    expect(await inFeed(bystander, reported)).toBe(true);
    expect(await queueCase(mod, reported.userId)).toBeUndefined();
  });

  it('states an automatic hold to the person held, by mail too, and a reversal on appeal puts them back', async () => {
    const [reported, bystander, mod] = [await newMember(app), await newMember(app), await moderator()];
    for (let i = 0; i < 3; i++)
      expect((await reportFrom(await metReporter(reported), reported.userId)).statusCode).toBe(201);
    const held = { action: 'hold-profile', automated: true, rule: 'respect', appeal: null };
    const [statement] = (await get(reported, '/api/statements')).json().statements;
    expect(statement).toMatchObject(held);
    expect(statement.restriction).toBe(`Your profile is out of other people's feeds until ${statement.until}.`);
    await expect
      .poll(() => identity.statements.find(({ mail }) => mail.statement.id === statement.id)?.mail.statement)
      .toMatchObject(held);

    expect((await send(reported, 'POST', `/api/statements/${statement.id}/appeal`)).statusCode).toBe(201);
    const [open] = (await get(mod, '/api/moderation/appeals'))
      .json()
      .appeals.filter((one: { decision: { id: string } }) => one.decision.id === statement.id);
    expect(await inFeed(bystander, reported)).toBe(false);
    const reversed = await send(mod, 'POST', `/api/moderation/appeals/${open.id}/decision`, {
      outcome: 'reversed',
      reason: 'The reports were a pile-on.',
    });
    expect(reversed.statusCode).toBe(200);
    expect(await inFeed(bystander, reported)).toBe(true);
  });

  it('orders the queue worst first: the gravest reason, then held people', async () => {
    const mod = await moderator();
    const [spam, underage, harassment] = [await newMember(app), await newMember(app), await newMember(app)];
    expect((await report(await newMember(app), spam.userId, 'spam')).statusCode).toBe(201);
    expect((await report(await newMember(app), harassment.userId, 'harassment')).statusCode).toBe(201);
    expect((await report(await newMember(app), underage.userId, 'under-18')).statusCode).toBe(201);
    const order = (await get(mod, '/api/moderation/reports'))
      .json()
      .cases.map((c: { profileId: string }) => c.profileId)
      .filter((id: string) => [spam, underage, harassment].some((m) => m.userId === id));
    expect(order).toEqual([underage.userId, harassment.userId, spam.userId]);
  });

  it('stores a report on someone who blocked the reporter, still answering 404 (the block stays invisible)', async () => {
    const [ana, ben, mod] = [await newMember(app), await newMember(app), await moderator()];
    expect((await send(ben, 'POST', '/api/blocks', { profileId: ana.userId })).statusCode).toBe(204);
    const res = await report(ana, ben.userId, 'harassment');
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Profile not found.',
      code: 'PROFILE_NOT_FOUND',
    });
    const { reports } = await caseOf(mod, ben.userId);
    expect(reports).toMatchObject([{ reason: 'harassment', reporter: { id: ana.userId }, reviewed: false }]);
  });

  it('freezes the profile, its photos and the last 50 messages as they were when reported', async () => {
    const [ana, ben, mod] = [await newMember(app), await newMember(app, { bio: 'Hi there.' }), await moderator()];
    for (const member of [ana, ben]) await billing.setTier(app, member.userId, 'gold');
    await matched(ana, ben);
    const photos = [photo(ben, 'one'), photo(ben, 'two'), '/media/demo/someone.svg'];
    await setPhotos(ben, photos);
    expect((await send(ben, 'POST', '/api/profile/interests', { interest: 'Chess' })).statusCode).toBe(200);
    for (let i = 1; i <= 52; i++)
      expect((await message(i % 2 ? ben : ana, i % 2 ? ana : ben, `message ${i}`)).statusCode).toBe(201);
    const res = await report(ana, ben.userId, 'harassment');
    expect(res.statusCode).toBe(201);
    const reportId = res.json().id;
    expect(billing.evidence.at(-1)).toEqual({ reportId, objectURLs: photos.slice(0, 2) });

    // Everything changes afterwards.
    expect(
      (await send(ben, 'PATCH', '/api/profile', { firstName: 'Changed', bio: 'Nothing to see.' })).statusCode,
    ).toBe(200);
    await setPhotos(ben, []);

    const [frozen] = (await caseOf(mod, ben.userId)).reports;
    expect(frozen.evidence.profile).toEqual({
      firstName: 'Test',
      lastName: expect.stringMatching(/^Member \d+$/),
      birthDate: '1995-06-15',
      location: '',
      bio: 'Hi there.',
      instagramHandle: '',
      interests: ['Chess'],
    });
    expect(frozen.evidence.photos).toHaveLength(2);
    frozen.evidence.photos.forEach((link: string, n: number) => {
      const [path, query] = link.split('?') as [string, string];
      expect(path).toBe(`/media/evidence/${reportId}/${n}.webp`);
      const params = Object.fromEntries(new URLSearchParams(query));
      expect(verifySignedPath(path, params, TEST_SECRETS.SERVICE_TOKEN)).toBe(true);
      expect(Number(params.expires) * 1000 - Date.now()).toBeGreaterThan(50 * 60 * 1000);
    });
    const { messages } = frozen.evidence;
    expect(messages).toHaveLength(50);
    expect(messages[0]).toEqual({ from: 'reported', text: 'message 3', sentAt: expect.any(String) });
    expect(messages[1]).toMatchObject({ from: 'reporter', text: 'message 4' });
    expect(messages.at(-1)).toMatchObject({ from: 'reporter', text: 'message 52' });
  });

  it('keeps the report when billing cannot copy the photos: they are recorded as missing', async () => {
    const [ana, ben, mod] = [await newMember(app), await newMember(app), await moderator()];
    await setPhotos(ben, [photo(ben, 'one')]);
    billing.down = true;
    try {
      expect((await report(ana, ben.userId)).statusCode).toBe(201);
    } finally {
      billing.down = false;
    }
    const [kept] = (await caseOf(mod, ben.userId)).reports;
    expect(kept).toMatchObject({ reason: 'spam', evidence: { photos: [] } });
    const { rows } = await app.pool.query(`select evidence -> 'photos' as photos from matching.reports where id = $1`, [
      kept.id,
    ]);
    expect(rows).toEqual([{ photos: null }]);
  });
});

describe('who may moderate', () => {
  const operations = (profileId: string): [Method, string, object?][] => [
    ['GET', '/api/moderation/reports'],
    ['GET', `/api/moderation/reports/${profileId}`],
    ['POST', '/api/moderation/actions', { profileId, action: 'dismiss', reason: 'Nothing wrong.' }],
    ['GET', '/api/moderation/audit'],
    ['GET', '/api/moderation/photos'],
  ];

  it('refuses guests (401) and members (403 MODERATORS_ONLY); moderators and admins pass; 503 when identity is down', async () => {
    const [member, mod, admin] = [await newMember(app), await moderator(), await moderator('admin')];
    for (const [method, path, payload] of operations(member.userId)) {
      expect((await send(null, method, path, payload)).statusCode, path).toBe(401);
      expect((await send(member, method, path, payload)).json(), path).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Only moderators can do this.',
        code: 'MODERATORS_ONLY',
      });
      for (const allowed of [mod, admin])
        expect((await send(allowed, method, path, payload)).statusCode).toBeLessThan(300);
    }
    expect((await get(mod, `/api/moderation/audit?profileId=${member.userId}`)).json().entries).toHaveLength(2); // the dismissals
    identity.down = true;
    try {
      for (const [method, path, payload] of operations(member.userId))
        expect((await send(mod, method, path, payload)).statusCode, path).toBe(503);
    } finally {
      identity.down = false;
    }
  });
});

describe('moderation actions', () => {
  it('warn: only someone reported; the person reads the warning at their next visit until they acknowledge it', async () => {
    const [person, other, mod] = [await newMember(app), await newMember(app), await moderator()];
    const warn = { profileId: person.userId, action: 'warn', reason: 'Please keep messages respectful.' };
    // Nobody reported them: no warning out of nowhere.
    expect((await act(mod, warn)).json()).toMatchObject({ statusCode: 403, code: 'NOTHING_REPORTED' });
    expect((await get(person, '/api/warnings')).json()).toEqual({ warnings: [] });
    expect((await report(other, person.userId)).statusCode).toBe(201);
    const res = await act(mod, {
      profileId: person.userId,
      action: 'warn',
      reason: 'Please keep messages respectful.',
    });
    expect(res.statusCode).toBe(201);
    const { warnings } = (await get(person, '/api/warnings')).json();
    expect(warnings).toEqual([
      { id: expect.any(String), reason: 'Please keep messages respectful.', createdAt: expect.any(String) },
    ]);
    const warning = `/api/warnings/${warnings[0].id}/acknowledge`;
    expect((await send(other, 'POST', warning)).statusCode).toBe(404);
    expect((await send(null, 'POST', warning)).statusCode).toBe(401);
    expect((await send(person, 'POST', warning)).statusCode).toBe(204);
    expect((await send(person, 'POST', warning)).statusCode).toBe(204);
    expect((await get(person, '/api/warnings')).json()).toEqual({ warnings: [] });
  });

  it('remove-photo releases it from the store and the profile; remove-bio empties the bio', async () => {
    const [person, mod] = [await newMember(app, { bio: 'Buy my course.' }), await moderator()];
    const [first, second] = [photo(person, 'one'), photo(person, 'two')];
    await setPhotos(person, [first, second]);
    expect((await act(mod, { profileId: person.userId, action: 'remove-photo' })).statusCode).toBe(400);
    expect(
      (await act(mod, { profileId: person.userId, action: 'remove-photo', photoURL: photo(person, 'x') })).statusCode,
    ).toBe(404);
    const removed = await act(mod, { profileId: person.userId, action: 'remove-photo', photoURL: first });
    expect(removed.json()).toMatchObject({ action: 'remove-photo', details: { photoURL: first } });
    expect(billing.released.at(-1)).toMatchObject({ userId: person.userId, objectURL: first });
    expect(await ownProfile(person)).toMatchObject({
      profilePhoto: second,
      instagramPhotos: [second],
      bio: 'Buy my course.',
    });
    expect((await act(mod, { profileId: person.userId, action: 'remove-bio' })).statusCode).toBe(201);
    expect((await ownProfile(person)).bio).toBeNull();
  });

  it('suspend: identity restricts the account for N days and everyone else stops seeing the person', async () => {
    const [person, viewer, mod] = [await newMember(app), await newMember(app), await moderator()];
    await matched(person, viewer);
    expect((await act(mod, { profileId: person.userId, action: 'suspend' })).statusCode).toBe(400);
    const res = await act(mod, { profileId: person.userId, action: 'suspend', days: 7, reason: 'Spam links.' });
    expect(res.statusCode).toBe(201);
    const restriction = identity.restrictions.at(-1);
    expect(restriction).toMatchObject({ userId: person.userId, kind: 'suspend' });
    const days = (Date.parse(restriction?.until ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(res.json().details).toEqual({ days: 7, until: restriction?.until });
    expect(await whereSees(viewer, person)).toEqual({
      inFeed: false,
      byId: 404,
      inWishlist: false,
      inMatches: false,
      inConversations: false,
    });
    expect(await caseOf(mod, person.userId)).toMatchObject({
      standing: 'suspended',
      suspendedUntil: restriction?.until,
    });
    // The suspension over, the person is back.
    await app.pool.query(`update matching.profiles set restricted_until = now() - interval '1 second' where id = $1`, [
      person.userId,
    ]);
    expect((await whereSees(viewer, person)).byId).toBe(200);
  });

  it('ban: ends the live event stream, signs the person out and hides them from everyone', async () => {
    const [person, viewer, mod] = [await newMember(app), await newMember(app), await moderator()];
    await matched(person, viewer);
    expect(await whereSees(viewer, person)).toEqual({
      inFeed: false, // already in the viewer's wishlist
      byId: 200,
      inWishlist: true,
      inMatches: true,
      inConversations: true,
    });
    const stream = await openEventStream(`${url}/api/events`, { cookie: person.cookie });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.next((frame) => frame.retry === '3000');

    const res = await act(mod, { profileId: person.userId, action: 'ban', reason: 'Threats to several people.' });
    expect(res.statusCode).toBe(201);
    expect(identity.restrictions.at(-1)).toEqual({ userId: person.userId, kind: 'ban', until: null });
    await expect(stream.next(() => false, 2000)).rejects.toThrow('ended');
    // Signed out: identity refuses the next sign-in (identity's own tests); matching no longer knows the session.
    expect((await get(person, '/api/profile')).statusCode).toBe(401);
    expect(await whereSees(viewer, person)).toEqual({
      inFeed: false,
      byId: 404,
      inWishlist: false,
      inMatches: false,
      inConversations: false,
    });
    const stranger = await newMember(app);
    expect(await whereSees(stranger, person)).toMatchObject({ inFeed: false, byId: 404 });
    expect(await caseOf(mod, person.userId)).toMatchObject({ standing: 'banned', suspendedUntil: null });
  });

  it('correct-birth-date: the only change of a birth date, 18 or older, with the dates in the audit log', async () => {
    const [person, mod] = [await newMember(app), await moderator()];
    expect((await act(mod, { profileId: person.userId, action: 'correct-birth-date' })).statusCode).toBe(400);
    const young = await act(mod, { profileId: person.userId, action: 'correct-birth-date', birthDate: '2015-01-01' });
    expect(young.json()).toMatchObject({ statusCode: 400, code: 'TOO_YOUNG' });
    const res = await act(mod, { profileId: person.userId, action: 'correct-birth-date', birthDate: '1990-03-04' });
    expect(res.json().details).toEqual({ before: '1995-06-15', after: '1990-03-04' });
    expect((await ownProfile(person)).birthDate).toBe('1990-03-04');
  });

  it('answers 404 for nobody, and a bad body 400', async () => {
    const mod = await moderator();
    expect((await act(mod, { profileId: crypto.randomUUID(), action: 'dismiss' })).json()).toMatchObject({
      statusCode: 404,
      code: 'PROFILE_NOT_FOUND',
    });
    expect((await get(mod, `/api/moderation/reports/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await act(mod, { profileId: crypto.randomUUID(), action: 'shout' })).statusCode).toBe(400);
    expect((await act(mod, { profileId: crypto.randomUUID(), action: 'dismiss', reason: '' })).statusCode).toBe(400);
  });

  it('writes every action in the audit log: who, what, whom, when and why, newest first, page by page', async () => {
    const [person, other, mod] = [
      await newMember(app, { firstName: 'Jordan', lastName: 'Reyes' }),
      await newMember(app),
      await moderator(),
    ];
    const p1 = photo(person, 'held');
    await setPhotos(person, [p1, photo(person, 'kept')]);
    await app.inject({
      method: 'POST',
      url: '/internal/matching/photos/flagged',
      headers: serviceHeaders,
      payload: { userId: person.userId, objectURL: p1, score: 0.9 },
    });
    const actions: Record<string, unknown>[] = [
      { action: 'dismiss' },
      { action: 'warn' },
      { action: 'approve-photo', photoURL: p1 },
      { action: 'remove-photo', photoURL: p1 },
      { action: 'remove-bio' },
      { action: 'correct-birth-date', birthDate: '1994-01-01' },
      { action: 'suspend', days: 3 },
      { action: 'ban' },
    ];
    for (const [n, body] of actions.entries()) {
      // A warning needs an open report (the dismissal before it reviewed the others).
      if (body.action === 'warn') expect((await report(await newMember(app), person.userId)).statusCode).toBe(201);
      expect((await act(mod, { profileId: person.userId, reason: `Reason ${n}.`, ...body })).statusCode).toBe(201);
    }
    for (let i = 0; i < 50; i++)
      expect((await act(mod, { profileId: other.userId, action: 'dismiss' })).statusCode).toBe(201);

    const mine = (await get(mod, `/api/moderation/audit?profileId=${person.userId}`)).json();
    expect(mine.nextCursor).toBeNull();
    // The triage's hold came first, an automated decision in the log too.
    expect(mine.entries.map((e: { action: string }) => e.action)).toEqual([
      ...actions.map((a) => a.action).reverse(),
      'hold-photo',
    ]);
    expect(mine.entries[0]).toEqual({
      id: expect.any(String),
      action: 'ban',
      profileId: person.userId,
      profileName: 'Jordan Reyes',
      moderator: { id: mod.userId, name: 'Sam Moderator' },
      reason: 'Reason 7.',
      details: {},
      createdAt: expect.any(String),
    });
    expect((await caseOf(mod, person.userId)).actions).toEqual(mine.entries);

    const first = (await get(mod, '/api/moderation/audit')).json();
    expect(first.entries).toHaveLength(50);
    const second = (await get(mod, `/api/moderation/audit?cursor=${first.nextCursor}`)).json();
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((e: { id: string }) => e.id)).size).toBe(all.length);
    const times = all.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.filter((e: { profileId: string }) => e.profileId === person.userId)).toHaveLength(actions.length + 1); // and the hold
    expect((await get(mod, '/api/moderation/audit?cursor=nonsense')).json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });
});

describe('photo holds', () => {
  const flag = (member: Member, objectURL: string, headers: Record<string, string> = serviceHeaders) =>
    app.inject({
      method: 'POST',
      url: '/internal/matching/photos/flagged',
      headers,
      payload: { userId: member.userId, objectURL, score: 0.93 },
    });

  it('hide a flagged photo from everyone but its owner until a moderator approves it', async () => {
    const [person, viewer, mod] = [await newMember(app), await newMember(app), await moderator()];
    const [first, second] = [photo(person, 'one'), photo(person, 'two')];
    await setPhotos(person, [first, second]);
    expect((await flag(person, first, {})).statusCode).toBe(401);
    expect((await flag(person, first)).statusCode).toBe(204);
    expect((await flag(person, first)).statusCode).toBe(204);
    expect((await flag(person, photo(person, 'unused'))).statusCode).toBe(204);

    const seen = (await get(viewer, `/api/profiles/${person.userId}`)).json().profile;
    // Held, the profile picture is the initials placeholder anyone without a photo has.
    expect(seen).toMatchObject({ profilePhoto: initialsPictureUrl(seen.name), instagramPhotos: [second] });
    expect(await ownProfile(person)).toMatchObject({ profilePhoto: first, instagramPhotos: [first, second] });
    const { photos } = (await get(mod, '/api/moderation/photos')).json();
    expect(photos.filter((p: { profileId: string }) => p.profileId === person.userId)).toEqual([
      {
        profileId: person.userId,
        name: expect.any(String),
        photoURL: first,
        score: 0.93,
        flaggedAt: expect.any(String),
      },
    ]);

    expect((await act(mod, { profileId: person.userId, action: 'approve-photo', photoURL: first })).statusCode).toBe(
      201,
    );
    expect((await get(viewer, `/api/profiles/${person.userId}`)).json().profile).toMatchObject({
      profilePhoto: first,
      instagramPhotos: [first, second],
    });
    expect((await act(mod, { profileId: person.userId, action: 'approve-photo', photoURL: first })).statusCode).toBe(
      404,
    );
    const queue = (await get(mod, '/api/moderation/photos')).json().photos;
    expect(queue.some((p: { profileId: string }) => p.profileId === person.userId)).toBe(false);
  });

  const addPhoto = (member: Member, imageURL: string) => send(member, 'POST', '/api/profile/photos', { imageURL });
  const clear = (member: Member, objectURL: string) =>
    app.inject({
      method: 'POST',
      url: '/internal/matching/photos/cleared',
      headers: serviceHeaders,
      payload: { userId: member.userId, objectURL, score: 0.01 },
    });
  const access = (objectURL: string, viewer: Member, headers: Record<string, string> = serviceHeaders) =>
    app.inject({
      method: 'GET',
      url: `/internal/matching/photos/access?objectURL=${encodeURIComponent(objectURL)}&viewerId=${viewer.userId}`,
      headers,
    });
  /** Every photo URL `viewer` is shown of `person` (by id: the columns every read of others shares). */
  async function photosShown(viewer: Member, person: Member): Promise<string[]> {
    const { profile } = (await get(viewer, `/api/profiles/${person.userId}`)).json();
    return [profile.profilePhoto, ...profile.instagramPhotos];
  }

  it('show a new photo to its owner only until billing tells its score, not even for a moment', async () => {
    const [person, viewer, mod] = [await newMember(app), await newMember(app), await moderator()];
    const fresh = photo(person, 'fresh');
    billing.uploads.set(fresh, { userId: person.userId, kind: 'photo', triage: 'awaiting' });

    // The viewer reads the person again and again while the photo is added, and after.
    let adding = true;
    const seen: string[] = [];
    const watching = (async () => {
      while (adding) seen.push(...(await photosShown(viewer, person)));
      seen.push(...(await photosShown(viewer, person)));
    })();
    const added = await addPhoto(person, fresh);
    adding = false;
    await watching;
    expect(added.statusCode).toBe(201);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(fresh);
    expect(await ownProfile(person)).toMatchObject({ profilePhoto: fresh, instagramPhotos: [fresh] });
    // Awaiting a score is no flag: the moderators' photo queue does not list it.
    const queued = (await get(mod, '/api/moderation/photos')).json().photos;
    expect(queued.some((p: { profileId: string }) => p.profileId === person.userId)).toBe(false);

    expect((await clear(person, fresh)).statusCode).toBe(204);
    expect(await photosShown(viewer, person)).toContain(fresh);

    // Scored before any profile used it: shown at once; flagged at the lookup: held at once.
    const [early, flagged] = [photo(person, 'early'), photo(person, 'flagged')];
    expect((await clear(person, early)).statusCode).toBe(204);
    billing.uploads.set(early, { userId: person.userId, kind: 'photo', triage: 'awaiting' });
    billing.uploads.set(flagged, { userId: person.userId, kind: 'photo', triage: 'flagged' });
    expect((await addPhoto(person, early)).statusCode).toBe(201);
    expect((await addPhoto(person, flagged)).statusCode).toBe(201);
    const shown = await photosShown(viewer, person);
    expect(shown).toContain(early);
    expect(shown).not.toContain(flagged);
    // A clear score told late changes nothing of a flagged photo.
    expect((await clear(person, flagged)).statusCode).toBe(204);
    expect(await photosShown(viewer, person)).not.toContain(flagged);
  });

  it('tell billing who may be served a flagged photo: moderators, and everyone once it is approved', async () => {
    const [person, viewer, mod] = [await newMember(app), await newMember(app), await moderator()];
    const held = photo(person, 'held');
    await setPhotos(person, [held]);
    expect((await flag(person, held)).statusCode).toBe(204);
    expect((await access(held, viewer, {})).statusCode).toBe(401);
    expect((await access(held, viewer)).json()).toEqual({ shown: false });
    expect((await access(held, mod)).json()).toEqual({ shown: true });
    expect((await act(mod, { profileId: person.userId, action: 'approve-photo', photoURL: held })).statusCode).toBe(
      201,
    );
    expect((await access(held, viewer)).json()).toEqual({ shown: true });
  });
});
