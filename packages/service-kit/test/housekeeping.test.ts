import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { loadConfig, runPeriodically } from '@wishlist/service-kit';
import { createTestDatabase, nextRunOf, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const INTERVAL_MS = 300;
const JOB = 'counting runs';

/** An instance of billing on `databaseUrl` with one more periodic job, which records where it ran. */
async function instanceWithJob(databaseUrl: string, label: string, runs: { by: string }[]) {
  const app = await buildBillingApp(loadConfig(billingConfig, testEnv(databaseUrl)));
  runPeriodically(app, JOB, INTERVAL_MS, async () => {
    runs.push({ by: label });
  });
  await app.ready();
  return app;
}

/** How many runs of the job the claims table counted. */
async function runsCounted(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ runs: string }>('select runs from service_kit.job_runs where name = $1', [
      JOB,
    ]);
    return Number(rows[0]?.runs);
  } finally {
    await client.end();
  }
}

describe('a periodic job on two instances sharing a database', () => {
  it('runs once per interval, not once per instance, and the other instance takes over when one closes', async () => {
    const databaseUrl = await createTestDatabase();
    const runs: { by: string }[] = [];
    const apps: Record<string, FastifyInstance> = {};
    try {
      [apps.a, apps.b] = await Promise.all([
        instanceWithJob(databaseUrl, 'a', runs),
        instanceWithJob(databaseUrl, 'b', runs),
      ]);
      const [first, second] = [apps.a, apps.b];
      // Without the claims both instances would run it at every tick, in turns (a, b, a, b, …); with them one holds
      // it (and the other takes over only when the holder misses a tick, so once in a while on a busy machine).
      while (runs.length < 6) await Promise.race([nextRunOf(first, JOB), nextRunOf(second, JOB)]);
      const handovers = runs.slice(1).filter((run, i) => run.by !== runs[i]?.by).length;
      expect(handovers).toBeLessThanOrEqual(1);
      const holder = runs.at(-1)?.by ?? '';
      const other = holder === 'a' ? 'b' : 'a';
      await apps[holder]?.close();
      await nextRunOf(apps[other] as FastifyInstance, JOB);
      expect(runs.at(-1)?.by).toBe(other);
    } finally {
      await Promise.all(Object.values(apps).map((app) => app.close()));
    }
    // The claims table counts every run, whichever instance made it.
    expect(await runsCounted(databaseUrl)).toBe(runs.length);
  });
});

describe('the hourly housekeeping', () => {
  it('runs every HOUSEKEEPING_INTERVAL_MS when that is set (the benchmark counts its runs at 1 s)', async () => {
    const app = await buildBillingApp(
      loadConfig(billingConfig, testEnv(await createTestDatabase(), { HOUSEKEEPING_INTERVAL_MS: '200' })),
    );
    try {
      await app.ready();
      // Two whole runs of an hourly job, one after the other: within the test's time, not an hour.
      await nextRunOf(app, 'purging expired sessions');
      await nextRunOf(app, 'purging expired sessions');
    } finally {
      await app.close();
    }
  });
});
