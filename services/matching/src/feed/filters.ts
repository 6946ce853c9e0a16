import { ApiError } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import type { Profile } from '../profiles/entity.ts';

/**
 * The feed's filters (spec §6): an age range and a maximum distance for every plan, interests in common for the
 * plans with advanced filters. Each person's are kept on their profile and apply to every feed request; a query
 * parameter replaces its saved filter for that request.
 */

/**
 * Where a new account's deck stops once a location is known: about 50 miles, a metropolitan area with its commuter
 * towns (Brooklyn reaches New York, Long Island and northern New Jersey, not Philadelphia), as the big dating apps
 * start. The migration `feed_filters` gives the column the same default.
 */
export const DEFAULT_MAX_DISTANCE_KM = 80;

export type SavedFilters = components['schemas']['FeedFilters'];
type FiltersUpdate = components['schemas']['FeedFiltersUpdate'];

/** What one feed request is narrowed by; an absent field narrows nothing. */
export interface FeedFilters {
  minAge?: number;
  maxAge?: number;
  maxDistanceKm?: number;
  commonInterests?: boolean;
}

export const advancedFiltersLocked = () =>
  new ApiError(403, 'Interests in common come with Premium and Gold.', 'ADVANCED_FILTERS_LOCKED');

const invertedAgeRange = () => new ApiError(400, 'The minimum age is above the maximum age.', 'INVALID_AGE_RANGE');

/** A viewer without a profile of their own narrows nothing. */
export const NO_SAVED_FILTERS: SavedFilters = {
  minAge: null,
  maxAge: null,
  maxDistanceKm: null,
  commonInterests: false,
};

export const savedFiltersOf = (profile: Profile): SavedFilters => ({
  minAge: profile.filterMinAge ?? null,
  maxAge: profile.filterMaxAge ?? null,
  maxDistanceKm: profile.filterMaxDistanceKm ?? null,
  commonInterests: profile.filterCommonInterests,
});

/** Saves the filters `update` names on `profile`; 403 when it turns on one the plan lacks, 400 for an inverted range. */
export function saveFilters(profile: Profile, update: FiltersUpdate, plan: { advancedFilters: boolean }) {
  if (update.commonInterests && !plan.advancedFilters) throw advancedFiltersLocked();
  if (update.minAge !== undefined) profile.filterMinAge = update.minAge;
  if (update.maxAge !== undefined) profile.filterMaxAge = update.maxAge;
  if (update.maxDistanceKm !== undefined) profile.filterMaxDistanceKm = update.maxDistanceKm;
  if (update.commonInterests !== undefined) profile.filterCommonInterests = update.commonInterests;
  if (profile.filterMinAge != null && profile.filterMaxAge != null && profile.filterMinAge > profile.filterMaxAge)
    throw invertedAgeRange();
}

/**
 * The filters of one feed request: each query parameter sent, else the saved one. A saved distance waits for the
 * viewer's location and saved interests in common for a plan that has them; parameters are refused instead (400
 * `NO_LOCATION`, 403 `ADVANCED_FILTERS_LOCKED`), so a client learns why it did not get what it asked for.
 */
export function requestFilters(
  saved: SavedFilters,
  query: FeedFilters,
  viewer: { hasLocation: boolean; advancedFilters: boolean },
): FeedFilters {
  if (query.commonInterests && !viewer.advancedFilters) throw advancedFiltersLocked();
  if (query.maxDistanceKm !== undefined && !viewer.hasLocation)
    throw new ApiError(400, 'Set your location to filter by distance.', 'NO_LOCATION');
  if (query.minAge !== undefined && query.maxAge !== undefined && query.minAge > query.maxAge) throw invertedAgeRange();
  const minAge = query.minAge ?? saved.minAge;
  const maxAge = query.maxAge ?? saved.maxAge;
  const maxDistanceKm = query.maxDistanceKm ?? (viewer.hasLocation ? saved.maxDistanceKm : null);
  const commonInterests = query.commonInterests ?? (viewer.advancedFilters && saved.commonInterests);
  return {
    ...(minAge !== null && { minAge }),
    ...(maxAge !== null && { maxAge }),
    ...(maxDistanceKm !== null && { maxDistanceKm }),
    ...(commonInterests && { commonInterests }),
  };
}
