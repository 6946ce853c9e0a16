import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { loadConfig, runPeriodically } from '@wishlist/service-kit';
import { createTestDatabase, nextRunOf, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const INTERVAL_MS = 200;
const JOB = 'counting runs';

/** An instance of billing on `databaseUrl` with one more periodic job, which records when it ran and where. */
async function instanceWithJob(databaseUrl: string, label: string, runs: { by: string; at: number }[]) {
  const app = await buildBillingApp(loadConfig(billingConfig, testEnv(databaseUrl)));
  runPeriodically(app, JOB, INTERVAL_MS, async () => {
    runs.push({ by: label, at: performance.now() });
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
    const runs: { by: string; at: number }[] = [];
    const apps: Record<string, FastifyInstance> = {};
    try {
      [apps.a, apps.b] = await Promise.all([
        instanceWithJob(databaseUrl, 'a', runs),
        instanceWithJob(databaseUrl, 'b', runs),
      ]);
      const [first, second] = [apps.a, apps.b];
      // Five runs, each a whole interval after the one before: two instances running it would start two at once.
      while (runs.length < 5) await Promise.race([nextRunOf(first, JOB), nextRunOf(second, JOB)]);
      const gaps = runs.slice(1).map((run, i) => run.at - (runs[i]?.at ?? 0));
      expect(gaps.every((gap) => gap > INTERVAL_MS / 2)).toBe(true);

      const claimant = runs[0]?.by ?? '';
      const other = claimant === 'a' ? 'b' : 'a';
      await apps[claimant]?.close();
      await nextRunOf(apps[other] as FastifyInstance, JOB);
      expect(runs.at(-1)?.by).toBe(other);
    } finally {
      await Promise.all(Object.values(apps).map((app) => app.close()));
    }
    // The claims table counts every run (what `npm run bench:scale` reads).
    expect(await runsCounted(databaseUrl)).toBe(runs.length);
  });
});
