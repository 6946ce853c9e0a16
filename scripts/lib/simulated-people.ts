import type { components } from '@wishlist/contract/schema';

/**
 * A made-up population for `npm run bench:matching`: people with hidden preferences (who they want by gender, age,
 * distance and intention, interests, how choosy they are, how attractive to others, how often they open the app),
 * what they saved of those preferences (each a dealbreaker or only ranking), their answered prompts and how often a
 * like of theirs carries a comment; the rule by which one of them likes another card they are shown, and the one by
 * which a match turns into a conversation. Everything is drawn from a seed by hashing, so a person, a day's visit and
 * a decision come out the same whatever order the feed shows people in.
 */

type Intention = components['schemas']['Intention'];
type PromptAnswer = components['schemas']['PromptAnswer'];

/**
 * A number in [0, 1) from the seed and the integers `keys` (a 32-bit integer hash, murmur3's finalizer). The seed is
 * hashed as a key of its own: XORed into the first key, seeds 28 and 29 drew the same people, two by two swapped.
 */
export function draw(seed: number, ...keys: number[]): number {
  let h = 0x811c9dc5;
  for (const key of [seed, ...keys]) {
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

/** What someone looking for each intention would also go out with (empty: anyone; "not sure" is open). */
const WANTS: Record<Intention, Intention[]> = {
  long_term: ['long_term', 'long_term_open_to_short'],
  long_term_open_to_short: ['long_term', 'long_term_open_to_short', 'short_term'],
  short_term: ['short_term', 'long_term_open_to_short', 'not_sure'],
  friends: ['friends'],
  not_sure: [],
};

/** Some of the prompts of the catalogue (matching's profiles/prompts.ts), with an answer each. */
const ANSWERS: PromptAnswer[] = [
  {
    promptId: 'perfect_sunday',
    answer: 'A long breakfast, a longer walk, and someone to argue about the crossword with.',
  },
  { promptId: 'looking_for', answer: 'Someone curious who laughs easily and makes plans they keep.' },
  { promptId: 'get_along_if', answer: 'You like trying the one dish on the menu nobody orders.' },
  { promptId: 'simple_pleasures', answer: 'Fresh sheets, the first coffee, a bus that comes on time.' },
  { promptId: 'green_flags', answer: 'Kind to waiters, asks questions back, remembers the small things.' },
  { promptId: 'typical_weekend', answer: 'Farmers market, a climb if the weather holds, friends over for dinner.' },
];

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
  /** What they are looking for (null: not said), and the intentions they would go out with (empty: any). */
  intention: Intention | null;
  wantsIntentions: Intention[];
  /** Whether they saved `wantsIntentions` as the feed's filter (when it narrows anything). */
  savesIntentions: boolean;
  /** Which of their saved preferences are dealbreakers (hard filters); the others only rank. */
  dealbreakers: { ageRange: boolean; distance: boolean; showMe: boolean; intention: boolean };
  /** "Only people whose dealbreakers I meet too". */
  twoWay: boolean;
  /** Their answered prompts (0 to 3). */
  prompts: PromptAnswer[];
  /** The share of their likes of someone with prompts that carry a comment on one of them. */
  commentRate: number;
}

/** The intention said (15% say none), and the intentions then wanted. */
function intentionOf(at: (key: number) => number): { intention: Intention | null; wantsIntentions: Intention[] } {
  const d = at(20);
  const intention: Intention | null =
    d < 0.15
      ? null
      : d < 0.5
        ? 'long_term'
        : d < 0.68
          ? 'long_term_open_to_short'
          : d < 0.82
            ? 'short_term'
            : d < 0.87
              ? 'friends'
              : 'not_sure';
  return { intention, wantsIntentions: intention ? WANTS[intention] : [] };
}

/** The new fields of person `index` (issue 46): intention, what they saved and how firmly, prompts, comments. */
function preferencesOf(seed: number, index: number) {
  const at = (key: number) => draw(seed, index, key);
  const answered = Math.floor(at(27) * 4);
  const order = ANSWERS.map((answer, i) => ({ answer, rank: draw(seed, index, 200 + i) })).sort(
    (a, b) => a.rank - b.rank,
  );
  return {
    ...intentionOf(at),
    savesIntentions: at(21) < 0.6,
    dealbreakers: { ageRange: at(22) < 0.5, distance: at(23) < 0.7, showMe: at(24) < 0.9, intention: at(25) < 0.35 },
    twoWay: at(26) < 0.15,
    prompts: order.slice(0, answered).map(({ answer }) => answer),
    commentRate: at(28) < 0.45 ? 0 : 0.15 + at(29) * 0.6,
  };
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
    ...preferencesOf(seed, index),
  };
}

/** Whether `person` opens the app on `day`. */
export const visits = (seed: number, person: Person, day: number) =>
  day >= person.joins && draw(seed, person.index, 1000 + day) < person.activity;

/** The distance between two people in km (equirectangular: the pairs that matter are a city apart at most). */
export function distanceKm(a: Person, b: Person): number {
  const rad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * rad * Math.cos(((a.latitude + b.latitude) / 2) * rad);
  return 6371 * Math.hypot(x, (b.latitude - a.latitude) * rad);
}

/** Whether `person` would go out with someone looking for `intention` (someone who said nothing passes). */
const open = (person: Person, intention: Intention | null) =>
  intention === null || person.wantsIntentions.length === 0 || person.wantsIntentions.includes(intention);

/**
 * Whether `shown` is whom `viewer` wants, saved or not: gender, ages, intention, and distance (a little beyond the one
 * they saved is still near: the feed measures between grid cells).
 */
export const wants = (viewer: Person, shown: Person): boolean =>
  (viewer.showMe === 'everyone' || viewer.showMe === (shown.gender === 'woman' ? 'women' : 'men')) &&
  shown.age >= viewer.likesAges[0] &&
  shown.age <= viewer.likesAges[1] &&
  open(viewer, shown.intention) &&
  distanceKm(viewer, shown) <= viewer.maxDistanceKm * 1.2;

const interestsInCommon = (a: Person, b: Person) =>
  a.interests.filter((interest) => b.interests.includes(interest)).length;
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Whether `viewer` likes `shown`: rarely (3%) unless `shown` is whom they want; otherwise more the more attractive
 * `shown` is over `viewer`'s bar, and with interests in common. Drawn once per pair.
 */
export function likes(seed: number, viewer: Person, shown: Person): boolean {
  const chance = wants(viewer, shown)
    ? logistic(shown.attractiveness - viewer.choosiness + 0.45 * interestsInCommon(viewer, shown))
    : 0.03;
  return draw(seed, viewer.index, shown.index, 7) < chance;
}

/** The prompt of `shown` that `viewer`'s like comments on, null for a plain like (none without prompts). Per pair. */
export function commentOn(seed: number, viewer: Person, shown: Person): PromptAnswer | null {
  if (draw(seed, viewer.index, shown.index, 8) >= viewer.commentRate) return null;
  return shown.prompts[Math.floor(draw(seed, viewer.index, shown.index, 9) * shown.prompts.length)] ?? null;
}

/**
 * After a match, in log-odds: whether someone writes first when the match has no message, and whether the other
 * answers the first message. A like's comment is a first message already, one about the replier's own prompt, and
 * makes an answer likelier; a shared intention (each open to the other's), interests in common (up to 3) and a mutual
 * fit (each whom the other wants) make both likelier. Set so that about a third of plain matches never see a first
 * message and a comment roughly doubles the chance of an exchange, near Hinge's published figures (40% of chats never
 * start; a like with a comment doubles the chance of a date): the bench checks that the product carries the comment
 * to the conversation, not how people answer one.
 */
export const CONVERSATION = { opens: -0.6, replies: -0.3, comment: 0.9, sharedIntention: 0.8, interest: 0.3, fit: 0.6 };

/** What a pair's conversation owes to who they are, in log-odds (see CONVERSATION). */
function pairFit(a: Person, b: Person): number {
  const shared = a.intention !== null && b.intention !== null && open(a, b.intention) && open(b, a.intention);
  return (
    (shared ? CONVERSATION.sharedIntention : 0) +
    CONVERSATION.interest * Math.min(3, interestsInCommon(a, b)) +
    (wants(a, b) && wants(b, a) ? CONVERSATION.fit : 0)
  );
}

/** Which of a matched pair writes first when the match brought no message (null: neither). Drawn once per pair. */
export function writesFirst(seed: number, a: Person, b: Person): Person | null {
  const [low, high] = a.index < b.index ? [a, b] : [b, a];
  if (draw(seed, low.index, high.index, 11) >= logistic(CONVERSATION.opens + pairFit(a, b))) return null;
  return draw(seed, low.index, high.index, 13) < 0.5 ? low : high;
}

/** Whether `replier` answers `writer`'s first message; `comment`: it is a comment on one of `replier`'s prompts. */
export const answers = (seed: number, replier: Person, writer: Person, comment: boolean): boolean =>
  draw(seed, replier.index, writer.index, 12) <
  logistic(CONVERSATION.replies + (comment ? CONVERSATION.comment : 0) + pairFit(replier, writer));

/** The soft preferences of `viewer`'s that a card shows, as the feed reads them: the age, distance, gender, intention. */
export interface Card {
  age: number;
  distanceKm: number | null;
  gender: Gender;
  intention: Intention | null;
}

/** The basic preferences, named as matching's dealbreakers. */
export type Preference = keyof Person['dealbreakers'];

/**
 * Whether `card` meets each preference `viewer` saved without making it a dealbreaker, as the feed counts a miss
 * (feed/repository.ts); the others are absent.
 */
export function softPreferenceFits(viewer: Person, card: Card): Partial<Record<Preference, boolean>> {
  const { dealbreakers } = viewer;
  return {
    ...(viewer.savesAges &&
      !dealbreakers.ageRange && { ageRange: card.age >= viewer.likesAges[0] && card.age <= viewer.likesAges[1] }),
    ...(!dealbreakers.distance && { distance: card.distanceKm !== null && card.distanceKm <= viewer.maxDistanceKm }),
    ...(viewer.showMe !== 'everyone' &&
      !dealbreakers.showMe && { showMe: card.gender === (viewer.showMe === 'women' ? 'woman' : 'man') }),
    ...(viewer.savesIntentions &&
      viewer.wantsIntentions.length > 0 &&
      !dealbreakers.intention && {
        intention: card.intention !== null && viewer.wantsIntentions.includes(card.intention),
      }),
  };
}

/** The Gini coefficient of `values` (0: all equal; near 1: one has everything). */
export function gini(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (total === 0) return 0;
  const weighted = sorted.reduce((sum, value, i) => sum + (i + 1) * value, 0);
  return (2 * weighted) / (sorted.length * total) - (sorted.length + 1) / sorted.length;
}
