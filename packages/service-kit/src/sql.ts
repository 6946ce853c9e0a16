import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type QueryExecutorProvider,
  type RawBuilder,
} from 'kysely';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/**
 * Hand-written SQL, one style everywhere (docs/architecture.md, "Data access"): Kysely's `sql` tagged template.
 * A value interpolated into it is a bound parameter; a `Sql` fragment interpolated into another is composed into it
 * with its own parameters renumbered, so shared predicates are typed values, not strings that must agree on a
 * placeholder style. A statement runs on a `Db`: `request.em.getKysely()` inside an ORM unit of work (and its
 * transaction), `app.db` on the pool. Statements are unnamed, so they work through a transaction-mode pooler too,
 * except the few reads of every request that `preparedRows` runs, prepared per connection when no pooler stands
 * between the pool and PostgreSQL; a statement whose planning costs more than its run lives in a server-side function
 * instead, whose plan PostgreSQL keeps per server connection (the feed, docs/architecture.md).
 */
export { sql };

/** A fragment or statement of hand-written SQL whose rows (or value, for a fragment) are `T`. */
export type Sql<T = unknown> = RawBuilder<T>;

/** What a `Sql` statement runs on: the pool's, or an ORM unit of work's (`em.getKysely()`). */
export type Db = QueryExecutorProvider;

const dbs = new WeakMap<Pool, Db>();
/** The pools that reach PostgreSQL itself, by their `Db`: a statement prepared on one of their connections stays there. */
const directPools = new WeakMap<Db, Pool>();

/** The `Db` over `pool` (one per pool), for statements outside an ORM unit of work. */
export function dbOver(pool: Pool): Db {
  let db = dbs.get(pool);
  if (!db) {
    db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    dbs.set(pool, db);
  }
  return db;
}

/** Says that `pool` connects to PostgreSQL itself, with no transaction pooler between: `preparedRows` may prepare. */
export function connectsDirectly(pool: Pool) {
  directPools.set(dbOver(pool), pool);
}

/** The rows of `statement`. */
export async function rows<T>(db: Db, statement: Sql<T>): Promise<T[]> {
  return (await statement.execute(db)).rows;
}

/** The first row of `statement`, or undefined. */
export async function firstRow<T>(db: Db, statement: Sql<T>): Promise<T | undefined> {
  return (await statement.execute(db)).rows[0];
}

/**
 * The rows of `statement`, for a read every request makes: on a pool that connects to PostgreSQL itself, prepared on
 * each connection under a name of its text, so it is parsed and planned once per connection instead of once per
 * request (a quarter of a short read's time). A prepared statement belongs to one server connection, which a
 * transaction-mode pooler does not keep: through one, and on a unit of work's `Db`, it runs unnamed, as `rows`.
 */
export async function preparedRows<T>(db: Db, statement: Sql<T>): Promise<T[]> {
  const pool = directPools.get(db);
  if (!pool) return rows(db, statement);
  const { sql: text, parameters } = statement.compile(compiler);
  const name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  return (await pool.query<T & object>({ name, text, values: [...parameters] })).rows;
}

/** How many rows `statement` changed. */
export async function changed(db: Db, statement: Sql): Promise<number> {
  return Number((await statement.execute(db)).numAffectedRows ?? 0n);
}

/** Compiles statements without a database: for `sqlText`. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * The SQL text of `statement`, which binds no value (its inputs are SQL, e.g. a function's `$1`): the body of a
 * server-side function, whose plans PostgreSQL keeps per server connection, also through a transaction-mode pooler.
 */
export function sqlText(statement: Sql): string {
  const { sql: text, parameters } = statement.compile(compiler);
  if (parameters.length) throw new Error('a statement made into SQL text binds no value');
  return text;
}
