import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, testEnv } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdentityApp, identityConfig } from '../services/identity/src/app.ts';
import { postgresFolder, STACK_DATABASE } from './lib/data-folder.ts';
import { startLocalPostgres, type LocalPostgres } from './lib/embedded-postgres.ts';

// `npm run moderation` (README: "Moderation"), run as the operator runs it: a process of its own.
const SCRIPT = new URL('./moderation.ts', import.meta.url).pathname;
const { DATABASE_URL: _url, WISHLIST_DATA_DIR: _dir, ...inherited } = process.env;

function moderation(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { env: { ...inherited, ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

/** Identity's schema on the database at `url`, as `npm start` leaves it (its migrations run at start-up). */
async function migrateIdentity(url: string) {
  const app = await buildIdentityApp(loadConfig(identityConfig, testEnv(url, { MATCHING_URL: 'http://127.0.0.1:9' })));
  await app.ready();
  await app.close();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<T>(text, params)).rows;
  } finally {
    await db.end();
  }
}
const addAccount = (url: string, username: string) =>
  query(
    url,
    `insert into identity.accounts (id, username, email, password_hash, created_at)
     values (gen_random_uuid(), $1, $2, 'scrypt$x', now())`,
    [username, `${username.toLowerCase()}@example.com`],
  );
const roleOf = async (url: string, username: string) =>
  (await query<{ role: string }>(url, 'select role from identity.accounts where username = $1', [username]))[0]?.role;

describe('with DATABASE_URL', () => {
  let url: string;
  beforeAll(async () => {
    url = await createTestDatabase();
    await migrateIdentity(url);
    await addAccount(url, 'Maya');
  });

  it('grants moderator (any case of the username), admin with --role, and revokes back to member', async () => {
    const env = { DATABASE_URL: url };
    expect(await moderation(['grant', 'maya'], env)).toMatchObject({ code: 0, stdout: 'Maya is now a moderator\n' });
    expect(await roleOf(url, 'Maya')).toBe('moderator');
    expect((await moderation(['grant', 'Maya'], env)).stdout).toBe('Maya is already a moderator\n');
    expect((await moderation(['grant', 'maya', '--role', 'admin'], env)).stdout).toBe('Maya is now an admin\n');
    expect(await roleOf(url, 'Maya')).toBe('admin');
    expect(await moderation(['revoke', 'maya'], env)).toMatchObject({ code: 0, stdout: 'Maya is now a member\n' });
    expect(await roleOf(url, 'Maya')).toBe('member');
    // Each change, and only a change, is in the audit: whose, from what to what, by whom, when.
    const changes = await query(
      url,
      `select c.username, c.before, c.after, c.changed_by as "changedBy", c.changed_at > now() - interval '1 minute' as recent
       from identity.role_changes c join identity.accounts a on a.id = c.account_id order by c.changed_at`,
    );
    const by = userInfo().username;
    expect(changes).toEqual([
      { username: 'Maya', before: 'member', after: 'moderator', changedBy: by, recent: true },
      { username: 'Maya', before: 'moderator', after: 'admin', changedBy: by, recent: true },
      { username: 'Maya', before: 'admin', after: 'member', changedBy: by, recent: true },
    ]);
  });

  it('fails (1) for a username nobody has, changing nothing', async () => {
    const res = await moderation(['grant', 'nobody_here'], { DATABASE_URL: url });
    expect(res).toMatchObject({ code: 1, stdout: '', stderr: 'No account is named "nobody_here".\n' });
    expect(await roleOf(url, 'Maya')).toBe('member');
  });

  it('fails (2) with the usage for a command it does not know, a missing username or a bad role', async () => {
    for (const args of [
      [],
      ['promote', 'maya'],
      ['grant'],
      ['grant', 'maya', '--role', 'owner'],
      ['revoke', 'maya', '--role', 'admin'],
      ['grant', 'maya', '--force'],
    ]) {
      const res = await moderation(args, { DATABASE_URL: url });
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain('Usage:\n  npm run moderation -- grant USERNAME [--role moderator|admin]');
    }
    expect(await roleOf(url, 'Maya')).toBe('member');
  });

  it('says so when the app never started on the database', async () => {
    const res = await moderation(['grant', 'maya'], { DATABASE_URL: await createTestDatabase() });
    expect(res).toMatchObject({
      code: 1,
      stderr: 'This database has no accounts yet: start the app on it once (npm start).\n',
    });
  });
});

describe("without DATABASE_URL: npm start's data folder", () => {
  let dir: string;
  let dataDir: string;
  let postgres: LocalPostgres | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wishlist-moderation-'));
    chmodSync(dir, 0o755); // run as root, the server runs as `postgres`, which must reach the folder
    dataDir = join(dir, 'data');
    // What `npm start` leaves in a fresh data folder: its PostgreSQL, its database, identity's schema.
    postgres = await startLocalPostgres(postgresFolder(dataDir));
    await postgres.createDatabase(STACK_DATABASE);
    await migrateIdentity(postgres.url(STACK_DATABASE));
    await addAccount(postgres.url(STACK_DATABASE), 'maya');
  });
  afterAll(async () => {
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('changes the role on the running server while npm start runs', async () => {
    const res = await moderation(['grant', 'maya'], { WISHLIST_DATA_DIR: dataDir });
    expect(res).toMatchObject({ code: 0, stdout: 'maya is now a moderator\n' });
    expect(await roleOf((postgres as LocalPostgres).url(STACK_DATABASE), 'maya')).toBe('moderator');
  });

  it('starts the embedded PostgreSQL on the folder when npm start is not running, and stops it after', async () => {
    await postgres?.stop();
    postgres = undefined;
    const res = await moderation(['grant', 'maya', '--role', 'admin'], { WISHLIST_DATA_DIR: dataDir });
    expect(res).toMatchObject({ code: 0, stdout: 'maya is now an admin\n', stderr: '' });
    expect(existsSync(join(postgresFolder(dataDir), 'postmaster.pid'))).toBe(false);
    const unknown = await moderation(['revoke', 'someone_else'], { WISHLIST_DATA_DIR: dataDir });
    expect(unknown).toMatchObject({ code: 1, stderr: 'No account is named "someone_else".\n' });

    postgres = await startLocalPostgres(postgresFolder(dataDir));
    expect(await roleOf(postgres.url(STACK_DATABASE), 'maya')).toBe('admin');
  });

  it('says what to do for a data folder npm start never used', async () => {
    const empty = join(dir, 'never-started');
    const res = await moderation(['grant', 'maya'], { WISHLIST_DATA_DIR: empty });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      `No database in the data folder ${empty}: start the app once (npm start), or set DATABASE_URL.\n`,
    );
  });
});
