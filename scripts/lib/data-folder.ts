import { join, resolve } from 'node:path';

// Where `npm start` keeps its data, so that the operator's commands (`npm run moderation`) find the same database.

const root = resolve(import.meta.dirname, '../..');

/** Local data lives in the git-ignored .data folder, or where WISHLIST_DATA_DIR says. */
export const dataFolder = (env: NodeJS.ProcessEnv = process.env) =>
  env.WISHLIST_DATA_DIR ? resolve(env.WISHLIST_DATA_DIR) : join(root, '.data');

/** The embedded PostgreSQL's own folder inside the data folder (used unless DATABASE_URL is set). */
export const postgresFolder = (dataDir: string) => join(dataDir, 'postgres');

/** The database `npm start` makes on its embedded PostgreSQL. */
export const STACK_DATABASE = 'wishlist';
