// What the benchmark (scripts/bench.ts, scripts/bench-matching.ts) runs directly on its bare baseline, beside the
// service it builds with @wishlist/matching: `@wishlist/matching/bench`. Nothing of the service imports it.
import { dbOver, type Db } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import { readOwnSettings as readOwnSettingsOn } from './core/own-settings-repository.ts';

export { snapped } from './core/cells.ts';
export { entitlementRepository } from './core/plan-repository.ts';
export { feedPageQuery, feedRepository, firstPage } from './feed/repository.ts';
export { wishlistRepository } from './wishlist/repository.ts';

/** The bench's pool as a statement runner, made once per pool (the service has its own: `app.db`). */
const dbs = new WeakMap<Pool, Db>();
function dbOf(pool: Pool): Db {
  const db = dbs.get(pool) ?? dbOver(pool);
  dbs.set(pool, db);
  return db;
}

/** The member's own settings, as the service's adults-only check and feed read them. */
export const readOwnSettings = (pool: Pool, userId: string) => readOwnSettingsOn(dbOf(pool), userId);
