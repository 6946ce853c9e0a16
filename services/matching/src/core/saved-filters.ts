import { ApiError } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import type { Profile } from './profile.ts';

/**
 * The filters each person keeps on their profile (spec §6): an age range and a maximum distance for every plan,
 * interests in common for the plans with advanced filters. They apply to every feed request (feed/filters.ts).
 */

/**
 * Where a new account's deck stops once a location is known: about 50 miles, a metropolitan area with its commuter
 * towns (Brooklyn reaches New York, Long Island and northern New Jersey, not Philadelphia), as the big dating apps
 * start. The migration `feed_filters` gives the column the same default.
 */
export const DEFAULT_MAX_DISTANCE_KM = 80;

export type SavedFilters = components['schemas']['FeedFilters'];
type FiltersUpdate = components['schemas']['FeedFiltersUpdate'];

export const advancedFiltersLocked = () => new ApiError('ADVANCED_FILTERS_LOCKED', { plans: 'Premium and Gold' });

export const invertedAgeRange = () => new ApiError('INVALID_AGE_RANGE');

/** A viewer without a profile of their own narrows nothing. */
export const NO_SAVED_FILTERS: SavedFilters = {
  minAge: null,
  maxAge: null,
  maxDistanceKm: null,
  commonInterests: false,
  intentions: [],
  dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
  twoWay: false,
};

export const savedFiltersOf = (profile: Profile): SavedFilters => ({
  minAge: profile.filterMinAge ?? null,
  maxAge: profile.filterMaxAge ?? null,
  maxDistanceKm: profile.filterMaxDistanceKm ?? null,
  commonInterests: profile.filterCommonInterests,
  intentions: profile.filterIntentions,
  dealbreakers: {
    ageRange: profile.dealbreakerAgeRange,
    distance: profile.dealbreakerDistance,
    showMe: profile.dealbreakerShowMe,
    intention: profile.dealbreakerIntention,
  },
  twoWay: profile.filterTwoWay,
});

/** Saves the dealbreakers `update` names (any plan: they are free). */
function saveDealbreakers(profile: Profile, update: NonNullable<FiltersUpdate['dealbreakers']>) {
  if (update.ageRange !== undefined) profile.dealbreakerAgeRange = update.ageRange;
  if (update.distance !== undefined) profile.dealbreakerDistance = update.distance;
  if (update.showMe !== undefined) profile.dealbreakerShowMe = update.showMe;
  if (update.intention !== undefined) profile.dealbreakerIntention = update.intention;
}

/** Saves the filters `update` names on `profile`; 403 when it turns on one the plan lacks, 400 for an inverted range. */
export function saveFilters(profile: Profile, update: FiltersUpdate, plan: { advancedFilters: boolean }) {
  if (update.commonInterests && !plan.advancedFilters) throw advancedFiltersLocked();
  if (update.minAge !== undefined) profile.filterMinAge = update.minAge;
  if (update.maxAge !== undefined) profile.filterMaxAge = update.maxAge;
  if (update.maxDistanceKm !== undefined) profile.filterMaxDistanceKm = update.maxDistanceKm;
  if (update.commonInterests !== undefined) profile.filterCommonInterests = update.commonInterests;
  if (update.intentions !== undefined) profile.filterIntentions = update.intentions;
  if (update.dealbreakers) saveDealbreakers(profile, update.dealbreakers);
  if (update.twoWay !== undefined) profile.filterTwoWay = update.twoWay;
  if (profile.filterMinAge != null && profile.filterMaxAge != null && profile.filterMinAge > profile.filterMaxAge)
    throw invertedAgeRange();
}
