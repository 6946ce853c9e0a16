import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dbOver } from '@wishlist/service-kit/sql';
import pg from 'pg';
import { setRole } from '../../../services/identity/src/moderation/repository.ts';

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

/** Runs `text` on the database of the stack under test. */
async function query(text: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/**
 * Gives `username` a role (moderator by default) as `npm run moderation -- grant` does (README: "Moderation"): with
 * its entry in the role changes, which admins read in the console.
 */
export async function makeModerator(username: string, role: 'moderator' | 'admin' = 'moderator'): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
  try {
    if (!(await setRole(dbOver(pool), username, role, 'e2e-operator'))) throw new Error(`no account ${username}`);
  } finally {
    await pool.end();
  }
}

/** `count` suspensions the moderator made a minute ago, as the audit log would hold them: the start of a burst. */
export async function recentSuspensionsBy(moderatorId: string, count: number): Promise<void> {
  await query(
    `insert into matching.moderation_actions (action, profile_id, profile_name, moderator_id, moderator_name, reason, created_at)
     select 'suspend', gen_random_uuid(), 'Someone', $1, 'Sam Moderator', 'Spam.', now() - interval '1 minute'
     from generate_series(1, $2)`,
    [moderatorId, count],
  );
}

/** Makes the members' reports credible (README: "Moderation"): accounts two days old, with a profile photo. */
export async function makeCredible(userIds: string[]): Promise<void> {
  await query(
    `update matching.profiles set created_at = now() - interval '2 days',
      profile_photo = '/media/users/' || id || '/face.webp' where id = any($1::uuid[])`,
    [userIds],
  );
}
