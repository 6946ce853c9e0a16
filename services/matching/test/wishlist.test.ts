import { describe, expect, it } from 'vitest';
import {
  at,
  buildTestMatching,
  insertPeople,
  insertPerson,
  like,
  newMember,
  serviceHeaders,
  startFakeBilling,
  type Member,
  matchingForFile,
} from './support.ts';

const { app, billing, databaseUrl } = await matchingForFile();

const wishlistOf = async (member: Member) =>
  (
    await app.inject({ method: 'GET', url: `/api/wishlist/${member.userId}`, headers: { cookie: member.cookie } })
  ).json();
const checkLimit = (member: Member) =>
  app.inject({ method: 'POST', url: `/api/check-like-limit/${member.userId}`, headers: { cookie: member.cookie } });
const usedToday = async (member: Member) =>
  (await app.inject({ method: 'GET', url: `/internal/likes/${member.userId}/today`, headers: serviceHeaders })).json();
const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode).sort();

describe('POST /api/wishlist', () => {
  it('adds the person with their full profile and uses one like', async () => {
    const [member, jordan] = [await newMember(app), await newMember(app, { firstName: 'Jordan', lastName: 'Reyes' })];
    const res = await like(app, member, jordan.userId);
    expect(res.statusCode).toBe(201);
    const { entry, matched } = res.json();
    expect(matched).toBe(false);
    expect(entry.profile).toMatchObject({
      id: jordan.userId,
      name: 'Jordan Reyes',
      age: expect.any(Number),
    });
    expect(await usedToday(member)).toEqual({ used: 1, day: new Date().toISOString().slice(0, 10) });
    expect((await wishlistOf(member)).wishlist).toEqual([entry]);
  });

  it('lists the wishlist newest first', async () => {
    const member = await newMember(app);
    const people = await insertPeople(app, 3);
    for (const id of people) expect((await like(app, member, id)).statusCode).toBe(201);
    expect((await wishlistOf(member)).wishlist.map((entry: { profile: { id: string } }) => entry.profile.id)).toEqual(
      people.reverse(),
    );
  });

  it('refuses a duplicate with 409 "Already in wishlist", using no like', async () => {
    const member = await newMember(app);
    const person = await insertPerson(app);
    await like(app, member, person);
    const res = await like(app, member, person);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'ALREADY_IN_WISHLIST' });
    expect(res.json().message).toContain('Already in wishlist');
    expect((await usedToday(member)).used).toBe(1);
  });

  it('refuses adding yourself with 400', async () => {
    const member = await newMember(app);
    const res = await like(app, member, member.userId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'SELF_LIKE' });
  });

  it('answers 404 for someone unknown or not shown in the feed', async () => {
    const member = await newMember(app);
    const hidden = await newMember(app, null); // no birth date yet
    for (const profileId of [crypto.randomUUID(), hidden.userId]) {
      const res = await like(app, member, profileId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'PROFILE_NOT_FOUND' });
    }
    expect((await usedToday(member)).used).toBe(0);
  });

  it('refuses a body that breaks the contract with 400', async () => {
    const member = await newMember(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: { cookie: member.cookie },
      payload: { userId: member.userId, profileId: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Profile id is not valid.' });
  });
});

describe('the daily like cap', () => {
  it('lets a free member make exactly 10 of 25 parallel likes', async () => {
    const member = await newMember(app);
    const people = await insertPeople(app, 25);
    const results = await Promise.all(people.map((id) => like(app, member, id)));
    expect(statuses(results)).toEqual([...Array(10).fill(201), ...Array(15).fill(429)]);
    expect(results.find((res) => res.statusCode === 429)?.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Daily like limit reached.',
      code: 'LIKE_LIMIT_REACHED',
    });
    expect((await wishlistOf(member)).wishlist).toHaveLength(10);
    expect((await usedToday(member)).used).toBe(10);
  });

  it('keeps one entry out of 10 parallel likes of the same person; the rest are 409', async () => {
    const member = await newMember(app);
    const person = await insertPerson(app);
    const results = await Promise.all(Array.from({ length: 10 }, () => like(app, member, person)));
    expect(statuses(results)).toEqual([201, ...Array(9).fill(409)]);
    expect((await wishlistOf(member)).wishlist).toHaveLength(1);
    expect((await usedToday(member)).used).toBe(1);
  });

  // Today's likes so far, written straight into the counter: the last likes of a day come in a burst that the
  // quota of likes per minute allows (quotas.test.ts), not a hundred at once.
  const likedToday = (member: { userId: string }, used: number) =>
    app.pool.query(
      `insert into matching.daily_likes (user_id, day, used) values ($1, (now() at time zone 'UTC')::date, $2)`,
      [member.userId, used],
    );

  it('caps premium at 100', async () => {
    const member = await newMember(app);
    await billing.setTier(app, member.userId, 'premium');
    await likedToday(member, 90);
    const results = await Promise.all((await insertPeople(app, 15)).map((id) => like(app, member, id)));
    expect(statuses(results)).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    expect((await checkLimit(member)).statusCode).toBe(429);
  });

  it('gives gold no cap', async () => {
    const member = await newMember(app);
    await billing.setTier(app, member.userId, 'gold');
    await likedToday(member, 1000);
    const results = await Promise.all((await insertPeople(app, 20)).map((id) => like(app, member, id)));
    expect(statuses(results)).toEqual(Array(20).fill(201));
    const check = await checkLimit(member);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ used: 1020, limit: null, remaining: null });
  });

  it('does not give a like back when someone is removed', async () => {
    const member = await newMember(app);
    const people = await insertPeople(app, 11);
    for (const id of people.slice(0, 10)) expect((await like(app, member, id)).statusCode).toBe(201);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${member.userId}/${at(people, 0)}`,
      headers: { cookie: member.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await like(app, member, at(people, 10))).statusCode).toBe(429);
    expect((await like(app, member, at(people, 0))).statusCode).toBe(429);
  });
});

describe('POST /api/check-like-limit/{userId}', () => {
  it('answers used, limit and remaining while likes remain', async () => {
    const member = await newMember(app);
    for (const id of await insertPeople(app, 3)) await like(app, member, id);
    const res = await checkLimit(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ used: 3, limit: 10, remaining: 7 });
  });

  it('answers 429 in the error shape once the cap is reached', async () => {
    const member = await newMember(app);
    for (const id of await insertPeople(app, 10)) await like(app, member, id);
    const res = await checkLimit(member);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      statusCode: 429,
      code: 'LIKE_LIMIT_REACHED',
      message: 'Daily like limit reached.',
    });
  });

  it('follows a tier change at once', async () => {
    const member = await newMember(app);
    for (const id of await insertPeople(app, 10)) await like(app, member, id);
    await billing.setTier(app, member.userId, 'premium');
    expect((await checkLimit(member)).json()).toEqual({ used: 10, limit: 100, remaining: 90 });
  });
});

describe('when billing cannot be reached', () => {
  it('applies the last tier billing reported', async () => {
    const member = await newMember(app);
    await billing.setTier(app, member.userId, 'premium');
    expect((await checkLimit(member)).json()).toMatchObject({ limit: 100 });
    billing.down = true;
    try {
      expect((await checkLimit(member)).json()).toEqual({ used: 0, limit: 100, remaining: 100 });
      const results = await Promise.all((await insertPeople(app, 12)).map((id) => like(app, member, id)));
      expect(statuses(results)).toEqual(Array(12).fill(201));
    } finally {
      billing.down = false;
    }
  });

  it('remembers a downgrade as well', async () => {
    const member = await newMember(app);
    await billing.setTier(app, member.userId, 'gold');
    expect((await checkLimit(member)).json()).toMatchObject({ limit: null });
    await billing.setTier(app, member.userId, 'free');
    expect((await checkLimit(member)).json()).toMatchObject({ limit: 10 });
    billing.down = true;
    try {
      expect((await checkLimit(member)).json()).toEqual({ used: 0, limit: 10, remaining: 10 });
    } finally {
      billing.down = false;
    }
  });

  it('applies free to a member whose tier was never known', async () => {
    const member = await newMember(app);
    billing.down = true;
    try {
      expect((await checkLimit(member)).json()).toEqual({ used: 0, limit: 10, remaining: 10 });
    } finally {
      billing.down = false;
    }
  });

  it("still works when nothing answers at billing's address", async () => {
    const closed = await startFakeBilling();
    await closed.close();
    const offline = await buildTestMatching(closed.url);
    try {
      const member = await newMember(offline);
      const person = await insertPerson(offline);
      expect((await like(offline, member, person)).statusCode).toBe(201);
    } finally {
      await offline.close();
    }
  });
});

describe('DELETE /api/wishlist/{userId}/{profileId}', () => {
  it('removes the entry, then answers 404', async () => {
    const member = await newMember(app);
    const person = await insertPerson(app);
    await like(app, member, person);
    const url = `/api/wishlist/${member.userId}/${person}`;
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: member.cookie } })).statusCode).toBe(204);
    expect((await wishlistOf(member)).wishlist).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url, headers: { cookie: member.cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('matches', () => {
  const matchesOf = async (member: Member) =>
    (
      await app.inject({ method: 'GET', url: `/api/matches/${member.userId}`, headers: { cookie: member.cookie } })
    ).json();

  it('appear when both sides add each other', async () => {
    const [ana, ben] = [await newMember(app, { firstName: 'Ana' }), await newMember(app, { firstName: 'Ben' })];
    expect((await like(app, ana, ben.userId)).json().matched).toBe(false);
    expect(await matchesOf(ana)).toEqual({ matches: [] });
    expect(await matchesOf(ben)).toEqual({ matches: [] });

    const back = await like(app, ben, ana.userId);
    expect(back.json().matched).toBe(true);
    const [anaMatch] = (await matchesOf(ana)).matches;
    const [benMatch] = (await matchesOf(ben)).matches;
    expect(anaMatch.profile).toMatchObject({ id: ben.userId, name: expect.stringMatching(/^Ben /) });
    expect(benMatch.profile).toMatchObject({ id: ana.userId, name: expect.stringMatching(/^Ana /) });
    expect(anaMatch.id).toBe(benMatch.id);
    expect(anaMatch.matchedAt).toBe(back.json().entry.createdAt);
  });

  it('end when one side removes the other', async () => {
    const [ana, ben] = [await newMember(app), await newMember(app)];
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    await app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${ana.userId}/${ben.userId}`,
      headers: { cookie: ana.cookie },
    });
    expect(await matchesOf(ben)).toEqual({ matches: [] });
  });

  it('happen at once with a demo person who likes back', async () => {
    // Demo people like back only on an instance started with DEMO_PEOPLE (npm start's).
    const demoApp = await buildTestMatching(billing.url, databaseUrl, { DEMO_PEOPLE: 'true' });
    try {
      const member = await newMember(app);
      const [demo, shy] = [await insertPerson(app), await insertPerson(app)];
      await app.pool.query('update matching.profiles set demo = true, likes_back = (id = $1) where id in ($1, $2)', [
        demo,
        shy,
      ]);
      expect((await like(demoApp, member, shy)).json().matched).toBe(false);
      expect((await like(demoApp, member, demo)).json().matched).toBe(true);
      expect((await matchesOf(member)).matches.map((match: { profile: { id: string } }) => match.profile.id)).toEqual([
        demo,
      ]);
    } finally {
      await demoApp.close();
    }
  });
});

describe('POST /api/wishlist/{userId}/{profileId}/restore (Undo)', () => {
  const remove = (member: Member, profileId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${member.userId}/${profileId}`,
      headers: { cookie: member.cookie },
    });
  const restore = (member: Member, profileId: string, userId = member.userId) =>
    app.inject({
      method: 'POST',
      url: `/api/wishlist/${userId}/${profileId}/restore`,
      headers: { cookie: member.cookie },
    });

  it('puts the entry back as it was, using no like, even at the cap', async () => {
    const member = await newMember(app);
    const people = await insertPeople(app, 10);
    for (const id of people) expect((await like(app, member, id)).statusCode).toBe(201);
    const before = (await wishlistOf(member)).wishlist;
    const removed = at(people, 4);
    expect((await remove(member, removed)).statusCode).toBe(204);
    expect((await checkLimit(member)).statusCode).toBe(429);

    const res = await restore(member, removed);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entry: { profile: { id: removed } }, matched: false });
    expect((await wishlistOf(member)).wishlist).toEqual(before);
    expect((await usedToday(member)).used).toBe(10);
    // Once only.
    expect((await restore(member, removed)).json()).toMatchObject({ statusCode: 404, code: 'NOTHING_TO_UNDO' });
  });

  it('brings a match back with it', async () => {
    const [member, other] = [await newMember(app), await newMember(app)];
    expect((await like(app, other, member.userId)).statusCode).toBe(201);
    expect((await like(app, member, other.userId)).json().matched).toBe(true);
    await remove(member, other.userId);
    expect((await restore(member, other.userId)).json().matched).toBe(true);
  });

  it('refuses with 404 after 10 minutes or without a removal, and 409 when added again meanwhile', async () => {
    const member = await newMember(app);
    const [late, never, again] = await insertPeople(app, 3);
    if (!late || !never || !again) throw new Error('three people expected');
    for (const id of [late, again]) {
      await like(app, member, id);
      await remove(member, id);
    }
    await app.pool.query(
      `update matching.removed_wishlist_entries set removed_at = now() - interval '11 minutes' where profile_id = $1`,
      [late],
    );
    expect((await restore(member, late)).json()).toMatchObject({ statusCode: 404, code: 'NOTHING_TO_UNDO' });
    expect((await restore(member, never)).json()).toMatchObject({ statusCode: 404, code: 'NOTHING_TO_UNDO' });
    expect((await like(app, member, again)).statusCode).toBe(201);
    expect((await restore(member, again)).json()).toMatchObject({ statusCode: 409, code: 'ALREADY_IN_WISHLIST' });
  });

  it("refuses someone else's wishlist with 403, a guest with 401, a bad id with 400", async () => {
    const [member, other] = [await newMember(app), await newMember(app)];
    const person = await insertPerson(app);
    await like(app, other, person);
    await remove(other, person);
    expect((await restore(member, person, other.userId)).statusCode).toBe(403);
    const guest = await app.inject({ method: 'POST', url: `/api/wishlist/${other.userId}/${person}/restore` });
    expect(guest.statusCode).toBe(401);
    expect((await restore(member, 'not-a-uuid')).statusCode).toBe(400);
    // The refusals left the removal for its owner to undo.
    expect((await restore(other, person)).statusCode).toBe(201);
  });
});
