import { setTimeout as delay } from 'node:timers/promises';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, testEnv, throughPooler } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/** How long a service told to stop may take to close. */
const CLOSE_LIMIT_MS = 5_000;

/** Runs `statement` (given the test database's name) on the server of `databaseUrl`, outside that database. */
async function onServer(databaseUrl: string, statement: (database: string) => string) {
  const admin = new URL(databaseUrl);
  const database = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement(database));
  } finally {
    await client.end();
  }
}

/**
 * Starts transactions until the BEGIN of one fails, as PgBouncer answers once its login to a PostgreSQL that is down
 * failed ("server login has been failing"); those started before wait in PgBouncer: they are answered.
 */
async function untilBeginFails(app: FastifyInstance) {
  const waiting: Promise<unknown>[] = [];
  for (;;) {
    const transaction = app.orm.em.fork().transactional((em) => em.execute('select 1'));
    const failed = await Promise.race([
      transaction.then(
        () => false,
        () => true,
      ),
      delay(100, false),
    ]);
    if (failed) return waiting;
    waiting.push(transaction.catch(() => undefined));
  }
}

describe('a service told to stop right after its database restarted', () => {
  it('closes within seconds though a transaction failed at its BEGIN (its connection goes back to the pool)', async () => {
    const databaseUrl = await createTestDatabase();
    const app = await buildBillingApp(
      loadConfig(billingConfig, testEnv(throughPooler(databaseUrl), { DATABASE_DIRECT_URL: databaseUrl })),
    );
    await app.ready();
    // PostgreSQL "restarts": every connection to the database ends, and none is let in for a moment.
    await onServer(databaseUrl, (database) => `alter database "${database}" allow_connections false`);
    await onServer(
      databaseUrl,
      (database) => `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`,
    );
    const waiting = await untilBeginFails(app);
    await onServer(databaseUrl, (database) => `alter database "${database}" allow_connections true`);
    await Promise.all(waiting);

    const closed = await Promise.race([app.close().then(() => true), delay(CLOSE_LIMIT_MS, false)]);
    expect(closed, `closed within ${CLOSE_LIMIT_MS} ms`).toBe(true);
  });
});
