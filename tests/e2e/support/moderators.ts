import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The database of the stack under test: E2E_DATABASE_URL when the tests run against an app already running
 * (E2E_BASE_URL), else the embedded PostgreSQL `npm start` runs in E2E_DATA_DIR (its port is in postmaster.pid).
 */
export function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('set E2E_DATABASE_URL to give a user a role in the app under test');
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://wishlist:wishlist-local@127.0.0.1:${String(port)}/wishlist`;
}

/** Gives `username` the moderator role, as `npm run moderation -- grant` does (README: "Moderation"). */
export async function makeModerator(username: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query("update identity.accounts set role = 'moderator' where username = $1", [
      username,
    ]);
    if (rowCount !== 1) throw new Error(`no account ${username}`);
  } finally {
    await client.end();
  }
}
