import { readdir, readFile } from 'node:fs/promises';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import { dbOver, type Db } from './sql.ts';

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

/**
 * The kit's own tables (the shared session store, rate-limit counters): its SQL files, each applied once, in
 * name order, and recorded in `service_kit.migrations`.
 */
async function migrateKitTables(client: PoolClient) {
  await client.query(`
    create schema if not exists service_kit;
    create table if not exists service_kit.migrations (name text primary key, applied_at timestamptz not null default now());
  `);
  const applied = new Set(
    (await client.query<{ name: string }>('select name from service_kit.migrations')).rows.map((row) => row.name),
  );
  const pending = (await readdir(KIT_MIGRATIONS)).filter((name) => name.endsWith('.sql') && !applied.has(name)).sort();
  for (const name of pending) {
    const sql = await readFile(new URL(name, KIT_MIGRATIONS), 'utf8');
    await client.query('begin');
    try {
      await client.query(sql);
      await client.query('insert into service_kit.migrations (name) values ($1)', [name]);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
  }
}

/**
 * Brings the kit's tables and the service's own schema up to date. Services may start together
 * (docker-compose, scaled replicas): an advisory lock lets one migrate at a time.
 */
export async function migrateDatabase(pool: Pool, orm: MikroORM, schema: string) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['wishlist:migrations']);
    await migrateKitTables(client);
    await client.query(`create schema if not exists "${schema}"`);
    await orm.migrator.up();
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', ['wishlist:migrations']).catch(() => undefined);
    client.release();
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
