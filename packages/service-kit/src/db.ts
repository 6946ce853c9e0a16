import { readdir, readFile } from 'node:fs/promises';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { dbOver, rows, sql, type Db } from './sql.ts';

/** A service's slice of the database: its own schema, its entities and its migrations. */
export interface DatabaseDefinition {
  schema: string;
  entities: NonNullable<Options['entities']>;
  migrationsPath: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    /** The service's one connection pool: MikroORM's own, shared by the session store, rate limits and /ready. */
    pool: Pool;
    /** Hand-written SQL (`sql.ts`) on that pool, outside an ORM unit of work. */
    db: Db;
  }
  interface FastifyRequest {
    /** A unit of work of this request's own (MikroORM's global manager is never used). */
    em: EntityManager;
  }
}

/** Connections per service process (pg's default); every query of the service goes through this one pool. */
const POOL_SIZE = 10;

export function openOrm(databaseUrl: string, db: DatabaseDefinition) {
  return MikroORM.init({
    clientUrl: databaseUrl,
    schema: db.schema,
    entities: db.entities,
    pool: { max: POOL_SIZE },
    extensions: [Migrator],
    migrations: {
      path: db.migrationsPath,
      tableName: 'mikro_orm_migrations',
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  });
}

/** The pg pool MikroORM opened. */
export const poolOf = (orm: MikroORM): Promise<Pool> => orm.em.getConnection().getNativeClient();

const KIT_MIGRATIONS = new URL('./migrations/', import.meta.url);
/** Every service's migrations take this one lock, so two never run at once on one database. */
const MIGRATION_LOCK = 'wishlist:migrations';

/**
 * The kit's own tables (the shared session store, rate-limit counters, job claims): its SQL files, each applied
 * once, in name order, and recorded in `service_kit.migrations`.
 */
async function migrateKitTables(db: Db) {
  await sql`create schema if not exists service_kit`.execute(db);
  await sql`create table if not exists service_kit.migrations
    (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const applied = new Set(
    (await rows(db, sql<{ name: string }>`select name from service_kit.migrations`)).map((row) => row.name),
  );
  const pending = (await readdir(KIT_MIGRATIONS)).filter((name) => name.endsWith('.sql') && !applied.has(name)).sort();
  for (const name of pending) {
    // No parameters: the file goes as one simple query, several statements at once.
    await sql.raw(await readFile(new URL(name, KIT_MIGRATIONS), 'utf8')).execute(db);
    await sql`insert into service_kit.migrations (name) values (${name})`.execute(db);
  }
}

/** Runs `work` in a transaction of its own that holds the migrations' lock (a transaction-level advisory lock). */
const underMigrationLock = (orm: MikroORM, work: (em: EntityManager, db: Db) => Promise<void>) =>
  orm.em.fork().transactional(async (em) => {
    const db = em.getKysely();
    await sql`select pg_advisory_xact_lock(hashtext(${MIGRATION_LOCK}))`.execute(db);
    await work(em, db);
  });

/** The transaction `em` runs in. */
function transactionOf(em: EntityManager) {
  const transaction = em.getTransactionContext();
  if (!transaction) throw new Error('not in a transaction');
  return transaction;
}

/**
 * Brings the kit's tables and the service's own schema up to date. Instances or `npm run migrate` may start
 * together: each step is one transaction holding a transaction-level advisory lock, so they migrate one at a time,
 * and the lock holds through a transaction pooler too (a session-level one stays on whichever server connection took
 * it). First the service's schema and MikroORM's table of applied migrations, committed: its migrator looks for that
 * table on a connection of its own before it joins the given transaction. Then the kit's and the service's
 * migrations, in one transaction.
 */
export async function migrateDatabase(orm: MikroORM, schema: string) {
  await underMigrationLock(orm, async (em, db) => {
    await sql.raw(`create schema if not exists "${schema}"`).execute(db);
    const storage = orm.migrator.getStorage();
    storage.setMasterMigration(transactionOf(em));
    try {
      await storage.ensureTable?.();
    } finally {
      storage.unsetMasterMigration();
    }
  });
  await underMigrationLock(orm, async (em, db) => {
    await migrateKitTables(db);
    await orm.migrator.up({ transaction: transactionOf(em) });
  });
}

/** Applies the kit's and one service's migrations at `databaseUrl` (PostgreSQL itself, not a pooler), then closes. */
export async function migrateDatabaseAt(databaseUrl: string, database: DatabaseDefinition) {
  const orm = await openOrm(databaseUrl, database);
  try {
    await migrateDatabase(orm, database.schema);
  } finally {
    await orm.close();
  }
}

export function registerOrm(app: FastifyInstance, orm: MikroORM, pool: Pool) {
  app.decorate('orm', orm);
  app.decorate('pool', pool);
  app.decorate('db', dbOver(pool));
  app.decorateRequest('em', null as unknown as EntityManager);
  app.addHook('onRequest', async (request) => {
    request.em = orm.em.fork();
  });
  // Closing MikroORM ends its pool.
  app.addHook('onClose', () => orm.close());
}
