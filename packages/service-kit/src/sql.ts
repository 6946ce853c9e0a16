import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { Pool } from 'pg';

/**
 * Hand-written SQL, one style everywhere (docs/architecture.md, "Data access"): Kysely's `sql` tagged template.
 * A value interpolated into it is a bound parameter; a `Sql` fragment interpolated into another is composed into it
 * with its own parameters renumbered, so shared predicates are typed values, not strings that must agree on a
 * placeholder style. A statement runs on a `Db`: `request.em.getKysely()` inside an ORM unit of work (and its
 * transaction), `app.db` on the pool. Statements are unnamed (nothing is prepared per connection), so they work
 * through a transaction-mode pooler too; the one exception is `preparedRows`.
 */
export { sql };

/** A fragment or statement of hand-written SQL whose rows (or value, for a fragment) are `T`. */
export type Sql<T = unknown> = RawBuilder<T>;

/** What a `Sql` statement runs on: the pool's, or an ORM unit of work's (`em.getKysely()`). */
export type Db = QueryExecutorProvider;

const dbs = new WeakMap<Pool, Db>();
const poolOf = new WeakMap<Db, Pool>();

/** The `Db` over `pool` (one per pool), for statements outside an ORM unit of work. */
export function dbOver(pool: Pool): Db {
  let db = dbs.get(pool);
  if (!db) {
    db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    dbs.set(pool, db);
    poolOf.set(db, pool);
  }
  return db;
}

/** The rows of `statement`. */
export async function rows<T>(db: Db, statement: Sql<T>): Promise<T[]> {
  return (await statement.execute(db)).rows;
}

/** The first row of `statement`, or undefined. */
export async function firstRow<T>(db: Db, statement: Sql<T>): Promise<T | undefined> {
  return (await statement.execute(db)).rows[0];
}

/** How many rows `statement` changed. */
export async function changed(db: Db, statement: Sql): Promise<number> {
  return Number((await statement.execute(db)).numAffectedRows ?? 0n);
}

/**
 * The rows of `statement`, prepared on each connection of the pool under a name of its SQL text, so that PostgreSQL
 * may keep its generic plan: for the one read whose planning costs more than its run (the feed at 1M profiles,
 * 8–40 ms of planning, 0.2 ms with the plan kept; docs/architecture.md, "The feed"). A prepared statement belongs to
 * one server connection, which a transaction-mode pooler does not keep. On a unit of work's `Db` it runs as `rows`.
 */
export async function preparedRows<T>(db: Db, statement: Sql<T>): Promise<T[]> {
  const pool = poolOf.get(db);
  if (!pool) return rows(db, statement);
  const { sql: text, parameters } = statement.compile(db);
  const name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  return (await pool.query<T & object>({ name, text, values: [...parameters] })).rows;
}
