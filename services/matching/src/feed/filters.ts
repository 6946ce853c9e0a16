import { ApiError } from '@wishlist/service-kit';
import { advancedFiltersLocked, invertedAgeRange, type SavedFilters } from '../core/saved-filters.ts';

/**
 * The feed's filters (spec §6): each person's saved ones (core/saved-filters.ts) apply to every feed request; a query
 * parameter replaces its saved filter for that request.
 */

/** What one feed request is narrowed by; an absent field narrows nothing. */
export interface FeedFilters {
  minAge?: number;
  maxAge?: number;
  maxDistanceKm?: number;
  commonInterests?: boolean;
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
  if (query.maxDistanceKm !== undefined && !viewer.hasLocation) throw new ApiError('NO_LOCATION');
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
