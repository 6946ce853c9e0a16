import { feedPageQuery, type feedRepository } from '@wishlist/matching/bench';

type Pool = Parameters<typeof feedRepository>[0];
type FeedFilters = Parameters<typeof feedPageQuery>[3];

/**
 * How PostgreSQL runs the feed's first page for this viewer as the service does: a prepared statement, EXPLAIN ANALYZE
 * of its first execution (planned for its values) and of its seventh (one line per row of the plan: by then PostgreSQL
 * uses the generic plan if it judges it no dearer); also the planning time of a generic plan, and whether the last
 * execution used it.
 */
export async function firstPagePlan(pool: Pool, viewer: string, limit: number, filters: FeedFilters = {}) {
  const { sql, params } = feedPageQuery(viewer, limit, undefined, filters);
  const client = await pool.connect();
  // EXPLAIN EXECUTE takes no bound parameters: the values go in as literals (PostgreSQL casts each to its parameter's type).
  const args = params.map((value) => client.escapeLiteral(String(value))).join(', ');
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare feed_generic as ${sql}`);
    const genericPlanning = msOf(
      (
        await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) execute feed_generic(${args})`)
      ).rows.map((row) => row['QUERY PLAN']),
      'Planning Time',
    );
    await client.query('reset plan_cache_mode');
    await client.query(`prepare feed_plan as ${sql}`);
    const explain = async () =>
      (
        await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) execute feed_plan(${args})`)
      ).rows.map((row) => row['QUERY PLAN']);
    const firstPlanning = msOf(await explain(), 'Planning Time');
    for (let i = 0; i < 5; i++) await client.query(`execute feed_plan(${args})`);
    const lines = await explain();
    const [counts] = (
      await client.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'feed_plan'`,
      )
    ).rows;
    return {
      lines,
      customPlanningMs: firstPlanning,
      genericPlanningMs: genericPlanning,
      planningMs: msOf(lines, 'Planning Time'),
      executionMs: msOf(lines, 'Execution Time'),
      genericPlans: Number(counts?.generic_plans ?? 0),
    };
  } finally {
    await client.query('deallocate feed_generic; deallocate feed_plan; reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
}

/** The milliseconds on the plan's line `label: X ms`. */
function msOf(lines: string[], label: string): number {
  const line = lines.find((text) => text.trim().startsWith(`${label}:`));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? NaN);
}
