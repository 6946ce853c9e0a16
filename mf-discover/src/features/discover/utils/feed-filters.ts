// Discover's filters (spec §6): an age range and a maximum distance for every plan, interests in common for premium
// and gold; what people are looking for, each basic preference a dealbreaker or not, and the two-way switch (issue 46,
// free). They are saved on the account (OwnProfile.filters) and the server applies them to every feed request.
import type {
  DeckEmptiedBy,
  Dealbreakers,
  FeedFilters,
  FeedFiltersUpdate,
  Intention,
} from '@wishlist/contract/client/types.gen.ts';

/** The age slider's ends; 18 is no lower bound, and the top end reads "80+": no upper bound. */
export const AGE_BOUNDS = { min: 18, max: 80 } as const;

/** The distances offered, in km. */
export const DISTANCES_KM = [5, 10, 25, 50, 80, 160, 300] as const;

/**
 * The filter sheet's choice: both ends of the age slider, a distance (null: any), interests in common, the
 * intentions wanted (none: any), which preferences are dealbreakers, and the two-way switch.
 */
export interface FilterDraft {
  minAge: number;
  maxAge: number;
  maxDistanceKm: number | null;
  commonInterests: boolean;
  intentions: Intention[];
  dealbreakers: Dealbreakers;
  twoWay: boolean;
}

/** The dealbreakers of a new account (spec, issue 46): age range, distance and show me hard, intentions soft. */
export const DEFAULT_DEALBREAKERS: Dealbreakers = { ageRange: true, distance: true, showMe: true, intention: false };

/** Every filter at its widest (any age, any distance, anyone), the dealbreakers as a new account has them. */
export const WIDEST: FilterDraft = {
  minAge: AGE_BOUNDS.min,
  maxAge: AGE_BOUNDS.max,
  maxDistanceKm: null,
  commonInterests: false,
  intentions: [],
  dealbreakers: DEFAULT_DEALBREAKERS,
  twoWay: false,
};

/** The sheet's starting point: the saved filters on the slider (an age past 80 shows as 80+). */
export const draftOf = (saved: FeedFilters): FilterDraft => ({
  minAge: Math.min(saved.minAge ?? AGE_BOUNDS.min, AGE_BOUNDS.max),
  maxAge: Math.min(saved.maxAge ?? AGE_BOUNDS.max, AGE_BOUNDS.max),
  maxDistanceKm: saved.maxDistanceKm,
  commonInterests: saved.commonInterests,
  intentions: saved.intentions,
  dealbreakers: saved.dealbreakers,
  twoWay: saved.twoWay,
});

/** What to save of a draft: an age end at the slider's end is no bound; interests in common only with the plan. */
export function filtersUpdate(draft: FilterDraft, { interests }: { interests: boolean }): FeedFiltersUpdate {
  return {
    minAge: draft.minAge > AGE_BOUNDS.min ? draft.minAge : null,
    maxAge: draft.maxAge < AGE_BOUNDS.max ? draft.maxAge : null,
    maxDistanceKm: draft.maxDistanceKm,
    ...(interests && { commonInterests: draft.commonInterests }),
    intentions: draft.intentions,
    dealbreakers: draft.dealbreakers,
    twoWay: draft.twoWay,
  };
}

/** The change that relaxes what emptied the deck: that dealbreaker becomes a preference, or two-way goes off. */
export const relaxUpdate = (emptiedBy: DeckEmptiedBy): FeedFiltersUpdate =>
  emptiedBy === 'twoWay' ? { twoWay: false } : { dealbreakers: { [emptiedBy]: false } };

/**
 * How many saved filters narrow the deck now (the age range counts once), for the Filters button: the distance only
 * once the person has a location, interests in common only while the plan has them (as the server applies them),
 * the intentions wanted, the two-way switch.
 */
export function activeFilterCount(
  saved: FeedFilters,
  { hasLocation, interests }: { hasLocation: boolean; interests: boolean },
): number {
  return [
    saved.minAge !== null || saved.maxAge !== null,
    hasLocation && saved.maxDistanceKm !== null,
    interests && saved.commonInterests,
    saved.intentions.length > 0,
    saved.twoWay,
  ].filter(Boolean).length;
}

/** "25–40", "30–80+", "18–80+" (in `locale`'s digits). */
export function ageRangeText({ minAge, maxAge }: FilterDraft, locale = 'en'): string {
  const number = new Intl.NumberFormat(locale);
  return `${number.format(minAge)}–${number.format(maxAge)}${maxAge >= AGE_BOUNDS.max ? '+' : ''}`;
}
