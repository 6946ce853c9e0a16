import { loadConfig, rows, firstRow, changed, dbOver, preparedRows, sql, type Sql } from '@wishlist/service-kit';
import pg from 'pg';
import { createTestDatabase, testEnv } from '@wishlist/service-kit/testing';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The one style of hand-written SQL (src/sql.ts), on the pool and inside an ORM transaction.
let app: FastifyInstance;
let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  app = await buildBillingApp(loadConfig(billingConfig, testEnv(databaseUrl)));
  await sql`create table kit_sql_probe (n int not null, label text not null)`.execute(app.db);
});
afterAll(async () => app?.close());

/** A shared predicate as a typed value: its own parameters travel with it. */
const labelled = (label: string): Sql<boolean> => sql<boolean>`label = ${label}`;

describe('hand-written SQL', () => {
  it('binds values and composes fragments with their parameters renumbered', async () => {
    await sql`insert into kit_sql_probe (n, label) values (${1}, ${'a'}), (${2}, ${"b'; drop table x; --"})`.execute(
      app.db,
    );
    const found = await rows(
      app.db,
      sql<{ n: number }>`select n from kit_sql_probe where n >= ${1} and ${labelled("b'; drop table x; --")}`,
    );
    expect(found).toEqual([{ n: 2 }]);
  });

  it("runs in an ORM unit of work's transaction, and rolls back with it", async () => {
    const em = app.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        expect(await changed(tx.getKysely(), sql`insert into kit_sql_probe (n, label) values (${3}, ${'c'})`)).toBe(1);
        expect(await firstRow(tx.getKysely(), sql<{ n: number }>`select n from kit_sql_probe where n = ${3}`)).toEqual({
          n: 3,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await firstRow(app.db, sql`select n from kit_sql_probe where n = ${3}`)).toBeUndefined();
  });

  it('runs a statement prepared under the name of its text on the pool, and as a plain one in a unit of work', async () => {
    // One connection, so the statement prepared on it is seen there.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const db = dbOver(pool);
    try {
      const statement = (n: number) =>
        sql<{ n: number }>`select n from kit_sql_probe where n = ${n} and ${labelled('a')}`;
      expect(await preparedRows(db, statement(1))).toEqual([{ n: 1 }]);
      expect(await preparedRows(db, statement(2))).toEqual([]);
      const prepared = sql<{
        name: string;
      }>`select name from pg_prepared_statements where statement like ${'%kit_sql_probe%'}`;
      expect(await rows(db, prepared)).toEqual([{ name: expect.stringMatching(/^s_/) }]);
    } finally {
      await pool.end();
    }
    expect(await preparedRows(app.orm.em.fork().getKysely(), sql`select ${1}::int as n`)).toEqual([{ n: 1 }]);
  });
});
