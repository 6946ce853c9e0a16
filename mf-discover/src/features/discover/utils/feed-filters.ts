// Discover's filters (spec §6): an age range and a maximum distance for every plan, interests in common for premium
// and gold. They are saved on the account (OwnProfile.filters) and the server applies them to every feed request.
import type { FeedFilters, FeedFiltersUpdate } from '@wishlist/contract/client/types.gen.ts';

/** The age slider's ends; 18 is no lower bound, and the top end reads "80+": no upper bound. */
export const AGE_BOUNDS = { min: 18, max: 80 } as const;

/** The distances offered, in km. */
export const DISTANCES_KM = [5, 10, 25, 50, 80, 160, 300] as const;

/** The filter sheet's choice: both ends of the age slider, a distance (null: any), interests in common. */
export interface FilterDraft {
  minAge: number;
  maxAge: number;
  maxDistanceKm: number | null;
  commonInterests: boolean;
}

/** Every filter at its widest: any age, any distance, anyone. */
export const WIDEST: FilterDraft = {
  minAge: AGE_BOUNDS.min,
  maxAge: AGE_BOUNDS.max,
  maxDistanceKm: null,
  commonInterests: false,
};

/** The sheet's starting point: the saved filters on the slider (an age past 80 shows as 80+). */
export const draftOf = (saved: FeedFilters): FilterDraft => ({
  minAge: Math.min(saved.minAge ?? AGE_BOUNDS.min, AGE_BOUNDS.max),
  maxAge: Math.min(saved.maxAge ?? AGE_BOUNDS.max, AGE_BOUNDS.max),
  maxDistanceKm: saved.maxDistanceKm,
  commonInterests: saved.commonInterests,
});

/** What to save of a draft: an age end at the slider's end is no bound; interests in common only with the plan. */
export function filtersUpdate(draft: FilterDraft, { interests }: { interests: boolean }): FeedFiltersUpdate {
  return {
    minAge: draft.minAge > AGE_BOUNDS.min ? draft.minAge : null,
    maxAge: draft.maxAge < AGE_BOUNDS.max ? draft.maxAge : null,
    maxDistanceKm: draft.maxDistanceKm,
    ...(interests && { commonInterests: draft.commonInterests }),
  };
}

/**
 * How many saved filters narrow the deck now (the age range counts once), for the Filters button: the distance only
 * once the person has a location, interests in common only while the plan has them (as the server applies them).
 */
export function activeFilterCount(
  saved: FeedFilters,
  { hasLocation, interests }: { hasLocation: boolean; interests: boolean },
): number {
  return [
    saved.minAge !== null || saved.maxAge !== null,
    hasLocation && saved.maxDistanceKm !== null,
    interests && saved.commonInterests,
  ].filter(Boolean).length;
}

/** "25–40", "30–80+", "18–80+". */
export function ageRangeText({ minAge, maxAge }: FilterDraft): string {
  return `${String(minAge)}–${String(maxAge)}${maxAge >= AGE_BOUNDS.max ? '+' : ''}`;
}
