import { readdirSync } from 'node:fs';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { matchingDatabase } from '@wishlist/matching/database';
import { loadConfig, migrateDatabaseAt } from '@wishlist/service-kit';
import { createTestDatabase, testEnv, throughPooler } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const queryOnce = async <T extends object>(databaseUrl: string, query: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.end();
  }
};

const tablesOf = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema in ('session', 'rate_limit', 'service_kit') order by name`,
    );
    const applied = await client.query<{ name: string }>('select name from service_kit.migrations order by name');
    return { tables: rows.map((row) => row.name), applied: applied.rows.map((row) => row.name) };
  } finally {
    await client.end();
  }
};

const KIT_MIGRATIONS = new URL('../src/migrations/', import.meta.url);

describe("the kit's migrations", () => {
  it('make the session and rate-limit tables once, however many services start', async () => {
    const databaseUrl = await createTestDatabase();
    const config = loadConfig(billingConfig, testEnv(databaseUrl));
    const apps = await Promise.all([buildBillingApp(config), buildBillingApp(config)]);
    await Promise.all(apps.map((app) => app.close()));
    expect(await tablesOf(databaseUrl)).toEqual({
      tables: [
        'rate_limit.counters',
        'service_kit.job_runs',
        'service_kit.migrations',
        'session.ended_sessions',
        'session.sessions',
      ],
      applied: [
        '0001_sessions.sql',
        '0002_rate_limit.sql',
        '0003_sessions_by_user.sql',
        '0004_sessions_ended.sql',
        '0005_ended_sessions.sql',
        '0006_job_runs.sql',
      ],
    });
  });

  it('upgrade a database whose tables were made before them (by inline DDL)', async () => {
    const databaseUrl = await createTestDatabase();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`
      create schema session;
      create table session.sessions (sid text primary key, data jsonb not null, expires_at timestamptz not null);
      insert into session.sessions values ('kept', '{}', now() + interval '1 hour');
      create schema rate_limit;
      create table rate_limit.counters (key text primary key, hits integer not null, resets_at timestamptz not null);
    `);
    await client.end();
    const app = await buildBillingApp(loadConfig(billingConfig, testEnv(databaseUrl)));
    try {
      expect((await app.pool.query("select 1 from session.sessions where sid = 'kept'")).rowCount).toBe(1);
      expect((await tablesOf(databaseUrl)).applied).toEqual([
        '0001_sessions.sql',
        '0002_rate_limit.sql',
        '0003_sessions_by_user.sql',
        '0004_sessions_ended.sql',
        '0005_ended_sessions.sql',
        '0006_job_runs.sql',
      ]);
    } finally {
      await app.close();
    }
  });

  it('apply each migration once when two runs start together through a transaction pooler, and both finish', async () => {
    const databaseUrl = await createTestDatabase();
    const pooled = throughPooler(databaseUrl);
    await Promise.all([migrateDatabaseAt(pooled, matchingDatabase), migrateDatabaseAt(pooled, matchingDatabase)]);
    const applied = await queryOnce<{ name: string }>(
      databaseUrl,
      'select name from matching.mikro_orm_migrations order by name',
    );
    const files = readdirSync(matchingDatabase.migrationsPath).map((file) => file.replace(/\.ts$/, ''));
    expect(applied.map((row) => row.name)).toEqual(files.sort());
    expect((await tablesOf(databaseUrl)).applied).toHaveLength(readdirSync(KIT_MIGRATIONS).length);
  });

  it('are left alone by a service started with MIGRATE=false, which still answers /ready', async () => {
    const databaseUrl = await createTestDatabase();
    const app = await buildBillingApp(loadConfig(billingConfig, testEnv(databaseUrl, { MIGRATE: 'false' })));
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' });
      const schemas = await queryOnce<{ name: string }>(
        databaseUrl,
        `select nspname as name from pg_namespace where nspname in ('service_kit', 'session', 'billing')`,
      );
      expect(schemas).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('run on the pool MikroORM opened: the service has one', async () => {
    const app = await buildBillingApp(loadConfig(billingConfig, testEnv(await createTestDatabase())));
    try {
      expect(app.pool).toBe(await app.orm.em.getConnection().getNativeClient());
    } finally {
      await app.close();
    }
  });
});
