import { migrateAll } from './lib/migrate.ts';

// The operator's command for a release (README: "Running past one machine"): `npm run migrate` applies every
// service's migrations to DATABASE_DIRECT_URL (PostgreSQL itself), or DATABASE_URL when there is no pooler, before
// the instances start with MIGRATE=false.

const databaseUrl = process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run migrate needs DATABASE_DIRECT_URL or DATABASE_URL (the PostgreSQL to migrate).');
  process.exit(2);
}
await migrateAll(databaseUrl);
console.log('migrated: identity, matching, billing');
