import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { billingDatabase } from '@wishlist/billing/database';
import { identityDatabase } from '@wishlist/identity/database';
import { matchingDatabase } from '@wishlist/matching/database';
import { createTestDatabase } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateAll } from './lib/migrate.ts';

// `npm run migrate` as the operator runs it (a process of its own), beside the function `npm start` calls.
const SCRIPT = new URL('./migrate.ts', import.meta.url).pathname;
const { DATABASE_URL: _url, DATABASE_DIRECT_URL: _direct, ...inherited } = process.env;

function migrate(env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [SCRIPT], { env: { ...inherited, ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

/** The names of the migrations applied to `schema`, in order. */
async function appliedIn(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select name from "${schema}".mikro_orm_migrations order by id`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('npm run migrate', () => {
  it("applies every service's migrations once, also beside another run", async () => {
    const databaseUrl = await createTestDatabase();
    const [run] = await Promise.all([migrate({ DATABASE_DIRECT_URL: databaseUrl }), migrateAll(databaseUrl)]);
    expect(run).toMatchObject({ code: 0, stdout: 'migrated: identity, matching, billing\n' });
    for (const database of [identityDatabase, matchingDatabase, billingDatabase]) {
      const files = readdirSync(database.migrationsPath).map((file) => file.replace(/\.ts$/, ''));
      expect(await appliedIn(databaseUrl, database.schema)).toEqual(files.sort());
    }
  });

  it('says what it needs without a database URL', async () => {
    expect(await migrate({})).toMatchObject({ code: 2, stderr: expect.stringContaining('DATABASE_DIRECT_URL') });
  });
});
