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
import type { Pool } from 'pg';

/**
 * Hand-written SQL, one style everywhere (docs/architecture.md, "Data access"): Kysely's `sql` tagged template.
 * A value interpolated into it is a bound parameter; a `Sql` fragment interpolated into another is composed into it
 * with its own parameters renumbered, so shared predicates are typed values, not strings that must agree on a
 * placeholder style. A statement runs on a `Db`: `request.em.getKysely()` inside an ORM unit of work (and its
 * transaction), `app.db` on the pool. Statements are unnamed (nothing is prepared per connection), so they work
 * through a transaction-mode pooler too; a statement whose planning costs more than its run lives in a server-side
 * function instead, whose plan PostgreSQL keeps per server connection (the feed, docs/architecture.md).
 */
export { sql };

/** A fragment or statement of hand-written SQL whose rows (or value, for a fragment) are `T`. */
export type Sql<T = unknown> = RawBuilder<T>;

/** What a `Sql` statement runs on: the pool's, or an ORM unit of work's (`em.getKysely()`). */
export type Db = QueryExecutorProvider;

const dbs = new WeakMap<Pool, Db>();

/** The `Db` over `pool` (one per pool), for statements outside an ORM unit of work. */
export function dbOver(pool: Pool): Db {
  let db = dbs.get(pool);
  if (!db) {
    db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    dbs.set(pool, db);
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
