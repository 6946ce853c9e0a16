/**
 * A made-up population for `npm run bench:matching`: people with hidden preferences (who they want by gender and
 * age, interests, how choosy they are, how attractive to others, how often they open the app), and the rule by which
 * one of them likes another card they are shown. Everything is drawn from a seed by hashing, so a person, a day's
 * visit and a decision come out the same whatever order the feed shows people in.
 */

/** A number in [0, 1) from the seed and the integers `keys` (a 32-bit integer hash, murmur3's finalizer). */
export function draw(seed: number, ...keys: number[]): number {
  let h = seed >>> 0;
  for (const key of keys) {
    h = Math.imul(h ^ (key >>> 0), 0x9e3779b1);
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 2 ** 32;
}

/** A standard normal number (Box–Muller) from two draws. */
const normal = (u: number, v: number) => Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);

const INTERESTS = [
  'Hiking',
  'Coffee',
  'Cooking',
  'Travel',
  'Music',
  'Films',
  'Books',
  'Running',
  'Yoga',
  'Gaming',
  'Art',
  'Dogs',
  'Cats',
  'Dancing',
  'Climbing',
  'Wine',
];

/** Cities far apart: people see only their own city's (the default distance, 80 km), about 250 people each. */
const CITIES = [
  { name: 'Denver, CO', latitude: 39.74, longitude: -104.99 },
  { name: 'Austin, TX', latitude: 30.27, longitude: -97.74 },
  { name: 'Chicago, IL', latitude: 41.88, longitude: -87.63 },
  { name: 'Seattle, WA', latitude: 47.61, longitude: -122.33 },
  { name: 'Atlanta, GA', latitude: 33.75, longitude: -84.39 },
  { name: 'Boston, MA', latitude: 42.36, longitude: -71.06 },
  { name: 'Phoenix, AZ', latitude: 33.45, longitude: -112.07 },
  { name: 'Miami, FL', latitude: 25.76, longitude: -80.19 },
];

type Gender = 'woman' | 'man' | 'non-binary';

export interface Person {
  index: number;
  id: string;
  /** The day the person joins (0: before the simulation starts). */
  joins: number;
  gender: Gender;
  showMe: 'women' | 'men' | 'everyone';
  age: number;
  /** The ages they like, hidden; `savesAges`: whether they also saved them as the feed's filter. */
  likesAges: [number, number];
  savesAges: boolean;
  /** The distance they saved (km). */
  maxDistanceKm: number;
  city: (typeof CITIES)[number];
  latitude: number;
  longitude: number;
  interests: string[];
  /** How attractive to others (a standard normal), and how high their bar is (higher: fewer likes). */
  attractiveness: number;
  choosiness: number;
  /** The chance that they open the app on a given day. */
  activity: number;
  /** How many cards they look at in a visit. */
  cards: number;
}

/** Person `index` of the population of `seed`, joining on day `joins`. */
export function personOf(seed: number, index: number, joins: number): Person {
  const at = (key: number) => draw(seed, index, key);
  const genderDraw = at(1);
  const gender: Gender = genderDraw < 0.48 ? 'woman' : genderDraw < 0.96 ? 'man' : 'non-binary';
  const showDraw = at(2);
  const showMe =
    gender === 'non-binary'
      ? 'everyone'
      : showDraw < 0.87
        ? gender === 'woman'
          ? 'men'
          : 'women'
        : showDraw < 0.95
          ? 'everyone'
          : gender === 'woman'
            ? 'women'
            : 'men';
  const age = 21 + Math.floor(at(3) * 28);
  const below = 1 + Math.floor(at(4) * (gender === 'man' ? 9 : 4));
  const above = 1 + Math.floor(at(5) * (gender === 'woman' ? 9 : 4));
  const city = CITIES[Math.floor(at(6) * CITIES.length)] ?? CITIES[0];
  if (!city) throw new Error('no city');
  const interests = INTERESTS.filter((_, i) => draw(seed, index, 100 + i) < 0.22);
  const activityDraw = at(9);
  return {
    index,
    id: `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
    joins,
    gender,
    showMe,
    age,
    likesAges: [Math.max(18, age - below), age + above],
    savesAges: at(10) < 0.5,
    maxDistanceKm: at(11) < 0.3 ? 25 : 80,
    city,
    // About ±40 km around the centre: some pairs are within one's distance and not the other's.
    latitude: city.latitude + (at(7) - 0.5) * 0.7,
    longitude: city.longitude + (at(8) - 0.5) * 0.9,
    interests,
    attractiveness: normal(at(12), at(13)),
    choosiness: 0.3 + at(14) * 1.4,
    activity: activityDraw < 0.6 ? 0.9 : activityDraw < 0.85 ? 0.45 : 0.08,
    cards: 4 + Math.floor(at(15) * 6),
  };
}

/** Whether `person` opens the app on `day`. */
export const visits = (seed: number, person: Person, day: number) =>
  day >= person.joins && draw(seed, person.index, 1000 + day) < person.activity;

/**
 * Whether `viewer` likes `shown`: rarely outside the ages or genders they want; otherwise more the more attractive
 * `shown` is over `viewer`'s bar, and with interests in common. Drawn once per pair.
 */
export function likes(seed: number, viewer: Person, shown: Person): boolean {
  const wanted =
    (viewer.showMe === 'everyone' || viewer.showMe === (shown.gender === 'woman' ? 'women' : 'men')) &&
    shown.age >= viewer.likesAges[0] &&
    shown.age <= viewer.likesAges[1];
  const common = shown.interests.filter((interest) => viewer.interests.includes(interest)).length;
  const chance = wanted ? 1 / (1 + Math.exp(-(shown.attractiveness - viewer.choosiness + 0.45 * common))) : 0.03;
  return draw(seed, viewer.index, shown.index, 7) < chance;
}

/** The Gini coefficient of `values` (0: all equal; near 1: one has everything). */
export function gini(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (total === 0) return 0;
  const weighted = sorted.reduce((sum, value, i) => sum + (i + 1) * value, 0);
  return (2 * weighted) / (sorted.length * total) - (sorted.length + 1) / sorted.length;
}
