import type { DatabaseDefinition } from '@wishlist/service-kit';
import { Profile } from './core/profile.ts';

/** Matching's slice of the database, for its app and for `npm run migrate`. */
export const matchingDatabase: DatabaseDefinition = {
  schema: 'matching',
  entities: [Profile],
  migrationsPath: new URL('./migrations', import.meta.url).pathname,
};
