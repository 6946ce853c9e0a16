import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { migrateRateLimitStore } from './rate-limit.ts';
import { migrateSessionStore } from './session.ts';

/** A service's slice of the database: its own schema, its entities and its migrations. */
export interface DatabaseDefinition {
  schema: string;
  entities: NonNullable<Options['entities']>;
  migrationsPath: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
  interface FastifyRequest {
    /** A unit of work of this request's own (MikroORM's global manager is never used). */
    em: EntityManager;
  }
}

export function openOrm(databaseUrl: string, db: DatabaseDefinition) {
  return MikroORM.init({
    clientUrl: databaseUrl,
    schema: db.schema,
    entities: db.entities,
    extensions: [Migrator],
    migrations: { path: db.migrationsPath, tableName: 'mikro_orm_migrations', snapshot: false, emit: 'ts', silent: true },
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  });
}

/**
 * Brings the shared session store and the service's own schema up to date. Services may start together
 * (docker-compose, scaled replicas): an advisory lock lets one migrate at a time.
 */
export async function migrateDatabase(pool: Pool, orm: MikroORM, schema: string) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['wishlist:migrations']);
    await migrateSessionStore(client);
    await migrateRateLimitStore(client);
    await client.query(`create schema if not exists "${schema}"`);
    await orm.migrator.up();
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', ['wishlist:migrations']).catch(() => undefined);
    client.release();
  }
}

export function registerOrm(app: FastifyInstance, orm: MikroORM) {
  app.decorate('orm', orm);
  app.decorateRequest('em', null as unknown as EntityManager);
  app.addHook('onRequest', async (request) => {
    request.em = orm.em.fork();
  });
  app.addHook('onClose', () => orm.close());
}
