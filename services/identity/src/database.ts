import type { DatabaseDefinition } from '@wishlist/service-kit';
import { Account, ContactMessage, VerificationCode } from './core/entities.ts';

/** Identity's slice of the database, for its app and for `npm run migrate`. */
export const identityDatabase: DatabaseDefinition = {
  schema: 'identity',
  entities: [Account, VerificationCode, ContactMessage],
  migrationsPath: new URL('./migrations', import.meta.url).pathname,
};
