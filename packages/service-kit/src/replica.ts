import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { dbOver, firstRow, sql, type Db } from './sql.ts';

/**
 * The replica rule (docs/architecture.md, "The replica rule"): a read that tolerates lag runs on the streaming replica
 * only once the replica has replayed the reader's own last write, whose position on the primary's WAL the reader
 * carries in a cookie set on the answer to that write.
 */

/** The cookie that carries the primary's WAL position after the person's last write. */
export const OWN_WRITE_COOKIE = 'wishlist.wal';

/**
 * The cookie the browser sets, for a moment (`Max-Age`), when its event stream tells it of a change (a like received,
 * a match, a message) or asks it to read again: the reads it makes then must see that change, which the replica may
 * not have replayed yet, so they go to the primary. Not the server's to set: the stream's answer began long before.
 */
export const TOLD_OF_CHANGE_COOKIE = 'wishlist.told';

/** How long reads stay off a replica that failed (a connection refused, a restart) before it is tried again. */
const DOWN_FOR_MS = 5_000;

/** A WAL position as PostgreSQL writes a `pg_lsn` (`16/B374D848`), as a number; null when it is not one. */
export function walPosition(lsn: string | null | undefined): bigint | null {
  const parts = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn ?? '');
  return parts ? (BigInt(`0x${parts[1]}`) << 32n) + BigInt(`0x${parts[2]}`) : null;
}

export interface ReplicaRouter {
  /** The primary's WAL position now: taken after a person's write, it is past that write. */
  positionNow(): Promise<string>;
  /**
   * `read` on the replica once it has replayed `position` (no position: at once), else on the primary; on the primary
   * too when the replica fails or failed lately.
   */
  read<T>(position: string | undefined, read: (db: Db) => Promise<T>): Promise<T>;
  /** The replica's Db, whatever it has replayed (the rule's tests and the bench compare with it). */
  replica: Db;
  close(): Promise<void>;
}

/** An error PostgreSQL gave for the statement itself (bad input, a conflict with recovery), not a lost server. */
const isStatementError = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  // A SQLSTATE has five characters, digits among them (Node's own codes, EPIPE too, have none).
  return typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code) && !/^(08|53|57)/.test(code);
};

/** Routes lag-tolerant reads between `primary` and the replica at `replicaUrl`; `onFailure` hears of a failed replica. */
export function replicaRouter(primary: Db, replicaUrl: string, onFailure: (err: unknown) => void): ReplicaRouter {
  const pool = new pg.Pool({ connectionString: replicaUrl, connectionTimeoutMillis: 2_000 });
  pool.on('error', onFailure);
  const replica = dbOver(pool);
  // The furthest position the replica was seen to have replayed: it only moves on, so a position at or below it
  // needs no question to the replica.
  let replayed = 0n;
  let downUntil = 0;
  const failed = (err: unknown) => {
    if (!isStatementError(err)) downUntil = Date.now() + DOWN_FOR_MS;
    onFailure(err);
  };

  async function hasReplayed(position: bigint | null) {
    if (position === null || position <= replayed) return true;
    const row = await firstRow(replica, sql<{ lsn: string | null }>`select pg_last_wal_replay_lsn()::text as lsn`);
    const now = walPosition(row?.lsn) ?? 0n;
    if (now > replayed) replayed = now;
    return position <= replayed;
  }

  async function useReplica(position: string | undefined) {
    if (Date.now() < downUntil) return false;
    try {
      return await hasReplayed(walPosition(position));
    } catch (err) {
      failed(err);
      return false;
    }
  }

  return {
    replica,
    async positionNow() {
      // The insert position, not pg_current_wal_lsn() (the written one): past the commit even of a transaction that
      // committed without waiting for its WAL to be written (synchronous_commit off).
      const row = await firstRow(primary, sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`);
      return row?.lsn ?? '0/0';
    },
    async read(position, read) {
      if (!(await useReplica(position))) return read(primary);
      try {
        return await read(replica);
      } catch (err) {
        failed(err);
        return read(primary);
      }
    },
    close: () => pool.end(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The streaming replica, when DATABASE_REPLICA_URL is set: only `lagTolerant` reads use it. */
    replica: ReplicaRouter | null;
  }
}

/** Methods that change nothing (a read that writes, like the feed's day of activity, is not read back by its writer). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a signed-in person's request that may have changed data (any method but a read's, answered below 400), the
 * answer carries the primary's WAL position in a cookie: every instance of every service behind the one origin reads
 * it on the person's next request, with no shared state and one query per write.
 */
async function recordOwnWrite(router: ReplicaRouter, request: FastifyRequest, reply: FastifyReply) {
  if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
  if (!(request.userId ?? request.session?.userId)) return;
  try {
    const policy = request.server.cookiePolicy;
    reply.setCookie(policy.name(OWN_WRITE_COOKIE), await router.positionNow(), {
      ...policy.options('/'),
      httpOnly: true,
      sameSite: 'lax',
    });
  } catch (err) {
    request.log.warn({ err }, 'the position of a write was not recorded');
  }
}

/** With `replicaUrl`, the service gets a replica for its lag-tolerant reads and records its people's writes. */
export function registerReplica(app: FastifyInstance, replicaUrl: string | undefined) {
  if (!replicaUrl) {
    app.decorate('replica', null);
    return;
  }
  const router = replicaRouter(app.db, replicaUrl, (err) =>
    app.log.warn({ err }, 'the replica failed: its reads go to the primary'),
  );
  app.decorate('replica', router);
  app.addHook('onSend', async (request, reply) => recordOwnWrite(router, request, reply));
  app.addHook('onClose', () => router.close());
}

/**
 * A read that tolerates lag (the feed, likes received, a profile by id, the plans): on the replica once it has the
 * reader's own last write, else on the primary; on the primary too right after the reader's stream told of a change
 * (TOLD_OF_CHANGE_COOKIE). Without a replica, on the primary as any read.
 */
export function lagTolerant<T>(request: FastifyRequest, read: (db: Db) => Promise<T>): Promise<T> {
  const router = request.server.replica;
  if (!router || request.cookies[TOLD_OF_CHANGE_COOKIE]) return read(request.server.db);
  return router.read(request.cookies[request.server.cookiePolicy.name(OWN_WRITE_COOKIE)], read);
}
