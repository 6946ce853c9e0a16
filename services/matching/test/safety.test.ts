import { describe, expect, it } from 'vitest';
import { feedIds, insertPerson, like, newMember, type Member, matchingForFile } from './support.ts';

const { app, billing } = await matchingForFile();

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const send = (member: Member | null, { method, url, payload }: Request) =>
  app.inject({ method, url, headers: member ? { cookie: member.cookie } : {}, ...(payload && { payload }) });
const get = (member: Member, url: string) => send(member, { method: 'GET', url });
const block = (member: Member | null, profileId: string) =>
  send(member, { method: 'POST', url: '/api/blocks', payload: { profileId } });
const unblock = (member: Member, profileId: string) =>
  send(member, { method: 'DELETE', url: `/api/blocks/${profileId}` });
const report = (member: Member | null, profileId: string, reason = 'spam', note?: string) =>
  send(member, {
    method: 'POST',
    url: '/api/reports',
    payload: { profileId, reason, ...(note !== undefined && { note }) },
  });
const unmatch = (member: Member, profileId: string, userId = member.userId) =>
  send(member, { method: 'DELETE', url: `/api/matches/${userId}/${profileId}` });

/** A signed-in member who sees who likes them (premium), so likes received list people. */
async function premiumMember(details: Record<string, string> = {}) {
  const member = await newMember(app, details);
  await billing.setTier(app, member.userId, 'premium');
  return member;
}

const ids = (items: { profile: { id: string } }[]) => items.map((item) => item.profile.id);
const wishlistIds = async (member: Member) =>
  ids((await get(member, `/api/wishlist/${member.userId}`)).json().wishlist);
const matchIds = async (member: Member) => ids((await get(member, `/api/matches/${member.userId}`)).json().matches);
const likesReceived = async (member: Member) => (await get(member, '/api/likes/received')).json();

/** Everything `viewer` could see of `other`: where they appear, and whether a like reaches them. */
async function whatSees(viewer: Member, other: Member) {
  const received = await likesReceived(viewer);
  return {
    inFeed: (await feedIds(app, viewer)).includes(other.userId),
    byId: (await get(viewer, `/api/profiles/${other.userId}`)).statusCode,
    inWishlist: (await wishlistIds(viewer)).includes(other.userId),
    inLikesReceived: ids(received.likes).includes(other.userId),
    inMatches: (await matchIds(viewer)).includes(other.userId),
  };
}
const SEES_NOTHING = { inFeed: false, byId: 404, inWishlist: false, inLikesReceived: false, inMatches: false };

const message = (from: Member, to: Member, text = 'Hello!') =>
  send(from, {
    method: 'POST',
    url: `/api/conversations/${to.userId}/messages`,
    payload: { text, clientId: crypto.randomUUID() },
  });
const conversationsOf = async (member: Member) => (await get(member, '/api/conversations')).json();
/** The events `member`'s stream was given (the table the stream reads), as type and data. */
const eventsOf = async (member: Member) =>
  (
    await app.pool.query<{ type: string; data: object }>(
      'select type, data from matching.events where user_id = $1 order by id',
      [member.userId],
    )
  ).rows;

/** A like of `to` by `from` written straight into the table, as one that lands at the very moment of a block. */
const rawLike = (from: Member, to: Member) =>
  app.pool.query('insert into matching.wishlist_entries (id, user_id, profile_id) values (gen_random_uuid(), $1, $2)', [
    from.userId,
    to.userId,
  ]);

describe('POST /api/blocks', () => {
  it('hides both people from each other everywhere, both ways, and refuses a like either way', async () => {
    const [ana, ben] = [await premiumMember({ firstName: 'Ana' }), await premiumMember({ firstName: 'Ben' })];
    expect((await feedIds(app, ana)).includes(ben.userId)).toBe(true);
    expect((await like(app, ana, ben.userId)).statusCode).toBe(201);
    expect((await like(app, ben, ana.userId)).json().matched).toBe(true);
    expect(await whatSees(ana, ben)).toEqual({
      inFeed: false,
      byId: 200,
      inWishlist: true,
      inLikesReceived: false,
      inMatches: true,
    });
    expect((await message(ben, ana)).statusCode).toBe(201);
    expect((await conversationsOf(ana)).unreadTotal).toBe(1);

    expect((await block(ana, ben.userId)).statusCode).toBe(204);
    expect(await whatSees(ana, ben)).toEqual(SEES_NOTHING);
    expect(await whatSees(ben, ana)).toEqual(SEES_NOTHING);
    for (const [from, to] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      expect((await like(app, from, to.userId)).json()).toMatchObject({ statusCode: 404, code: 'PROFILE_NOT_FOUND' });
      expect(
        (await send(from, { method: 'POST', url: '/api/passes', payload: { profileId: to.userId } })).statusCode,
      ).toBe(404);
      // The conversation does not exist for either: not listed, not readable, no message goes through.
      expect(await conversationsOf(from)).toEqual({
        conversations: [],
        nextCursor: null,
        unreadTotal: 0,
        newMatchTotal: 0,
      });
      expect((await get(from, `/api/conversations/${to.userId}/messages`)).json()).toMatchObject({
        statusCode: 404,
        code: 'PROFILE_NOT_FOUND',
      });
      expect((await message(from, to)).json()).toMatchObject({ statusCode: 404, code: 'PROFILE_NOT_FOUND' });
    }
    // Ana's screens are told; to Ben the block reads like Ana deleting her account, which tells nothing.
    expect((await eventsOf(ana)).at(-1)).toEqual({ type: 'conversation-closed', data: { profileId: ben.userId } });
    expect((await eventsOf(ben)).map((event) => event.type)).not.toContain('conversation-closed');
  });

  it('keeps likes written at the moment of the block hidden both ways (the one rule, not the deletion, hides them)', async () => {
    const [ana, ben] = [await premiumMember(), await premiumMember()];
    expect((await block(ben, ana.userId)).statusCode).toBe(204);
    await rawLike(ana, ben);
    await rawLike(ben, ana);
    expect(await whatSees(ana, ben)).toEqual(SEES_NOTHING);
    expect(await whatSees(ben, ana)).toEqual(SEES_NOTHING);
    expect((await likesReceived(ana)).count).toBe(0);
  });

  it("ends a match for good: unblocking shows the person again, not the match (the blocked one's like stood all along)", async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    await block(ana, ben.userId);
    expect((await unblock(ana, ben.userId)).statusCode).toBe(204);
    expect((await get(ben, `/api/profiles/${ana.userId}`)).statusCode).toBe(200);
    expect((await feedIds(app, ana)).includes(ben.userId)).toBe(true);
    expect(await matchIds(ana)).toEqual([]);
    expect(await wishlistIds(ana)).toEqual([]);
    expect(await wishlistIds(ben)).toEqual([ana.userId]);
  });

  it('answers 204 to blocking again, and unblocking lifts only the own block (blocking back: oracles.test.ts)', async () => {
    const [ana, ben, cai] = [await newMember(app), await newMember(app), await newMember(app)];
    expect((await block(ana, ben.userId)).statusCode).toBe(204);
    expect((await block(ana, ben.userId)).statusCode).toBe(204);
    expect((await block(ana, cai.userId)).statusCode).toBe(204);
    expect((await block(cai, ana.userId)).statusCode).toBe(404);
    expect((await unblock(ana, ben.userId)).statusCode).toBe(204);
    expect((await get(ana, `/api/profiles/${ben.userId}`)).statusCode).toBe(200);
    // Cai's block back stands once Ana lifts hers.
    expect((await unblock(ana, cai.userId)).statusCode).toBe(204);
    expect((await get(ana, `/api/profiles/${cai.userId}`)).statusCode).toBe(404);
  });

  it('refuses yourself (400), nobody (404), a bad id (400) and a guest (401)', async () => {
    const ana = await newMember(app);
    expect((await block(ana, ana.userId)).json()).toMatchObject({ statusCode: 400, code: 'SELF_BLOCK' });
    expect((await block(ana, crypto.randomUUID())).json()).toMatchObject({
      statusCode: 404,
      code: 'PROFILE_NOT_FOUND',
    });
    expect((await block(ana, 'nope')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await block(null, ana.userId)).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/blocks and DELETE /api/blocks/{profileId}', () => {
  it('lists the people I blocked, newest first; the blocked person never learns of it', async () => {
    const [ana, ben, cai] = [
      await newMember(app),
      await newMember(app, { firstName: 'Ben', lastName: 'Ode' }),
      await newMember(app),
    ];
    await block(ana, ben.userId);
    await block(ana, cai.userId);
    const res = await get(ana, '/api/blocks');
    expect(res.statusCode).toBe(200);
    const { blocks } = res.json();
    expect(blocks.map((person: { id: string }) => person.id)).toEqual([cai.userId, ben.userId]);
    expect(blocks[1]).toEqual({
      id: ben.userId,
      name: 'Ben Ode',
      imageURL: '/api/avatars/BO',
      blockedAt: expect.any(String),
    });
    expect((await get(ben, '/api/blocks')).json()).toEqual({ blocks: [] });
  });

  it('shows each person as they were shown when blocked: their name then, their picture then, never a held one', async () => {
    const [ana, ben, cai] = [
      await newMember(app),
      await newMember(app, { firstName: 'Ben', lastName: 'Ode' }),
      await newMember(app, { firstName: 'Cai', lastName: 'Held' }),
    ];
    const media = (member: Member, name: string) => `/media/users/${member.userId}/${name}.webp`;
    const [then, later, held] = [media(ben, 'then'), media(ben, 'later'), media(cai, 'held')];
    billing.uploads.set(then, { userId: ben.userId, kind: 'photo' });
    billing.uploads.set(later, { userId: ben.userId, kind: 'photo' });
    billing.uploads.set(held, { userId: cai.userId, kind: 'photo', triage: 'flagged' });
    const addPhoto = (member: Member, imageURL: string) =>
      send(member, { method: 'POST', url: '/api/profile/photos', payload: { imageURL } });
    expect((await addPhoto(ben, then)).statusCode).toBe(201);
    expect((await addPhoto(cai, held)).statusCode).toBe(201);
    await block(ana, ben.userId);
    await block(ana, cai.userId);

    // Afterwards Ben renames himself and puts a new picture first; Cai's photo is approved.
    const rename = { method: 'PATCH', url: '/api/profile', payload: { firstName: 'Benjamin' } } as const;
    expect((await app.inject({ ...rename, headers: { cookie: ben.cookie } })).statusCode).toBe(200);
    expect((await addPhoto(ben, later)).statusCode).toBe(201);
    expect(
      (await send(ben, { method: 'PUT', url: '/api/profile/picture', payload: { imageURL: later } })).statusCode,
    ).toBe(200);
    await app.pool.query('update matching.photo_holds set decided_at = now() where object_url = $1', [held]);
    const listed = async () =>
      Object.fromEntries(
        (await get(ana, '/api/blocks'))
          .json()
          .blocks.map((row: { name: string; imageURL: string }) => [row.name, row.imageURL]),
      );
    expect(await listed()).toEqual({ 'Ben Ode': then, 'Cai Held': '/api/avatars/CH' });

    // A picture the person no longer uses is their initials.
    expect(
      (await send(ben, { method: 'DELETE', url: `/api/profile/photos?imageURL=${encodeURIComponent(then)}` }))
        .statusCode,
    ).toBeLessThan(300);
    expect(await listed()).toEqual({ 'Ben Ode': '/api/avatars/BO', 'Cai Held': '/api/avatars/CH' });
  });

  it('unblocks with 204; someone not blocked 404; a guest 401', async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    expect((await unblock(ana, ben.userId)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await block(ana, ben.userId);
    expect((await unblock(ana, ben.userId)).statusCode).toBe(204);
    expect((await get(ana, '/api/blocks')).json()).toEqual({ blocks: [] });
    expect((await send(null, { method: 'GET', url: '/api/blocks' })).statusCode).toBe(401);
    expect((await send(null, { method: 'DELETE', url: `/api/blocks/${ben.userId}` })).statusCode).toBe(401);
  });
});

describe('POST /api/reports', () => {
  it('stores who, whom, why and when, and blocks the person', async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    const res = await report(ana, ben.userId, 'harassment', '  Rude messages.  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), reason: 'harassment', createdAt: expect.any(String) });
    const { rows } = await app.pool.query(
      'select reporter_id, profile_id, reason, note, created_at, reviewed_at from matching.reports where id = $1',
      [res.json().id],
    );
    expect(rows).toEqual([
      {
        reporter_id: ana.userId,
        profile_id: ben.userId,
        reason: 'harassment',
        note: 'Rude messages.',
        created_at: expect.any(String),
        reviewed_at: null,
      },
    ]);
    expect((await get(ben, `/api/profiles/${ana.userId}`)).statusCode).toBe(404);
    expect((await get(ana, '/api/blocks')).json().blocks.map((person: { id: string }) => person.id)).toEqual([
      ben.userId,
    ]);
  });

  it('refuses a bad reason or a note over 500 characters (400), yourself (400), nobody (404) and a guest (401)', async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    expect((await report(ana, ben.userId, 'rude')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await report(ana, ben.userId, 'other', 'x'.repeat(501))).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
    });
    expect((await report(ana, ana.userId)).json()).toMatchObject({ statusCode: 400, code: 'SELF_REPORT' });
    expect((await report(ana, crypto.randomUUID())).json()).toMatchObject({
      statusCode: 404,
      code: 'PROFILE_NOT_FOUND',
    });
    expect((await report(null, ben.userId)).statusCode).toBe(401);
    expect(
      (await app.pool.query('select count(*)::int as n from matching.reports where reporter_id = $1', [ana.userId]))
        .rows[0],
    ).toEqual({ n: 0 });
    expect((await report(ana, ben.userId, 'other', 'x'.repeat(500))).statusCode).toBe(201);
  });
});

describe('DELETE /api/matches/{userId}/{profileId}', () => {
  it('ends the match for both without a block and closes the conversation for both (history kept, sending 409)', async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    expect((await message(ana, ben, 'See you Friday?')).statusCode).toBe(201);
    expect((await unmatch(ana, ben.userId)).statusCode).toBe(204);
    for (const [viewer, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      expect(await matchIds(viewer)).toEqual([]);
      expect(await wishlistIds(viewer)).toEqual([]);
      // Final both ways: neither finds the other again, and a like answers as for nobody.
      expect(await whatSees(viewer, other)).toEqual(SEES_NOTHING);
      expect((await like(app, viewer, other.userId)).json()).toMatchObject({
        statusCode: 404,
        code: 'PROFILE_NOT_FOUND',
      });
      const [conversation] = (await conversationsOf(viewer)).conversations;
      expect(conversation).toMatchObject({
        profile: { id: other.userId },
        open: false,
        lastMessage: { text: 'See you Friday?' },
      });
      const history = (await get(viewer, `/api/conversations/${other.userId}/messages`)).json();
      expect(history).toMatchObject({ open: false, messages: [{ text: 'See you Friday?' }] });
      expect((await message(viewer, other)).json()).toMatchObject({ statusCode: 409, code: 'CONVERSATION_CLOSED' });
      expect((await eventsOf(viewer)).at(-1)).toEqual({
        type: 'conversation-closed',
        data: { profileId: other.userId },
      });
    }
    expect(
      (await send(ana, { method: 'POST', url: `/api/wishlist/${ana.userId}/${ben.userId}/restore` })).statusCode,
    ).toBe(404);
    expect((await unmatch(ben, ana.userId)).statusCode).toBe(404);
  });

  it('keeps the two apart for good, whoever unmatched: no like, super like or Undo brings either back', async () => {
    const [ana, ben] = [await premiumMember({ firstName: 'Ana' }), await premiumMember({ firstName: 'Ben' })];
    await billing.setTier(app, ben.userId, 'gold');
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    // Ben took his like back and put it back (Undo) before Ana unmatched: the match stood, then ended.
    expect((await send(ben, { method: 'DELETE', url: `/api/wishlist/${ben.userId}/${ana.userId}` })).statusCode).toBe(
      204,
    );
    const undo = () => send(ben, { method: 'POST', url: `/api/wishlist/${ben.userId}/${ana.userId}/restore` });
    expect((await undo()).statusCode).toBe(201);
    expect((await unmatch(ana, ben.userId)).statusCode).toBe(204);
    const superLike = await send(ben, {
      method: 'POST',
      url: '/api/wishlist',
      payload: { userId: ben.userId, profileId: ana.userId, superLike: true },
    });
    expect(superLike.json()).toMatchObject({ statusCode: 404, code: 'PROFILE_NOT_FOUND' });
    expect((await undo()).statusCode).toBe(404);
    // A like written at the very moment of the unmatch stays hidden both ways, and is not counted.
    await rawLike(ben, ana);
    await rawLike(ana, ben);
    expect(await whatSees(ana, ben)).toEqual(SEES_NOTHING);
    expect(await whatSees(ben, ana)).toEqual(SEES_NOTHING);
    expect((await likesReceived(ana)).count).toBe(0);
    expect((await likesReceived(ben)).count).toBe(0);
    expect((await message(ben, ana)).json()).toMatchObject({ statusCode: 409, code: 'CONVERSATION_CLOSED' });
    // Blocking afterwards still works for either, and tells nothing new.
    expect((await block(ben, ana.userId)).statusCode).toBe(204);
  });

  it('refuses without a match (404, and the one like stays), for another user (403), a bad id (400) and a guest (401)', async () => {
    const ana = await newMember(app);
    const person = await insertPerson(app);
    await like(app, ana, person);
    expect((await unmatch(ana, person)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(await wishlistIds(ana)).toEqual([person]);
    expect((await unmatch(ana, person, crypto.randomUUID())).json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await unmatch(ana, 'nope')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await send(null, { method: 'DELETE', url: `/api/matches/${ana.userId}/${person}` })).statusCode).toBe(401);
  });
});
