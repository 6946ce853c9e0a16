import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, untilAnswering } from './embedded-postgres.ts';

/** Debian's PgBouncer (`apt-get install pgbouncer`); PGBOUNCER_PATH names another. */
export const pgbouncerPath = (env: NodeJS.ProcessEnv = process.env) => env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

export interface Pooler {
  /** `databaseUrl` (a URL of the PostgreSQL behind it) as reached through the pooler. */
  urlFor(databaseUrl: string): string;
  pid: number;
  stop(): Promise<void>;
}

export interface PoolerOptions {
  /** Server connections per database and user: what PostgreSQL sees, however many clients connect. */
  poolSize?: number;
  log?: (line: string) => void;
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL at `postgresUrl` (every database on it, by name), in
 * `dir`: a server connection is a client's for one transaction only, so session state (prepared statements, LISTEN,
 * session advisory locks, SET) does not survive from one transaction to the next. Run as root it runs as `postgres`.
 */
export async function startPgbouncer(dir: string, postgresUrl: string, options: PoolerOptions = {}): Promise<Pooler> {
  const binary = pgbouncerPath();
  if (!existsSync(binary)) {
    throw new Error(`PgBouncer is not installed (${binary}): apt-get install pgbouncer, or set PGBOUNCER_PATH`);
  }
  const server = new URL(postgresUrl);
  const port = await freePort();
  const ini = writeSettings(dir, server, port, options.poolSize ?? 20);
  // PgBouncer refuses to run as root: then it switches to `postgres` (the embedded server's user), which must read
  // its files and write its log.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    for (const file of [dir, ini, join(dir, 'userlist.txt')]) chownSync(file, uid, gid);
    chmodSync(dir, 0o755);
  }
  const child = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  // What it said while starting is kept, to say why it could not; after that only `log` gets its lines.
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      if (output.length < 100) output.push(chunk);
      options.log?.(chunk.trimEnd());
    });
  }
  const exited = once(child, 'exit');
  const urlFor = (databaseUrl: string) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  await untilAnswering(urlFor(postgresUrl), 'PgBouncer', { exited, output }, { everyMs: 50, limitMs: 5_000 });
  return {
    urlFor,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT'); // a "safe shutdown": waits for the transactions it is passing on
      await Promise.race([exited, delay(5_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** PgBouncer's settings and its one user's password (the server's), in `dir`; answers the settings file. */
function writeSettings(dir: string, server: URL, port: number, poolSize: number) {
  mkdirSync(dir, { recursive: true });
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o600 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      'auth_type = scram-sha-256',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 2000',
      'ignore_startup_parameters = extra_float_digits,options',
      // A server connection that failed (PostgreSQL restarting) is tried again after 1 s, not the default 15.
      'server_login_retry = 1',
      // Its log goes to its standard error (`log` below); connections coming and going are not news.
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  return ini;
}

/** The `postgres` user the embedded servers run as under root. */
export function postgresUser() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('run as root, PgBouncer needs a `postgres` user to run as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
