// What the benchmark (scripts/bench.ts, scripts/bench-matching.ts) runs directly on its bare baseline, beside the
// service it builds with @wishlist/matching: `@wishlist/matching/bench`. Nothing of the service imports it.
import { dbOver, sqlText } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import { readOwnSettings as readOwnSettingsOn } from './core/own-settings-repository.ts';
import type { FeedFilters } from './feed/filters.ts';
import {
  FEED_ARGUMENT_TYPES,
  FEED_PAGE_FUNCTION,
  feedPageArguments,
  feedPageStatement,
  feedRepository as feedRepositoryOn,
  type FeedOptions,
} from './feed/repository.ts';

export { ageOn } from './core/birth-date.ts';
export { snapped } from './core/cells.ts';
export { entitlementRepository } from './core/plan-repository.ts';
export { requestFilters } from './feed/filters.ts';
export { cursorAfter, firstPage } from './feed/repository.ts';
export { messageRepository } from './messages/repository.ts';
export { likeComment } from './wishlist/comments.ts';
export { wishlistRepository } from './wishlist/repository.ts';

/** The feed as the service reads it, on the bench's pool. */
export const feedRepository = (pool: Pool, options?: FeedOptions) => feedRepositoryOn(dbOver(pool), options);

/**
 * The feed's page function (`name`, called with its `argumentTypes`), the text of its statement for a first page with
 * `filters` (`$1`… its arguments) and the arguments of `viewer`'s first page: the bench EXPLAINs the statement and
 * calls the function.
 */
export function firstFeedPage(viewer: string, limit: number, filters: FeedFilters = {}) {
  const shape = {
    distance: filters.maxDistanceKm !== undefined,
    lastGroup: false,
    theirAnswers: filters.intentions !== undefined || filters.twoWay === true,
  };
  return {
    name: FEED_PAGE_FUNCTION,
    argumentTypes: FEED_ARGUMENT_TYPES,
    statement: sqlText(feedPageStatement(shape)),
    args: feedPageArguments(viewer, limit, undefined, filters),
  };
}

/** The member's own settings, as the service's adults-only check and feed read them. */
export const readOwnSettings = (pool: Pool, userId: string) => readOwnSettingsOn(dbOver(pool), userId);
