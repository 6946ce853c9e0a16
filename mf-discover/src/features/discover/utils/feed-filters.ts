// The advanced filters of Discover (premium, gold) and the query parameters of GET /api/profiles they become.
// A filter at its widest (18 to 80+, any distance) is no filter and is not sent.
import type { FeedFilterQuery } from '../../../api/get-feed.ts';

export interface FeedFilters {
  minAge: number;
  maxAge: number;
  /** Null: any distance. */
  maxDistanceKm: number | null;
  commonInterests: boolean;
}

/** The age slider's ends; its top end reads "80+" and sets no upper bound. */
export const AGE_BOUNDS = { min: 18, max: 80 } as const;

/** The distances offered, in km. */
export const DISTANCES_KM = [5, 10, 25, 50, 100, 250] as const;

export const NO_FILTERS: FeedFilters = {
  minAge: AGE_BOUNDS.min,
  maxAge: AGE_BOUNDS.max,
  maxDistanceKm: null,
  commonInterests: false,
};

/** The query parameters of the filters that narrow the feed, and only those. */
export function feedFilterQuery(filters: FeedFilters): FeedFilterQuery {
  return {
    ...(filters.minAge > AGE_BOUNDS.min && { minAge: filters.minAge }),
    ...(filters.maxAge < AGE_BOUNDS.max && { maxAge: filters.maxAge }),
    ...(filters.maxDistanceKm !== null && { maxDistanceKm: filters.maxDistanceKm }),
    ...(filters.commonInterests && { commonInterests: true }),
  };
}

/** How many filters narrow the feed (age counts once), for the Filters button. */
export function activeFilterCount(filters: FeedFilters): number {
  const { minAge, maxAge, maxDistanceKm, commonInterests } = feedFilterQuery(filters);
  return [minAge ?? maxAge, maxDistanceKm, commonInterests].filter((value) => value !== undefined).length;
}

/** "25–40", "30–80+", "18–80+". */
export function ageRangeText({ minAge, maxAge }: FeedFilters): string {
  return `${String(minAge)}–${String(maxAge)}${maxAge >= AGE_BOUNDS.max ? '+' : ''}`;
}
