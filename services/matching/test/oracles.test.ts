import { describe, expect, it } from 'vitest';
import { at, feedIds, like, newMember, serviceHeaders, type Member, matchingForFile } from './support.ts';

// What a person can learn about others from what they read, after blocks, unblocks, reports and the rest:
// a free user never learns who liked them, and a block reads to the person blocked like the blocker's deletion.
const { app, billing } = await matchingForFile();

type Method = 'GET' | 'POST' | 'DELETE';
const send = (member: Member, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const get = (member: Member, url: string) => send(member, 'GET', url);
const block = (member: Member, profileId: string) => send(member, 'POST', '/api/blocks', { profileId });
const unblock = (member: Member, profileId: string) => send(member, 'DELETE', `/api/blocks/${profileId}`);
const report = (member: Member, profileId: string) =>
  send(member, 'POST', '/api/reports', { profileId, reason: 'spam' });
const pass = (member: Member, profileId: string) => send(member, 'POST', '/api/passes', { profileId });
const message = (from: Member, to: string, text: string) =>
  send(from, 'POST', `/api/conversations/${to}/messages`, { text, clientId: crypto.randomUUID() });

/** Every count a free member can read about themselves: likes received, and today's use of their plan. */
async function counts(member: Member) {
  const received = (await get(member, '/api/likes/received')).json();
  const { used } = (await get(member, '/api/entitlements')).json();
  return { likesYou: received.count, locked: received.locked, names: received.likes.length, used };
}

describe('a free user attacking "who likes me" through blocks', () => {
  it('learns nothing blocking, reporting, passing and unblocking candidates one at a time: the count never moves', async () => {
    const viewer = await newMember(app);
    const candidates = await Promise.all(Array.from({ length: 6 }, () => newMember(app)));
    const liker = at(candidates, 3);
    expect((await like(app, liker, viewer.userId)).statusCode).toBe(201);
    const before = await counts(viewer);
    expect(before).toMatchObject({ likesYou: 1, locked: true, names: 0 });
    const feedBefore = await feedIds(app, viewer);

    // What the viewer reads after each step, for each candidate: the liker's row must be like everyone else's.
    const readings: unknown[] = [];
    for (const candidate of candidates) {
      expect((await block(viewer, candidate.userId)).statusCode).toBe(204);
      const blocked = await counts(viewer);
      const feed = await feedIds(app, viewer);
      expect(feed).toEqual(feedBefore.filter((id) => id !== candidate.userId));
      expect((await unblock(viewer, candidate.userId)).statusCode).toBe(204);
      const unblocked = await counts(viewer);
      expect(await feedIds(app, viewer)).toEqual(feedBefore);
      readings.push({ blocked, unblocked });
    }
    for (const reading of readings) expect(reading).toEqual({ blocked: before, unblocked: before });

    // All at once, then all lifted: still one like, and it is the liker's, still standing.
    for (const candidate of candidates) await block(viewer, candidate.userId);
    expect(await counts(viewer)).toEqual(before);
    for (const candidate of candidates) await unblock(viewer, candidate.userId);
    expect(await counts(viewer)).toEqual(before);
    expect(
      (await get(liker, `/api/wishlist/${liker.userId}`))
        .json()
        .wishlist.map((entry: { profile: { id: string } }) => entry.profile.id),
    ).toEqual([viewer.userId]);

    // A report blocks too, and a pass hides for a week: neither moves the count either.
    for (const candidate of candidates) {
      expect((await report(viewer, candidate.userId)).statusCode).toBe(201);
      expect(await counts(viewer)).toEqual(before);
      expect((await unblock(viewer, candidate.userId)).statusCode).toBe(204);
      expect((await pass(viewer, candidate.userId)).statusCode).toBe(204);
      expect(await counts(viewer)).toEqual(before);
    }
  });

  it('sees the count fall only when the liker blocks them, as when the liker deletes their account, for good', async () => {
    const [viewer, liker, deleted] = [await newMember(app), await newMember(app), await newMember(app)];
    await like(app, liker, viewer.userId);
    await like(app, deleted, viewer.userId);
    expect((await counts(viewer)).likesYou).toBe(2);
    expect((await block(liker, viewer.userId)).statusCode).toBe(204);
    expect((await counts(viewer)).likesYou).toBe(1);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/internal/matching/users/${deleted.userId}`,
          headers: serviceHeaders,
        })
      ).statusCode,
    ).toBe(200);
    expect((await counts(viewer)).likesYou).toBe(0);
    expect((await unblock(liker, viewer.userId)).statusCode).toBe(204);
    expect((await counts(viewer)).likesYou).toBe(0);
  });
});

/** Replaces `id` by a placeholder everywhere in a JSON answer, so two worlds with different people compare. */
const anonymous = (value: unknown, id: string) => JSON.parse(JSON.stringify(value).replaceAll(id, 'THEM'));

/** A document's shape: its lists by their length, its other values by their type, so two worlds' downloads compare. */
const rowsOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.length
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, rowsOf(inner)]))
      : value === null
        ? null
        : typeof value;

/**
 * Everything `viewer` can read or try about `them`: lists, counts, the profile, the conversation, and the answers of
 * every operation on them (the writes last, each refused).
 */
async function everythingAbout(viewer: Member, them: string) {
  const answer = async (res: Awaited<ReturnType<typeof get>>) => ({
    status: res.statusCode,
    body: res.body ? res.json() : null,
  });
  const ids = (items: { profile: { id: string } }[]) => items.map((item) => item.profile.id);
  const received = (await get(viewer, '/api/likes/received')).json();
  const exported = (
    await app.inject({
      method: 'GET',
      url: `/internal/matching/users/${viewer.userId}/export`,
      headers: serviceHeaders,
    })
  ).json();
  const read = {
    inFeed: (await feedIds(app, viewer)).includes(them),
    profile: await answer(await get(viewer, `/api/profiles/${them}`)),
    wishlist: ids((await get(viewer, `/api/wishlist/${viewer.userId}`)).json().wishlist),
    likesReceived: { count: received.count, people: ids(received.likes) },
    matches: ids((await get(viewer, `/api/matches/${viewer.userId}`)).json().matches),
    conversations: (await get(viewer, '/api/conversations')).json(),
    messages: await answer(await get(viewer, `/api/conversations/${them}/messages`)),
    blocks: (await get(viewer, '/api/blocks')).json(),
    used: (await get(viewer, '/api/entitlements')).json().used,
    // The data download: which sections, how many rows in each list, and that none names them.
    exportRows: rowsOf(exported),
    exportNamesThem: JSON.stringify(exported).includes(them),
  };
  const tried = {
    message: await answer(await message(viewer, them, 'Are you there?')),
    like: await answer(await like(app, viewer, them)),
    pass: await answer(await pass(viewer, them)),
    removeFromWishlist: await answer(await send(viewer, 'DELETE', `/api/wishlist/${viewer.userId}/${them}`)),
    undo: await answer(await send(viewer, 'POST', `/api/wishlist/${viewer.userId}/${them}/restore`)),
    unmatch: await answer(await send(viewer, 'DELETE', `/api/matches/${viewer.userId}/${them}`)),
    markRead: await answer(
      await send(viewer, 'POST', `/api/conversations/${them}/read`, { messageId: crypto.randomUUID() }),
    ),
    block: await answer(await block(viewer, them)),
    unblock: await answer(await unblock(viewer, them)),
    // Its receipt's id and time, by their types: two worlds' reports differ in those alone.
    report: await answer(await report(viewer, them)).then(({ status, body }) => ({ status, body: rowsOf(body) })),
  };
  // The report, in their reports and their download: listed alike, with nothing of the person's in the download.
  const reportsAfter = (await get(viewer, '/api/reports/mine')).json().reports;
  const exportedAfter = await app.inject({
    method: 'GET',
    url: `/internal/matching/users/${viewer.userId}/export`,
    headers: serviceHeaders,
  });
  const after = {
    blocks: (await get(viewer, '/api/blocks')).json(),
    reports: reportsAfter.map(({ name, reason, status }: Record<string, string>) => ({ name, reason, status })),
    exportedReports: rowsOf(exportedAfter.json().reportsYouMade),
  };
  return anonymous({ read, tried, after }, them);
}

describe('to the person blocked, a block', () => {
  /** `them` and `viewer` (premium: sees who likes them) matched and wrote to each other; then `them` leaves by `how`. */
  async function world(how: (them: Member, viewer: Member) => Promise<void>) {
    const [them, viewer] = [await newMember(app), await newMember(app)];
    await billing.setTier(app, viewer.userId, 'premium');
    expect((await like(app, viewer, them.userId)).statusCode).toBe(201);
    expect((await like(app, them, viewer.userId)).json().matched).toBe(true);
    expect((await message(viewer, them.userId, 'Hello!')).statusCode).toBe(201);
    const hi = await message(them, viewer.userId, 'Hi, you!');
    expect(
      (await send(viewer, 'POST', `/api/conversations/${them.userId}/read`, { messageId: hi.json().id })).statusCode,
    ).toBe(204);
    const newestEvent = async () =>
      (
        await app.pool.query('select coalesce(max(id), 0) as id from matching.events where user_id = $1', [
          viewer.userId,
        ])
      ).rows[0].id;
    const before = await newestEvent();
    await how(them, viewer);
    // What the viewer's event stream is told of it.
    const told = await app.pool.query(
      'select type, data from matching.events where user_id = $1 and id > $2 order by id',
      [viewer.userId, before],
    );
    return { ...(await everythingAbout(viewer, them.userId)), told: told.rows };
  }

  it('reads exactly like the blocker deleting their account: every list, count, answer and the data download', async () => {
    const deleted = await world(async (them) => {
      const res = await app.inject({
        method: 'DELETE',
        url: `/internal/matching/users/${them.userId}`,
        headers: serviceHeaders,
      });
      expect(res.statusCode).toBe(200);
    });
    const blocked = await world(async (them, viewer) => {
      expect((await block(them, viewer.userId)).statusCode).toBe(204);
    });
    expect(deleted).toMatchObject({
      read: { profile: { status: 404 }, wishlist: [], matches: [], exportNamesThem: false },
      tried: { block: { status: 404 }, report: { status: 201 } },
      after: { reports: [{ name: 'Test', reason: 'spam', status: 'received' }], exportedReports: 1 },
      told: [],
    });
    expect(blocked).toEqual(deleted);
  });

  it('takes back their like of the blocker when they remove it (answered 404): an unblock makes no match of it', async () => {
    const [them, viewer] = [await newMember(app), await newMember(app)];
    expect((await like(app, viewer, them.userId)).statusCode).toBe(201);
    expect((await block(them, viewer.userId)).statusCode).toBe(204);
    expect((await send(viewer, 'DELETE', `/api/wishlist/${viewer.userId}/${them.userId}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect((await unblock(them, viewer.userId)).statusCode).toBe(204);
    expect((await like(app, them, viewer.userId)).json().matched).toBe(false);
  });

  it('to block them back, report or unblock them answers as for a deleted account (404); the block back is stored, and nothing of it reaches them', async () => {
    const [them, viewer, other] = [await newMember(app), await newMember(app), await newMember(app)];
    await billing.setTier(app, them.userId, 'premium');
    expect((await like(app, viewer, them.userId)).statusCode).toBe(201);
    expect((await block(them, viewer.userId)).statusCode).toBe(204);
    const theirView = async () => ({
      counts: await counts(them),
      blocks: (await get(them, '/api/blocks')).json(),
      likes: (await get(them, '/api/likes/received')).json(),
    });
    const before = await theirView();

    const deleted = (await block(viewer, crypto.randomUUID())).json();
    expect((await block(viewer, them.userId)).json()).toEqual(deleted);
    expect((await report(viewer, them.userId)).json()).toEqual(deleted);
    // They never had a conversation: a deletion would have left nothing to report by, so nothing is listed either.
    expect((await get(viewer, '/api/reports/mine')).json()).toEqual({ reports: [] });
    const stored = await app.pool.query(
      `select 'block' as kind from matching.blocks where user_id = $1
       union all select 'report' from matching.reports where reporter_id = $1`,
      [viewer.userId],
    );
    // Both are kept (the report for the moderators: README "Moderation"); nothing the viewer can read tells them apart.
    expect(stored.rows.map((row: { kind: string }) => row.kind).sort()).toEqual(['block', 'report']);
    expect(await theirView()).toEqual(before);
    expect((await block(viewer, other.userId)).statusCode).toBe(204);

    // Once they lift theirs (answered as any unblock), the viewer's block keeps the two apart, and is listed.
    expect((await unblock(them, viewer.userId)).statusCode).toBe(204);
    expect((await get(them, `/api/profiles/${viewer.userId}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/profiles/${them.userId}`)).statusCode).toBe(404);
    expect((await get(viewer, '/api/blocks')).json().blocks.map((row: { id: string }) => row.id)).toContain(
      them.userId,
    );
  });

  it('hides a block the viewer had made before theirs (both at once): not listed; unblocking lifts it but answers 404', async () => {
    const [them, viewer] = [await newMember(app), await newMember(app)];
    await app.pool.query(
      "insert into matching.blocks (user_id, profile_id, name) values ($1, $2, 'A'), ($2, $1, 'B')",
      [viewer.userId, them.userId],
    );
    for (const one of [viewer, them]) expect((await get(one, '/api/blocks')).json()).toEqual({ blocks: [] });
    // To the viewer they are gone, so their own block is gone too, as a deletion would take it; nobody is stuck.
    expect((await unblock(viewer, them.userId)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await get(them, '/api/blocks')).json().blocks.map((row: { id: string }) => row.id)).toEqual([
      viewer.userId,
    ]);
    expect((await unblock(them, viewer.userId)).statusCode).toBe(204);
    expect((await get(viewer, `/api/profiles/${them.userId}`)).statusCode).toBe(200);
  });
});
