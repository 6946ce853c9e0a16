import { billingDatabase } from '@wishlist/billing/database';
import { identityDatabase } from '@wishlist/identity/database';
import { matchingDatabase } from '@wishlist/matching/database';
import { migrateDatabaseAt } from '@wishlist/service-kit';

/**
 * Applies the kit's and every service's migrations at `databaseUrl` (PostgreSQL itself, not a transaction pooler):
 * what a release runs once before its instances start with MIGRATE=false. Each service's run holds the migrations'
 * lock, so this may race instances that still migrate at start.
 */
export async function migrateAll(databaseUrl: string) {
  for (const database of [identityDatabase, matchingDatabase, billingDatabase]) {
    await migrateDatabaseAt(databaseUrl, database);
  }
}
