import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { dbOver, firstRow, replicaRouter, sql, type Db } from '@wishlist/service-kit';
import pg from 'pg';
import { freePort, letPostgresUserReach, untilAnswering } from './embedded-postgres.ts';
import { postgresUser } from './pgbouncer.ts';

export interface LocalReplica {
  /** A connection URL for a database on the standby (read-only). */
  url(database: string): string;
  pid: number;
  stop(): Promise<void>;
}

/** The replication slot that keeps on the primary the WAL the standby has not received yet. */
export const REPLICA_SLOT = 'wishlist_replica';

/**
 * Folders of a running server whose contents a base backup leaves out (PostgreSQL's "Making a base backup using the
 * low-level API"): the WAL (the standby streams what it needs through the slot), the primary's slots, and runtime
 * state.
 */
const LEFT_OUT_CONTENTS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

/** Copies the data folder `from` into `to` as a base backup: a file that vanishes meanwhile was a temporary one. */
function copyDataFolder(from: string, to: string, top = true) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (top && LEFT_OUT_FILES.has(name)) continue;
    const source = join(from, name);
    try {
      if (lstatSync(source).isDirectory()) {
        if (top && LEFT_OUT_CONTENTS.has(name)) mkdirSync(join(to, name));
        else copyDataFolder(source, join(to, name), false);
      } else copyFileSync(source, join(to, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/** Every folder and file under `dir` (itself included) to `uid`:`gid`. */
function chownTree(dir: string, uid: number, gid: number) {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    chownSync(join(entry.parentPath, entry.name), uid, gid);
  }
}

/** The one row a statement answers. */
async function theRow<T extends pg.QueryResultRow>(result: Promise<pg.QueryResult<T>>): Promise<T> {
  const [row] = (await result).rows;
  if (!row) throw new Error('PostgreSQL answered no row');
  return row;
}

const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A fresh base backup of the primary at `primaryUrl` in `dataDir`, by the low-level API on one held connection: a
 * physical slot first (reserving the WAL from now on), `pg_backup_start`, a copy of the primary's data folder (the
 * same machine), `pg_backup_stop`'s label; then the settings that make it a standby streaming through the slot.
 */
async function baseBackup(primaryUrl: string, dataDir: string, slot: string) {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    // The slot of a previous start: its standby is gone (a fresh replica each start).
    await client.query(
      `select pg_terminate_backend(active_pid) from pg_replication_slots where slot_name = $1 and active`,
      [slot],
    );
    await client.query(`select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1`, [
      slot,
    ]);
    await client.query('select pg_create_physical_replication_slot($1, true)', [slot]);
    const primaryFolder = await theRow(client.query<{ data_directory: string }>('show data_directory'));
    await client.query('select pg_backup_start($1, true)', [slot]);
    copyDataFolder(primaryFolder.data_directory, dataDir);
    const stop = await theRow(
      client.query<{ labelfile: string; spcmapfile: string }>(
        'select labelfile, spcmapfile from pg_backup_stop(false)',
      ),
    );
    writeFileSync(join(dataDir, 'backup_label'), stop.labelfile);
    if (stop.spcmapfile) writeFileSync(join(dataDir, 'tablespace_map'), stop.spcmapfile);
  } finally {
    await client.end();
  }
  const primary = new URL(primaryUrl);
  const conninfo = [
    `host=${primary.hostname}`,
    `port=${primary.port || 5432}`,
    `user=${decodeURIComponent(primary.username)}`,
    `password=${decodeURIComponent(primary.password)}`,
    `application_name=${slot}`,
  ].join(' ');
  writeFileSync(join(dataDir, 'standby.signal'), '');
  appendFileSync(
    join(dataDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = ${quoted(conninfo)}\nprimary_slot_name = ${quoted(slot)}\nhot_standby = on\n`,
  );
}

/** The embedded PostgreSQL's own `postgres` binary (embedded-postgres's platform package). */
async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  return binaries.postgres;
}

/**
 * A streaming standby of the (embedded, same-machine) PostgreSQL at `primaryUrl` (its admin URL), in `dataDir`, on a
 * port of its own: made fresh at each start (the folder and the primary's slot of a previous one are replaced) and
 * run with the embedded binaries (there is no pg_basebackup among them). The primary's settings serve as they are:
 * wal_level `replica`, and initdb's pg_hba lets its superuser replicate from 127.0.0.1. Run as root, it runs as
 * `postgres`, like the primary.
 */
export async function startLocalReplica(
  primaryUrl: string,
  dataDir: string,
  log: (line: string) => void = () => {},
  slot = REPLICA_SLOT,
): Promise<LocalReplica> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  letPostgresUserReach(dirname(dataDir));
  await baseBackup(primaryUrl, dataDir, slot);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  if (owner) chownTree(dataDir, owner.uid, owner.gid);
  chmodSync(dataDir, 0o700);

  const port = await freePort();
  const child = spawn(await postgresBinary(), ['-D', dataDir, '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...owner,
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output.push(chunk);
      log(chunk.trimEnd());
    });
  }
  const exited = once(child, 'exit');
  // A standby outlives the process that started it unless told: an immediate shutdown when this one ends.
  const stopAtExit = () => child.kill('SIGQUIT');
  process.once('exit', stopAtExit);
  const url = (database: string) => {
    const replica = new URL(primaryUrl);
    replica.hostname = '127.0.0.1';
    replica.port = String(port);
    replica.pathname = `/${database}`;
    return replica.toString();
  };
  try {
    await untilAnswering(url('postgres'), 'the standby', { exited, output }, { everyMs: 100, limitMs: 30_000 });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      process.off('exit', stopAtExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT'); // a fast shutdown
        await Promise.race([exited, delay(10_000).then(() => child.kill('SIGKILL'))]);
      }
      await dropSlot(primaryUrl, slot);
    },
  };
}

/** The slot of a stopped standby keeps WAL on the primary for good: dropped, unless the primary is gone already. */
async function dropSlot(primaryUrl: string, slot: string) {
  const client = new pg.Client({ connectionString: primaryUrl });
  try {
    await client.connect();
    await client.query(`select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1`, [
      slot,
    ]);
  } catch {
    // the primary stopped first: its data folder goes with it, or the next start replaces the slot
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits until the replica's replay position passes the primary's flushed position of now (every commit so far),
 * the replica's database included (one just created may not be there yet); answers how long it took, in ms.
 */
export async function untilReplayed(primary: pg.Pool, replica: pg.Pool, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  const { lsn } = await theRow(primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn'));
  for (;;) {
    const caught = await replica
      .query<{ yes: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as yes', [lsn])
      .catch((err: { code?: string }) => {
        if (err.code === '3D000') return null; // invalid_catalog_name: the database is not replayed yet
        throw err;
      });
    const elapsed = performance.now() - started;
    if (caught?.rows[0]?.yes) return elapsed;
    if (elapsed > timeoutMs) throw new Error(`the replica did not replay ${lsn} in ${timeoutMs} ms`);
    await delay(1);
  }
}

export interface OwnWriteMisses {
  tries: number;
  /** Reads right after the reader's own write that did not see it: routed by the replica rule (replicaRouter). */
  withRule: number;
  /** The same, read on the replica whatever it has replayed. */
  withoutRule: number;
  /** How long the replica took to replay a commit, ms: one sample after each write of the run. */
  lagMs: number[];
}

/**
 * Writes a row on the primary `tries` times and reads it back at once, with the kit's replica rule and without it,
 * and samples the replica's lag: what `npm run bench:scale` reports. Uses a scratch table it drops after.
 */
export async function countOwnWriteMisses(
  primaryUrl: string,
  replicaUrl: string,
  tries = 300,
): Promise<OwnWriteMisses> {
  const primary = new pg.Pool({ connectionString: primaryUrl, max: 2 });
  const replicaPool = new pg.Pool({ connectionString: replicaUrl, max: 2 });
  const router = replicaRouter(dbOver(primary), replicaUrl, () => {});
  const table = `replica_probe_${process.pid}`;
  const write = async (n: number) => {
    await primary.query(`update ${table} set n = $1`, [n]);
    return router.positionNow();
  };
  const seen = async (db: Db) => (await firstRow(db, sql<{ n: number }>`select n from ${sql.table(table)}`))?.n;
  const misses = { tries, withRule: 0, withoutRule: 0, lagMs: [] as number[] };
  try {
    await primary.query(`create table ${table} (n int not null); insert into ${table} values (0)`);
    await untilReplayed(primary, replicaPool);
    for (let n = 1; n <= tries; n++) {
      if ((await router.read(await write(n), seen)) !== n) misses.withRule++;
      await write(-n);
      if ((await seen(router.replica)) !== -n) misses.withoutRule++;
      misses.lagMs.push(await untilReplayed(primary, replicaPool));
    }
  } finally {
    await primary.query(`drop table if exists ${table}`);
    await router.close();
    await Promise.all([primary.end(), replicaPool.end()]);
  }
  return misses;
}
