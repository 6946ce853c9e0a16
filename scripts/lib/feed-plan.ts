import { feedPageQuery, type feedRepository } from '@wishlist/matching';

type Pool = Parameters<typeof feedRepository>[0];
type FeedFilters = Parameters<typeof feedPageQuery>[3];

/**
 * How PostgreSQL runs the feed's first page for this viewer as the service does: a prepared statement with its generic
 * plan (the feed's pool, openFeedPool), EXPLAIN ANALYZE of its first execution (which plans it) and of a later one (one
 * line per row of the plan); also the planning time of a custom plan (PostgreSQL's default for a first execution) and
 * whether the last execution used the generic plan.
 */
export async function firstPagePlan(pool: Pool, viewer: string, limit: number, filters: FeedFilters = {}) {
  const { sql, params } = feedPageQuery(viewer, limit, undefined, filters);
  const client = await pool.connect();
  // EXPLAIN EXECUTE takes no bound parameters: the values go in as literals (PostgreSQL casts each to its parameter's type).
  const args = params.map((value) => client.escapeLiteral(String(value))).join(', ');
  try {
    await client.query('set plan_cache_mode = force_custom_plan');
    await client.query(`prepare feed_custom as ${sql}`);
    const customPlanning = msOf(
      (
        await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) execute feed_custom(${args})`)
      ).rows.map((row) => row['QUERY PLAN']),
      'Planning Time',
    );
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare feed_plan as ${sql}`);
    const explain = async () =>
      (
        await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) execute feed_plan(${args})`)
      ).rows.map((row) => row['QUERY PLAN']);
    const firstPlanning = msOf(await explain(), 'Planning Time');
    for (let i = 0; i < 3; i++) await client.query(`execute feed_plan(${args})`);
    const lines = await explain();
    const [counts] = (
      await client.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'feed_plan'`,
      )
    ).rows;
    return {
      lines,
      customPlanningMs: customPlanning,
      genericPlanningMs: firstPlanning,
      planningMs: msOf(lines, 'Planning Time'),
      executionMs: msOf(lines, 'Execution Time'),
      genericPlans: Number(counts?.generic_plans ?? 0),
    };
  } finally {
    await client.query('deallocate all; reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
}

/** The milliseconds on the plan's line `label: X ms`. */
function msOf(lines: string[], label: string): number {
  const line = lines.find((text) => text.trim().startsWith(`${label}:`));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? NaN);
}
