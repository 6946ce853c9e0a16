import { describe, expect, it } from 'vitest';
import { at, insertPeople, like, newMember, type Member, matchingForFile } from './support.ts';

const { app, billing } = await matchingForFile();

const get = (member: Member, url: string) => app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const patch = (member: Member, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: member.cookie }, payload });
const superLike = (member: Member, profileId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: { cookie: member.cookie },
    payload: { userId: member.userId, profileId, superLike: true },
  });
const boost = (member: Member) =>
  app.inject({ method: 'POST', url: '/api/boosts', headers: { cookie: member.cookie } });
const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode).sort();
const ids = (profiles: { id: string }[]) => profiles.map((profile) => profile.id);
/** A paid tier whose premiumUntil has passed: billing's last word, but free at read time. */
const lapse = (member: Member, tier: 'premium' | 'gold') =>
  billing.setTier(app, member.userId, tier, { premiumUntil: new Date(Date.now() - 1000) });
const member = async (tier: 'free' | 'premium' | 'gold', details: Record<string, unknown> = {}) => {
  // The birth date is set once (a change is support's), so it comes with the profile's first details.
  const { birthDate, ...rest } = details;
  const created = await newMember(app, birthDate === undefined ? {} : { birthDate });
  if (tier !== 'free') await billing.setTier(app, created.userId, tier);
  if (Object.keys(rest).length > 0) expect((await patch(created, rest)).statusCode).toBe(200);
  return created;
};
/** Every page of the member's feed (with `query`), following the cursors. */
async function wholeFeed(viewer: Member, query = '', limit = 50) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const res = await get(viewer, `/api/profiles?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    seen.push(...ids(res.json().profiles));
    cursor = res.json().nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the feed never ended');
}

describe('GET /api/entitlements', () => {
  it("answers the free plan, with today's likes", async () => {
    const free = await member('free');
    for (const id of await insertPeople(app, 2)) await like(app, free, id);
    expect((await get(free, '/api/entitlements')).json()).toEqual({
      tier: 'free',
      premiumUntil: null,
      limits: { likesPerDay: 10, messagesPerDay: 20, superLikesPerDay: 0, boostsPerMonth: 0 },
      used: { likesToday: 2, messagesToday: 0, superLikesToday: 0, boostsThisMonth: 0 },
      flags: {
        seeWhoLikesYou: false,
        advancedFilters: false,
        readReceipts: false,
        priorityMatching: false,
        incognito: false,
      },
      boostEndsAt: null,
    });
  });

  it('answers gold with its limits, flags, super likes and the running boost', async () => {
    const gold = await member('gold');
    await superLike(gold, at(await insertPeople(app, 1), 0));
    await boost(gold);
    const body = (await get(gold, '/api/entitlements')).json();
    expect(body).toMatchObject({
      tier: 'gold',
      premiumUntil: expect.any(String),
      limits: { likesPerDay: null, superLikesPerDay: 5, boostsPerMonth: 5 },
      used: { likesToday: 0, superLikesToday: 1, boostsThisMonth: 1 },
      flags: {
        seeWhoLikesYou: true,
        advancedFilters: true,
        readReceipts: true,
        priorityMatching: true,
        incognito: true,
      },
    });
    expect(new Date(body.boostEndsAt).getTime() - Date.now()).toBeGreaterThan(29 * 60 * 1000);
  });

  it('is free again once premiumUntil has passed', async () => {
    const lapsed = await member('gold');
    await lapse(lapsed, 'gold');
    expect((await get(lapsed, '/api/entitlements')).json()).toMatchObject({
      tier: 'free',
      premiumUntil: null,
      limits: { likesPerDay: 10 },
    });
  });

  it('refuses a guest with 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/entitlements' })).statusCode).toBe(401);
  });
});

describe('distances', () => {
  it('tell the distance (in 5 km steps this far) on feed cards and profile pages when both have coordinates', async () => {
    const viewer = await member('free', { coordinates: { latitude: 30.2672, longitude: -97.7431 } });
    const dallas = await member('free', { coordinates: { latitude: 32.7767, longitude: -96.797 } });
    const nowhere = await member('free');
    const profile = async (id: string) => (await get(viewer, `/api/profiles/${id}`)).json().profile;
    expect((await profile(dallas.userId)).distanceKm).toBe(295);
    expect((await profile(nowhere.userId)).distanceKm).toBeNull();
  });
});

describe('GET /api/likes/received', () => {
  it('tells a free member only the count: no id, name or photo of anyone leaves the server', async () => {
    const free = await member('free');
    const admirers = [
      await member('free', { firstName: 'Zelda', lastName: 'Quist' }),
      await member('gold', { firstName: 'Yuri', lastName: 'Pell' }),
    ];
    await like(app, at(admirers, 0), free.userId);
    await superLike(at(admirers, 1), free.userId);
    const res = await get(free, '/api/likes/received');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2, withComment: 0, locked: true, likes: [], nextCursor: null });
    for (const admirer of admirers) expect(res.body).not.toContain(admirer.userId);
    expect(res.body).not.toMatch(/Zelda|Quist|Yuri|Pell|avatars|media/);
  });

  it('lists the admirers to premium, newest first, paged, without the people already added', async () => {
    const premium = await member('premium');
    const admirers: Member[] = [];
    for (let i = 0; i < 5; i++) {
      const admirer = await member(i === 4 ? 'gold' : 'free');
      await (i === 4 ? superLike(admirer, premium.userId) : like(app, admirer, premium.userId));
      admirers.push(admirer);
    }
    await like(app, premium, at(admirers, 0).userId); // a match: no longer waiting
    const first = (await get(premium, '/api/likes/received?limit=2')).json();
    expect(first).toMatchObject({ count: 4, locked: false });
    expect(first.likes[0]).toMatchObject({
      superLike: true,
      profile: { id: at(admirers, 4).userId, superLikedYou: true },
      likedAt: expect.any(String),
    });
    const rest = (await get(premium, `/api/likes/received?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest.nextCursor).toBeNull();
    expect([...first.likes, ...rest.likes].map((liked: { profile: { id: string } }) => liked.profile.id)).toEqual(
      admirers
        .slice(1)
        .reverse()
        .map((admirer) => admirer.userId),
    );
  });

  it('locks again at premiumUntil', async () => {
    const premium = await member('premium');
    await like(app, await member('free'), premium.userId);
    await lapse(premium, 'premium');
    expect((await get(premium, '/api/likes/received')).json()).toEqual({
      count: 1,
      withComment: 0,
      locked: true,
      likes: [],
      nextCursor: null,
    });
  });

  it("takes a liker a premium member passed out of the list and the count, until they like again; a free member's count keeps them", async () => {
    const pass = (who: Member, profileId: string) =>
      app.inject({ method: 'POST', url: '/api/passes', headers: { cookie: who.cookie }, payload: { profileId } });
    const remove = (who: Member, profileId: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/wishlist/${who.userId}/${profileId}`,
        headers: { cookie: who.cookie },
      });
    const premium = await member('premium');
    const [passed, kept] = [await member('free'), await member('free')];
    // A pass made before the like does not hide it.
    expect((await pass(premium, kept.userId)).statusCode).toBe(204);
    await like(app, passed, premium.userId);
    await like(app, kept, premium.userId);
    expect((await pass(premium, passed.userId)).statusCode).toBe(204);
    const after = (await get(premium, '/api/likes/received')).json();
    expect(after.count).toBe(1);
    expect(after.likes.map((liked: { profile: { id: string } }) => liked.profile.id)).toEqual([kept.userId]);
    // A new like is a new answer to give.
    expect((await remove(passed, premium.userId)).statusCode).toBe(204);
    await like(app, passed, premium.userId);
    expect((await get(premium, '/api/likes/received')).json().count).toBe(2);

    // A free member's pass on Discover must not tell them who liked them: the count stays.
    const free = await member('free');
    const admirer = await member('free');
    await like(app, admirer, free.userId);
    expect((await pass(free, admirer.userId)).statusCode).toBe(204);
    expect((await get(free, '/api/likes/received')).json()).toEqual({
      count: 1,
      withComment: 0,
      locked: true,
      likes: [],
      nextCursor: null,
    });
  });

  it('tells the person liked, naming nobody, when a like of them comes, goes or comes back; a match tells it as a match', async () => {
    const eventsOf = async (who: Member) =>
      (await app.pool.query('select type, data from matching.events where user_id = $1 order by id', [who.userId]))
        .rows;
    const liked = await member('free');
    const admirer = await member('free');
    await like(app, admirer, liked.userId);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${admirer.userId}/${liked.userId}`,
      headers: { cookie: admirer.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const undone = await app.inject({
      method: 'POST',
      url: `/api/wishlist/${admirer.userId}/${liked.userId}/restore`,
      headers: { cookie: admirer.cookie },
    });
    expect(undone.statusCode).toBe(201);
    const likesReceived = { type: 'likes-received', data: {} };
    expect(await eventsOf(liked)).toEqual([likesReceived, likesReceived, likesReceived]);
    expect(await eventsOf(admirer)).toEqual([]);

    await like(app, liked, admirer.userId);
    expect((await eventsOf(liked)).map((event) => event.type)).toEqual([...Array(3).fill('likes-received'), 'match']);
    expect((await eventsOf(admirer)).map((event) => event.type)).toEqual(['match']);
  });

  it('refuses a cursor that is not one', async () => {
    const premium = await member('premium');
    expect((await get(premium, '/api/likes/received?cursor=nope')).json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_CURSOR',
    });
  });
});

describe('super likes', () => {
  it('are refused to free, premium and lapsed gold with 403 SUPER_LIKES_LOCKED', async () => {
    const lapsed = await member('gold');
    await lapse(lapsed, 'gold');
    const person = at(await insertPeople(app, 1), 0);
    for (const liker of [await member('free'), await member('premium'), lapsed]) {
      const res = await superLike(liker, person);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'SUPER_LIKES_LOCKED' });
    }
  });

  it('give gold exactly 5 of 20 parallel super likes, using no daily like', async () => {
    const gold = await member('gold');
    const results = await Promise.all((await insertPeople(app, 20)).map((id) => superLike(gold, id)));
    expect(statuses(results)).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    expect(results.find((res) => res.statusCode === 429)?.json()).toMatchObject({
      statusCode: 429,
      code: 'SUPER_LIKE_LIMIT_REACHED',
    });
    expect((await get(gold, '/api/entitlements')).json().used).toMatchObject({ likesToday: 0, superLikesToday: 5 });
    expect((await like(app, gold, at(await insertPeople(app, 1), 0))).statusCode).toBe(201);
  });

  it("put the super-liker first in the receiver's feed, with a star", async () => {
    const receiver = await member('free');
    const gold = await member('gold');
    await insertPeople(app, 3); // newer members than the super-liker
    expect((await superLike(gold, receiver.userId)).statusCode).toBe(201);
    const [first] = (await get(receiver, '/api/profiles')).json().profiles;
    expect(first).toMatchObject({ id: gold.userId, superLikedYou: true });
  });
});

describe('boosts', () => {
  const endBoost = (boosted: Member) =>
    app.pool.query(`update matching.profiles set boost_ends_at = now() - interval '1 second' where id = $1`, [
      boosted.userId,
    ]);

  it('are refused to free and lapsed members with 403 BOOSTS_LOCKED', async () => {
    const lapsed = await member('premium');
    await lapse(lapsed, 'premium');
    for (const someone of [await member('free'), lapsed])
      expect((await boost(someone)).json()).toMatchObject({ statusCode: 403, code: 'BOOSTS_LOCKED' });
  });

  it('give premium one a month: 409 while it runs, then 429', async () => {
    const premium = await member('premium');
    const started = await boost(premium);
    expect(started.statusCode).toBe(201);
    const { boost: running } = started.json();
    expect(new Date(running.endsAt).getTime() - new Date(running.startedAt).getTime()).toBe(30 * 60 * 1000);
    expect((await boost(premium)).json()).toMatchObject({ statusCode: 409, code: 'BOOST_ACTIVE' });
    await endBoost(premium);
    expect((await boost(premium)).json()).toMatchObject({ statusCode: 429, code: 'BOOST_LIMIT_REACHED' });
  });

  it('start exactly one of 10 parallel requests, and give gold 5 a month', async () => {
    const gold = await member('gold');
    expect(statuses(await Promise.all(Array.from({ length: 10 }, () => boost(gold))))).toEqual([
      201,
      ...Array(9).fill(409),
    ]);
    for (let i = 1; i < 5; i++) {
      await endBoost(gold);
      expect((await boost(gold)).statusCode).toBe(201);
    }
    await endBoost(gold);
    expect((await boost(gold)).statusCode).toBe(429);
    expect((await get(gold, '/api/entitlements')).json().used.boostsThisMonth).toBe(5);
  });
});

describe('incognito', () => {
  it('is refused without gold (403 INCOGNITO_LOCKED) and reads off once gold has lapsed', async () => {
    const premium = await member('premium');
    expect((await patch(premium, { incognito: true })).json()).toMatchObject({
      statusCode: 403,
      code: 'INCOGNITO_LOCKED',
    });
    const gold = await member('gold');
    const on = await patch(gold, { incognito: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().profile.incognito).toBe(true);
    await lapse(gold, 'gold');
    expect((await get(gold, '/api/profile')).json().profile.incognito).toBe(false);
  });

  it('shows a gold member only to the people they added, in feeds and by id', async () => {
    const hidden = await member('gold', { incognito: true });
    const added = await member('free');
    const stranger = await member('free');
    await like(app, hidden, added.userId);
    expect(await wholeFeed(added)).toContain(hidden.userId);
    expect((await get(added, `/api/profiles/${hidden.userId}`)).statusCode).toBe(200);
    expect(await wholeFeed(stranger)).not.toContain(hidden.userId);
    expect((await get(stranger, `/api/profiles/${hidden.userId}`)).statusCode).toBe(404);
    expect((await like(app, stranger, hidden.userId)).statusCode).toBe(404);

    await lapse(hidden, 'gold'); // nothing is deleted: the switch is simply not in force
    expect(await wholeFeed(stranger)).toContain(hidden.userId);
  });

  it('hides a gold member from the wishlists of people who added them and whom they did not add', async () => {
    const hidden = await member('gold');
    const [admirer, added] = [await member('free'), await member('free')];
    await like(app, admirer, hidden.userId);
    await like(app, added, hidden.userId);
    await like(app, hidden, added.userId); // a match: they added this one
    const wishlistIds = async (viewer: Member) =>
      ids(
        (await get(viewer, `/api/wishlist/${viewer.userId}`))
          .json()
          .wishlist.map((entry: { profile: { id: string } }) => entry.profile),
      );
    expect(await wishlistIds(admirer)).toEqual([hidden.userId]);

    expect((await patch(hidden, { incognito: true })).statusCode).toBe(200);
    expect(await wishlistIds(admirer)).toEqual([]);
    expect(await wishlistIds(added)).toEqual([hidden.userId]);
    expect(
      ids(
        (await get(added, `/api/matches/${added.userId}`))
          .json()
          .matches.map((match: { profile: { id: string } }) => match.profile),
      ),
    ).toEqual([hidden.userId]);
    // The like stays: seen again (and counted by the person liked) once the switch is off.
    expect((await patch(hidden, { incognito: false })).statusCode).toBe(200);
    expect(await wishlistIds(admirer)).toEqual([hidden.userId]);
  });
});

describe('"show me"', () => {
  it('applies both ways once chosen; people who have not chosen see everyone and are shown to everyone', async () => {
    const woman = await member('free', { gender: 'woman', showMe: 'men' });
    const man = await member('free', { gender: 'man', showMe: 'women' });
    const manForMen = await member('free', { gender: 'man', showMe: 'men' });
    const undecided = await member('free');
    const womanForEveryone = await member('free', { gender: 'woman', showMe: 'everyone' });

    const seenByWoman = await wholeFeed(woman);
    expect(seenByWoman).toEqual(expect.arrayContaining([man.userId, undecided.userId]));
    expect(seenByWoman).not.toContain(manForMen.userId); // he asks for men
    expect(seenByWoman).not.toContain(womanForEveryone.userId); // she asks for men

    expect(await wholeFeed(undecided)).toEqual(
      expect.arrayContaining([woman.userId, man.userId, manForMen.userId, womanForEveryone.userId]),
    );
    expect(await wholeFeed(manForMen)).not.toContain(woman.userId);
    expect((await get(woman, '/api/profile')).json().profile).toMatchObject({
      gender: 'woman',
      showMe: 'men',
      coordinates: null,
    });
  });
});

describe('the feed order', () => {
  it('is super-likers, boosts, gold, everyone else, newest first in each, paged with no gaps or repeats', async () => {
    const viewer = await member('free');
    const everyoneElse = await insertPeople(app, 4);
    const golds = [await member('gold'), await member('gold')];
    everyoneElse.push(...(await insertPeople(app, 3)));
    const boosted = [await member('premium'), await member('free')];
    await billing.setTier(app, at(boosted, 1).userId, 'gold');
    for (const someone of boosted) expect((await boost(someone)).statusCode).toBe(201);
    const superLikers = [await member('gold'), await member('gold')];
    for (const someone of superLikers) expect((await superLike(someone, viewer.userId)).statusCode).toBe(201);
    const mine = new Set([...superLikers, ...boosted, ...golds].map((m) => m.userId).concat(everyoneElse));

    for (const limit of [1, 3, 50]) {
      const order = (await wholeFeed(viewer, '', limit)).filter((id) => mine.has(id));
      expect(new Set(order).size, `limit ${limit}`).toBe(order.length);
      expect(order, `limit ${limit}`).toEqual([
        ...superLikers.map((m) => m.userId).reverse(),
        ...boosted.map((m) => m.userId).reverse(),
        ...golds.map((m) => m.userId).reverse(),
        ...[...everyoneElse].reverse(),
      ]);
    }
  });
});

describe('GET /api/cities', () => {
  it('lists real cities with coordinates to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cities' });
    expect(res.statusCode).toBe(200);
    const { cities } = res.json();
    expect(cities.length).toBeGreaterThanOrEqual(40);
    expect(cities).toContainEqual({ name: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 });
  });
});
