// What the benchmark (scripts/bench.ts, scripts/bench-matching.ts) runs directly on its bare baseline, beside the
// service it builds with @wishlist/matching: `@wishlist/matching/bench`. Nothing of the service imports it.
export { snapped } from './core/cells.ts';
export { readOwnSettings } from './core/own-settings-repository.ts';
export { entitlementRepository } from './core/plan-repository.ts';
export { feedPageQuery, feedRepository, firstPage } from './feed/repository.ts';
export { wishlistRepository } from './wishlist/repository.ts';
