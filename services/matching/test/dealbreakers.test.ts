import { signIn } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { newMember, type Member, matchingForFile } from './support.ts';

// Dealbreakers and the two-way switch (issue 46), over a seeded population: a dealbreaker excludes everyone outside
// it, a preference that is not one only reorders (people who fit first), and the switch hides people from its holder
// only.

const { app } = await matchingForFile();

/** A seeded generator (mulberry32), so a failure is the same failure at every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
}

const INTENTIONS = ['long_term', 'long_term_open_to_short', 'short_term', 'friends', 'not_sure'] as const;
type Intention = (typeof INTENTIONS)[number];
const GENDERS = ['woman', 'man', 'non-binary'] as const;
const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };
const random = seeded(46);

interface Person {
  id: string;
  gender: (typeof GENDERS)[number];
  intention: Intention | null;
  /** Their own preferences and dealbreakers, which the two-way switch reads. */
  minAge: number | null;
  maxAge: number | null;
  maxDistanceKm: number | null;
  intentions: Intention[];
  hardAge: boolean;
  hardDistance: boolean;
  hardIntention: boolean;
}

/** 70 people around Brooklyn (up to about 2° away), of every age, gender and intention, each with preferences. */
async function population(): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < 70; i++) {
    const minAge = random.next() < 0.5 ? random.between(18, 40) : null;
    const person: Person = {
      id: crypto.randomUUID(),
      gender: random.pick(GENDERS),
      intention: random.next() < 0.15 ? null : random.pick(INTENTIONS),
      minAge,
      maxAge: random.next() < 0.5 ? random.between(minAge ?? 18, 70) : null,
      maxDistanceKm: random.next() < 0.6 ? random.between(5, 150) : null,
      intentions: INTENTIONS.filter(() => random.next() < 0.3),
      hardAge: random.next() < 0.5,
      hardDistance: random.next() < 0.5,
      hardIntention: random.next() < 0.5,
    };
    people.push(person);
    const birthYear = new Date().getUTCFullYear() - random.between(19, 65);
    await app.pool.query(
      `insert into matching.profiles (id, first_name, birth_date, gender, intention, latitude, longitude,
         filter_min_age, filter_max_age, filter_max_distance_km, filter_intentions,
         dealbreaker_age_range, dealbreaker_distance, dealbreaker_intention)
       values ($1, 'Person', make_date($2, $3, $4), $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        person.id,
        birthYear,
        random.between(1, 12),
        random.between(1, 28),
        person.gender,
        person.intention,
        BROOKLYN.latitude + (random.next() - 0.5) * 4,
        BROOKLYN.longitude + (random.next() - 0.5) * 4,
        person.minAge,
        person.maxAge,
        person.maxDistanceKm,
        JSON.stringify(person.intentions),
        person.hardAge,
        person.hardDistance,
        person.hardIntention,
      ],
    );
  }
  return people;
}
const people = await population();
const byId = new Map(people.map((person) => [person.id, person]));

interface Card {
  id: string;
  age: number;
  distanceKm: number | null;
  intention: Intention | null;
}

/**
 * The member's whole deck, in order, the seeded people only. The deck is one window of the feed (fewer than 100
 * people), so the order of its soft preferences is the deck's: testers leave once read (`gone`) to keep it so.
 */
async function deck(member: Member): Promise<Card[]> {
  const cards: Card[] = [];
  let cursor: string | null = null;
  do {
    const res: Awaited<ReturnType<typeof app.inject>> = await app.inject({
      method: 'GET',
      url: `/api/profiles?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    cards.push(...res.json().profiles);
    cursor = res.json().nextCursor;
  } while (cursor);
  return cards.filter((card) => byId.has(card.id));
}

/** A tester leaves the population once their decks are read. */
const gone = async (member: Member) => {
  await app.pool.query('delete from matching.profiles where id = $1', [member.userId]);
};

const patch = async (member: Member, payload: object) => {
  const res = await app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: member.cookie }, payload });
  expect(res.statusCode).toBe(200);
};

type Preference = 'ageRange' | 'distance' | 'showMe' | 'intention';
const PREFERENCES: Preference[] = ['ageRange', 'distance', 'showMe', 'intention'];

/** A viewer's preferences, drawn from the seed. */
function preferences() {
  const minAge = random.between(20, 40);
  return {
    minAge,
    maxAge: random.between(minAge + 5, 60),
    maxDistanceKm: random.between(20, 120),
    showMe: random.pick(['women', 'men'] as const),
    intentions: INTENTIONS.filter(() => random.next() < 0.5).slice(0, 3),
  };
}
type Preferences = ReturnType<typeof preferences>;

/** Whether a card fits one of the viewer's preferences, as the card shows the person. */
function fits(card: Card, preference: Preference, wanted: Preferences): boolean {
  const person = byId.get(card.id);
  switch (preference) {
    case 'ageRange':
      return card.age >= wanted.minAge && card.age <= wanted.maxAge;
    case 'distance':
      return card.distanceKm !== null && card.distanceKm <= wanted.maxDistanceKm;
    case 'showMe':
      return person?.gender === (wanted.showMe === 'women' ? 'woman' : 'man');
    case 'intention':
      return wanted.intentions.length === 0 || (card.intention !== null && wanted.intentions.includes(card.intention));
  }
}
const misses = (card: Card, wanted: Preferences) =>
  PREFERENCES.filter((preference) => !fits(card, preference, wanted)).length;

const onlyHard = (hard: Preference[]) =>
  Object.fromEntries(PREFERENCES.map((preference) => [preference, hard.includes(preference)]));

/** A viewer in Brooklyn holding `wanted`, with `hard` as their dealbreakers. */
async function viewerWith(wanted: Preferences, hard: Preference[]) {
  const viewer = await newMember(app, { coordinates: BROOKLYN, gender: random.pick(GENDERS) });
  const { showMe, ...filters } = wanted;
  await patch(viewer, { showMe, filters: { ...filters, dealbreakers: onlyHard(hard) } });
  return viewer;
}

/** The deck of someone in Brooklyn who wants nobody in particular. */
async function openDeck() {
  const viewer = await newMember(app, { coordinates: BROOKLYN });
  await patch(viewer, {
    showMe: 'everyone',
    filters: { minAge: null, maxAge: null, maxDistanceKm: null, intentions: [] },
  });
  const ids = (await deck(viewer)).map((card) => card.id);
  await gone(viewer);
  return ids;
}
const everyone = new Set(await openDeck());

describe('a dealbreaker', () => {
  it('excludes everyone outside it, and nobody inside it, for every preference over seeded viewers', async () => {
    for (let trial = 0; trial < 3; trial++) {
      for (const preference of PREFERENCES) {
        const wanted = preferences();
        const [hard, open] = [await viewerWith(wanted, [preference]), await viewerWith(wanted, [])];
        const [shown, soft] = [await deck(hard), await deck(open)];
        await Promise.all([gone(hard), gone(open)]);
        // Every seeded person is somewhere: shown exactly when they fit the dealbreaker.
        expect(new Set(soft.map((card) => card.id))).toEqual(everyone);
        const inside = soft.filter((card) => fits(card, preference, wanted)).map((card) => card.id);
        expect(inside.length).toBeLessThan(soft.length); // the seed leaves some people outside
        expect(shown.map((card) => card.id).sort()).toEqual(inside.sort());
      }
    }
  });
});

describe('a preference that is no dealbreaker', () => {
  it('hides nobody and only reorders: people who fit more of them come first', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const wanted = preferences();
      const viewer = await viewerWith(wanted, []);
      const shown = await deck(viewer);
      await gone(viewer);
      expect(new Set(shown.map((card) => card.id))).toEqual(everyone);
      const missed = shown.map((card) => misses(card, wanted));
      expect(missed).toEqual([...missed].sort((a, b) => a - b));
      expect(missed[0]).toBeLessThan(missed.at(-1) ?? 0); // the seed gives some who fit and some who do not
    }
  });
});

describe('the two-way switch', () => {
  /** Whether `viewer` (age, intention) is inside the person's own dealbreakers, `distanceKm` apart. */
  function meets(person: Person, viewer: { age: number; intention: Intention }, distanceKm: number | null) {
    if (person.hardAge && person.minAge !== null && viewer.age < person.minAge) return false;
    if (person.hardAge && person.maxAge !== null && viewer.age > person.maxAge) return false;
    if (person.hardIntention && person.intentions.length > 0 && !person.intentions.includes(viewer.intention))
      return false;
    if (person.hardDistance && person.maxDistanceKm !== null && (distanceKm ?? Infinity) > person.maxDistanceKm)
      return false;
    return true;
  }

  it('hides the people whose dealbreakers the holder fails, from the holder only', async () => {
    const holder = await newMember(app, { coordinates: BROOKLYN, birthDate: '1990-03-01', intention: 'short_term' });
    await patch(holder, { showMe: 'everyone', filters: { minAge: null, maxAge: null, maxDistanceKm: null } });
    const before = await deck(holder);
    const othersBefore = await Promise.all(people.slice(0, 12).map((person) => seesHolder(person.id, holder)));

    await patch(holder, { filters: { twoWay: true } });
    const after = await deck(holder);
    const age = (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: holder.cookie } })).json()
      .profile.age;
    const expected = before.filter((card) => {
      const person = byId.get(card.id);
      return person !== undefined && meets(person, { age, intention: 'short_term' }, card.distanceKm);
    });
    expect(expected.length).toBeLessThan(before.length); // the seed holds people the holder fails
    expect(after.map((card) => card.id).sort()).toEqual(expected.map((card) => card.id).sort());

    // Nobody's own deck changed: the holder is shown exactly as before.
    const othersAfter = await Promise.all(people.slice(0, 12).map((person) => seesHolder(person.id, holder)));
    expect(othersAfter).toEqual(othersBefore);
    expect(othersAfter).toContain(true);
    await gone(holder);
  });

  async function seesHolder(personId: string, holder: Member) {
    const { cookie } = await signIn(app, personId);
    const res = await app.inject({ method: 'GET', url: '/api/profiles?limit=50', headers: { cookie } });
    let ids: string[] = res.json().profiles.map((profile: { id: string }) => profile.id);
    let cursor: string | null = res.json().nextCursor;
    while (cursor) {
      const next = await app.inject({
        method: 'GET',
        url: `/api/profiles?limit=50&cursor=${cursor}`,
        headers: { cookie },
      });
      ids = [...ids, ...next.json().profiles.map((profile: { id: string }) => profile.id)];
      cursor = next.json().nextCursor;
    }
    return ids.includes(holder.userId);
  }
});

describe('an empty deck', () => {
  it('says which dealbreaker emptied it, and is full again once it is relaxed', async () => {
    const viewer = await newMember(app, { coordinates: BROOKLYN });
    await patch(viewer, { showMe: 'everyone', filters: { minAge: 100, maxAge: 120, maxDistanceKm: null } });
    const empty = await app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: viewer.cookie } });
    expect(empty.json()).toEqual({ profiles: [], nextCursor: null, emptiedBy: ['ageRange'] });
    await patch(viewer, { filters: { dealbreakers: { ageRange: false } } });
    const full = await app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: viewer.cookie } });
    expect(full.json().profiles.length).toBeGreaterThan(0);
    expect(full.json().emptiedBy).toBeUndefined();
  });

  it('names every dealbreaker in force when none alone empties it', async () => {
    const viewer = await newMember(app, { coordinates: { latitude: -45.87, longitude: 170.5 } });
    await patch(viewer, {
      showMe: 'everyone',
      filters: {
        minAge: 100,
        maxAge: 120,
        maxDistanceKm: 5,
        intentions: ['friends'],
        dealbreakers: { intention: true },
      },
    });
    const empty = await app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: viewer.cookie } });
    expect(empty.json().emptiedBy).toEqual(['ageRange', 'distance', 'intention']);
  });
});
