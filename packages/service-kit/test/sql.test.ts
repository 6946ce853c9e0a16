import {
  changed,
  connectsDirectly,
  dbOver,
  firstRow,
  loadConfig,
  preparedRows,
  rows,
  sql,
  sqlText,
  type Sql,
} from '@wishlist/service-kit';
import { createTestDatabase, testEnv } from '@wishlist/service-kit/testing';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
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

  it("makes a statement whose inputs are SQL into text (a function's body), and refuses one that binds a value", async () => {
    const body = sqlText(sql`select n from kit_sql_probe where n = ${sql.raw('$1')}`);
    await rows(app.db, sql`create function kit_probe(int) returns setof int language sql as ${sql.lit(body)}`);
    expect(await rows(app.db, sql<{ n: number }>`select kit_probe(${1}) as n`)).toEqual([{ n: 1 }]);
    expect(() => sqlText(sql`select ${1}`)).toThrow('binds no value');
  });

  it('prepares a read per connection only on a pool that reaches PostgreSQL itself', async () => {
    const probe = sql<{ n: number }>`select n from kit_sql_probe where n = ${1}`;
    const preparedOn = async (direct: boolean) => {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      try {
        if (direct) connectsDirectly(pool);
        const db = dbOver(pool);
        expect(await preparedRows(db, probe)).toEqual([{ n: 1 }]);
        expect(await preparedRows(db, probe)).toEqual([{ n: 1 }]);
        return (await rows(db, sql<{ name: string }>`select name from pg_prepared_statements`)).length;
      } finally {
        await pool.end();
      }
    };
    expect(await preparedOn(true)).toBe(1);
    // Through a transaction pooler (a pool not said to be direct) the next transaction may land on another connection.
    expect(await preparedOn(false)).toBe(0);
  });
});
