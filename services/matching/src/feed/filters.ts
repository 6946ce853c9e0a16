import { ApiError } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import { advancedFiltersLocked, invertedAgeRange, type SavedFilters } from '../core/saved-filters.ts';

/**
 * The feed's filters (spec §6): each person's saved ones (core/saved-filters.ts) apply to every feed request; a query
 * parameter replaces its saved filter for that request. A saved basic preference is a hard filter only while it is a
 * dealbreaker; otherwise the feed ranks by it (feed/repository.ts reads it from the viewer's row). A query parameter
 * is always hard.
 */

type Intention = components['schemas']['Intention'];
export type DeckEmptiedBy = components['schemas']['DeckEmptiedBy'];

/** What one feed request is narrowed by; an absent field narrows nothing. */
export interface FeedFilters {
  minAge?: number;
  maxAge?: number;
  maxDistanceKm?: number;
  commonInterests?: boolean;
  /** Only people who said one of these. */
  intentions?: Intention[];
  /** The viewer's "show me" only ranks (their dealbreaker is off). */
  anyGender?: boolean;
  /** Only people whose own dealbreakers the viewer meets. */
  twoWay?: boolean;
}

type QueryFilters = Pick<FeedFilters, 'minAge' | 'maxAge' | 'maxDistanceKm' | 'commonInterests'>;

/** The saved basic preferences that are dealbreakers, as hard filters (absent: not one, or nothing saved). */
function savedDealbreakers(saved: SavedFilters, hasLocation: boolean): FeedFilters {
  const { dealbreakers } = saved;
  const maxDistanceKm = dealbreakers.distance && hasLocation ? saved.maxDistanceKm : null;
  return {
    ...(dealbreakers.ageRange && saved.minAge !== null && { minAge: saved.minAge }),
    ...(dealbreakers.ageRange && saved.maxAge !== null && { maxAge: saved.maxAge }),
    ...(maxDistanceKm !== null && { maxDistanceKm }),
    ...(dealbreakers.intention && saved.intentions.length > 0 && { intentions: saved.intentions }),
    ...(!dealbreakers.showMe && { anyGender: true }),
    ...(saved.twoWay && { twoWay: true }),
  };
}

/**
 * The filters of one feed request: each query parameter sent, else the saved one while it is a dealbreaker. A saved
 * distance waits for the viewer's location and saved interests in common for a plan that has them; parameters are
 * refused instead (400 `NO_LOCATION`, 403 `ADVANCED_FILTERS_LOCKED`), so a client learns why it did not get what it
 * asked for.
 */
export function requestFilters(
  saved: SavedFilters,
  query: QueryFilters,
  viewer: { hasLocation: boolean; advancedFilters: boolean },
): FeedFilters {
  if (query.commonInterests && !viewer.advancedFilters) throw advancedFiltersLocked();
  if (query.maxDistanceKm !== undefined && !viewer.hasLocation) throw new ApiError('NO_LOCATION');
  if (query.minAge !== undefined && query.maxAge !== undefined && query.minAge > query.maxAge) throw invertedAgeRange();
  const hard = savedDealbreakers(saved, viewer.hasLocation);
  const commonInterests = query.commonInterests ?? (viewer.advancedFilters && saved.commonInterests);
  return {
    ...hard,
    minAge: query.minAge ?? hard.minAge,
    maxAge: query.maxAge ?? hard.maxAge,
    maxDistanceKm: query.maxDistanceKm ?? hard.maxDistanceKm,
    ...(commonInterests && { commonInterests }),
  };
}

/** The filters without one dealbreaker (or the two-way switch). */
export function relaxed(filters: FeedFilters, dealbreaker: DeckEmptiedBy): FeedFilters {
  switch (dealbreaker) {
    case 'ageRange':
      return { ...filters, minAge: undefined, maxAge: undefined };
    case 'distance':
      return { ...filters, maxDistanceKm: undefined };
    case 'showMe':
      return { ...filters, anyGender: true };
    case 'intention':
      return { ...filters, intentions: undefined };
    case 'twoWay':
      return { ...filters, twoWay: false };
  }
}

/** The dealbreakers (and the switch) that narrow this request's deck, in the contract's order. */
export function dealbreakersInForce(filters: FeedFilters, viewer: { showMeNarrows: boolean }): DeckEmptiedBy[] {
  const inForce: Record<DeckEmptiedBy, boolean> = {
    ageRange: filters.minAge !== undefined || filters.maxAge !== undefined,
    distance: filters.maxDistanceKm !== undefined,
    showMe: viewer.showMeNarrows && !filters.anyGender,
    intention: filters.intentions !== undefined,
    twoWay: filters.twoWay === true,
  };
  return (Object.keys(inForce) as DeckEmptiedBy[]).filter((name) => inForce[name]);
}
