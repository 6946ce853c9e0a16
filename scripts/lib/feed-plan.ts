import { feedPageQuery, type feedRepository } from '@wishlist/matching';

type Pool = Parameters<typeof feedRepository>[0];
type FeedFilters = Parameters<typeof feedPageQuery>[3];

/**
 * How PostgreSQL runs the feed's first page for this viewer as the service does: a prepared statement, executed until
 * PostgreSQL keeps its generic plan (after five custom plans), then EXPLAIN ANALYZE of one more execution (one line
 * per row of the plan). Also the planning time of a custom plan (the statement's first execution) and whether the
 * last execution reused the generic plan.
 */
export async function firstPagePlan(pool: Pool, viewer: string, limit: number, filters: FeedFilters = {}) {
  const { sql, params } = feedPageQuery(viewer, limit, undefined, filters);
  const args = params.map((_, i) => `$${i + 1}`).join(', ');
  const client = await pool.connect();
  try {
    await client.query(`prepare feed_plan as ${sql}`);
    const explain = async () =>
      (
        await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) execute feed_plan(${args})`,
          params,
        )
      ).rows.map((row) => row['QUERY PLAN']);
    const firstPlanning = msOf(await explain(), 'Planning Time');
    for (let i = 0; i < 5; i++) await client.query(`execute feed_plan(${args})`, params);
    const lines = await explain();
    const [counts] = (
      await client.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'feed_plan'`,
      )
    ).rows;
    return {
      lines,
      customPlanningMs: firstPlanning,
      planningMs: msOf(lines, 'Planning Time'),
      executionMs: msOf(lines, 'Execution Time'),
      genericPlans: Number(counts?.generic_plans ?? 0),
    };
  } finally {
    await client.query('deallocate all').catch(() => undefined);
    client.release();
  }
}

/** The milliseconds on the plan's line `label: X ms`. */
function msOf(lines: string[], label: string): number {
  const line = lines.find((text) => text.trim().startsWith(`${label}:`));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? NaN);
}
