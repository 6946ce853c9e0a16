import { describe, expect, it } from 'vitest';
import { cursorAfter, feedRepository, type FeedCursor } from '../src/feed/repository.ts';
import { newMember, type Member, matchingForFile } from './support.ts';

// The feed's filters (spec §6): an age range and a maximum distance for every plan, interests in common for premium
// and gold; saved on the account and applied to every feed request, a query parameter replacing its saved one.

const { app, billing } = await matchingForFile();

const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };
const JERSEY_CITY = { latitude: 40.7178, longitude: -74.0431 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

const get = (member: Member, url: string) => app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const patch = (member: Member, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: member.cookie }, payload });
const savedFilters = async (member: Member) => (await get(member, '/api/profile')).json().profile.filters;
const addInterest = (member: Member, interest: string) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/interests',
    headers: { cookie: member.cookie },
    payload: { interest },
  });
const lapse = (member: Member, tier: 'premium' | 'gold') =>
  billing.setTier(app, member.userId, tier, { premiumUntil: new Date(Date.now() - 1000) });

async function member(tier: 'free' | 'premium' | 'gold', details: Record<string, unknown> = {}) {
  const created = await newMember(app, details);
  if (tier !== 'free') await billing.setTier(app, created.userId, tier);
  return created;
}

/** Every id of the member's feed with `query`, following the cursors. */
async function feed(viewer: Member, query = '') {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(viewer, `/api/profiles?limit=50${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    seen.push(...(res.json().profiles as { id: string }[]).map((profile) => profile.id));
    cursor = res.json().nextCursor;
  } while (cursor);
  return seen;
}

/** Three people: young and near Brooklyn, older and near Brooklyn, and one in Austin (about 2,440 km away). */
async function neighbourhood() {
  const young = await member('free', { birthDate: '2004-01-01', coordinates: JERSEY_CITY });
  const older = await member('free', { birthDate: '1975-01-01', coordinates: BROOKLYN });
  const far = await member('free', { birthDate: '1995-01-01', coordinates: AUSTIN });
  const nowhere = await member('free', { birthDate: '1995-01-01' });
  return { young: young.userId, older: older.userId, far: far.userId, nowhere: nowhere.userId };
}

describe('the filters every plan has', () => {
  it('are any age within 80 km for a new account', async () => {
    expect(await savedFilters(await member('free'))).toEqual({
      minAge: null,
      maxAge: null,
      maxDistanceKm: 80,
      commonInterests: false,
      intentions: [],
      dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
      twoWay: false,
    });
  });

  it("keep a Brooklyn member's deck to people within 80 km by default; without a location, everyone", async () => {
    const people = await neighbourhood();
    const brooklyn = await feed(await member('free', { coordinates: BROOKLYN }));
    expect(brooklyn).toEqual(expect.arrayContaining([people.young, people.older]));
    expect(brooklyn).not.toContain(people.far);
    expect(brooklyn).not.toContain(people.nowhere);

    const unplaced = await feed(await member('free'));
    expect(unplaced).toEqual(expect.arrayContaining(Object.values(people)));
  });

  it('narrow a free member’s feed by age and distance per request', async () => {
    const people = await neighbourhood();
    const viewer = await member('free', { coordinates: BROOKLYN });
    const aged = await feed(viewer, '&minAge=30&maxAge=60&maxDistanceKm=20000');
    expect(aged).toEqual(expect.arrayContaining([people.older, people.far]));
    expect(aged).not.toContain(people.young);
    expect(await feed(viewer, '&maxAge=25')).toContain(people.young);
    expect(await feed(viewer, '&maxAge=25')).not.toContain(people.older);
    const near = await feed(viewer, '&maxDistanceKm=5');
    expect(near).toContain(people.older);
    expect(near).not.toContain(people.young); // Jersey City: about 9 km from Brooklyn
  });

  it('are saved on the account, applied to every feed request, and a bound set to null is lifted', async () => {
    const people = await neighbourhood();
    const viewer = await member('free', { coordinates: BROOKLYN });
    const saved = await patch(viewer, { filters: { minAge: 30, maxAge: 60 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const filters = { minAge: 30, maxAge: 60, maxDistanceKm: 80, commonInterests: false };
    expect(saved.json().profile.filters).toMatchObject(filters);
    expect(await savedFilters(viewer)).toMatchObject(filters);
    const narrowed = await feed(viewer);
    expect(narrowed).toContain(people.older);
    expect(narrowed).not.toContain(people.young);
    expect(narrowed).not.toContain(people.far);

    expect((await patch(viewer, { filters: { maxDistanceKm: null, minAge: null } })).statusCode).toBe(200);
    expect(await savedFilters(viewer)).toEqual({
      minAge: null,
      maxAge: 60,
      maxDistanceKm: null,
      commonInterests: false,
      intentions: [],
      dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
      twoWay: false,
    });
    const anywhere = await feed(viewer);
    expect(anywhere).toEqual(expect.arrayContaining([people.young, people.older, people.far, people.nowhere]));
    // A parameter replaces its saved filter for that request only.
    expect(await feed(viewer, '&maxDistanceKm=50')).not.toContain(people.far);
    expect((await savedFilters(viewer)).maxDistanceKm).toBeNull();
  });

  it('refuse an inverted age range, whether sent or as saved after the change, and save nothing', async () => {
    const viewer = await member('free');
    expect((await patch(viewer, { filters: { maxAge: 30 } })).statusCode).toBe(200);
    for (const filters of [{ minAge: 40 }, { minAge: 50, maxAge: 45 }]) {
      const res = await patch(viewer, { filters, bio: 'Never saved.' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_AGE_RANGE' });
    }
    expect((await get(viewer, '/api/profile')).json().profile).toMatchObject({
      bio: null,
      filters: { minAge: null, maxAge: 30 },
    });
    expect((await patch(viewer, { filters: { minAge: 17 } })).statusCode).toBe(400);
    expect((await patch(viewer, { filters: { maxDistanceKm: 0 } })).statusCode).toBe(400);
    expect((await patch(viewer, { filters: {} })).statusCode).toBe(400);
    expect((await get(viewer, '/api/profiles?minAge=40&maxAge=30')).json()).toMatchObject({
      code: 'INVALID_AGE_RANGE',
    });
  });

  it('answer 400 NO_LOCATION for a distance parameter without own coordinates; a saved one waits for them', async () => {
    const viewer = await member('free');
    expect((await get(viewer, '/api/profiles?maxDistanceKm=10')).json()).toMatchObject({
      statusCode: 400,
      code: 'NO_LOCATION',
    });
    expect((await get(viewer, '/api/profiles')).statusCode).toBe(200);
  });

  it('refuse a guest with 401', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/profile', payload: { filters: { minAge: 30 } } });
    expect(res.statusCode).toBe(401);
  });
});

describe('interests in common (advanced filters)', () => {
  it('are refused to free and lapsed members with 403 ADVANCED_FILTERS_LOCKED, as a parameter or saved', async () => {
    const lapsed = await member('premium');
    await lapse(lapsed, 'premium');
    for (const viewer of [await member('free'), lapsed]) {
      const asked = await get(viewer, '/api/profiles?commonInterests=true');
      expect(asked.statusCode).toBe(403);
      expect(asked.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'ADVANCED_FILTERS_LOCKED' });
      const saved = await patch(viewer, { filters: { commonInterests: true, minAge: 30 } });
      expect(saved.statusCode).toBe(403);
      expect(saved.json()).toMatchObject({ code: 'ADVANCED_FILTERS_LOCKED' });
      expect(await savedFilters(viewer)).toMatchObject({ minAge: null, commonInterests: false });
      expect((await get(viewer, '/api/profiles?commonInterests=false')).statusCode).toBe(200);
    }
  });

  it('are saved for premium and gold and applied; once the plan lapses they stay saved but apply no more', async () => {
    const viewer = await member('premium');
    await addInterest(viewer, 'Jazz');
    const fan = await member('free', { birthDate: '1990-01-01' });
    await addInterest(fan, 'jazz');
    const other = await member('free', { birthDate: '1990-01-01' });

    expect((await patch(viewer, { filters: { commonInterests: true } })).statusCode).toBe(200);
    expect(await savedFilters(viewer)).toMatchObject({ commonInterests: true });
    expect(await feed(viewer)).toEqual([fan.userId]);
    expect(await feed(viewer, '&commonInterests=false')).toContain(other.userId);

    await lapse(viewer, 'premium');
    expect(await savedFilters(viewer)).toMatchObject({ commonInterests: true });
    expect(await feed(viewer)).toEqual(expect.arrayContaining([fan.userId, other.userId]));

    const gold = await member('gold');
    await addInterest(gold, 'JAZZ');
    expect(await feed(gold, '&commonInterests=true')).toContain(fan.userId);
    expect(await feed(gold, '&commonInterests=true')).not.toContain(other.userId);
  });
});

describe('a distance', () => {
  /** Every id of the viewer's feed within `km`, two at a time, read with `nearbyMax` (feed/repository.ts). */
  async function within(viewer: Member, km: number, nearbyMax?: number) {
    const feed = feedRepository(app.db, { nearbyMax });
    const seen: string[] = [];
    let cursor: FeedCursor | undefined;
    for (let page = 0; page < 100; page++) {
      const rows = await feed.page(viewer.userId, 3, cursor, { maxDistanceKm: km });
      const shown = rows.slice(0, 2);
      seen.push(...shown.map((row) => row.id));
      if (rows.length <= 2) return seen;
      cursor = cursorAfter(shown, cursor);
    }
    throw new Error('the feed never ended');
  }

  it('finds the same people, in the same order, whether the people around are read whole or the feed is walked', async () => {
    // Tromsø: far north, where a degree of longitude is 39 km; the people around are 2 to 400 km away, one of them gold.
    const tromso = { latitude: 69.65, longitude: 18.96 };
    const around = [0.02, 0.05, 0.2, 0.5, 1.3, 3.6].map((degrees) => ({
      latitude: tromso.latitude + degrees,
      longitude: tromso.longitude + degrees,
    }));
    const people: Member[] = [];
    for (const [i, coordinates] of around.entries())
      people.push(await member(i === 1 ? 'gold' : 'free', { coordinates }));
    const viewer = await member('free', { coordinates: tromso });
    // Fiji: a person 10 km away across the antimeridian.
    const across = await member('free', { coordinates: { latitude: -17.7, longitude: -179.95 } });
    const fijian = await member('free', { coordinates: { latitude: -17.7, longitude: 179.95 } });

    for (const km of [10, 50, 100, 300, 1000]) {
      const whole = await within(viewer, km);
      // Up to one person around is read whole, then the feed is walked: the box is crowded at once.
      expect(await within(viewer, km, 1)).toEqual(whole);
      expect(await within(viewer, km, 3)).toEqual(whole);
      expect(whole.filter((id) => people.some((person) => person.userId === id)).length).toBe(
        { 10: 2, 50: 3, 100: 4, 300: 5, 1000: 6 }[km],
      );
    }
    for (const nearbyMax of [undefined, 1]) expect(await within(fijian, 50, nearbyMax)).toContain(across.userId);
  });
});
