// What the benchmark (scripts/bench.ts, scripts/bench-matching.ts) runs directly on its bare baseline, beside the
// service it builds with @wishlist/matching: `@wishlist/matching/bench`. Nothing of the service imports it.
import { dbOver } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import { readOwnSettings as readOwnSettingsOn } from './core/own-settings-repository.ts';
import type { FeedFilters } from './feed/filters.ts';
import { feedPageQuery, feedRepository as feedRepositoryOn, type FeedOptions } from './feed/repository.ts';

export { snapped } from './core/cells.ts';
export { entitlementRepository } from './core/plan-repository.ts';
export { firstPage } from './feed/repository.ts';
export { wishlistRepository } from './wishlist/repository.ts';

/** The feed as the service reads it, on the bench's pool. */
export const feedRepository = (pool: Pool, options?: FeedOptions) => feedRepositoryOn(dbOver(pool), options);

/** The SQL text and values of the feed's first page for `viewer`, as the service sends them (the bench EXPLAINs it). */
export function firstFeedPage(pool: Pool, viewer: string, limit: number, filters: FeedFilters = {}) {
  const { sql, parameters } = feedPageQuery(viewer, limit, undefined, filters).compile(dbOver(pool));
  return { sql, params: parameters };
}

/** The member's own settings, as the service's adults-only check and feed read them. */
export const readOwnSettings = (pool: Pool, userId: string) => readOwnSettingsOn(dbOver(pool), userId);
