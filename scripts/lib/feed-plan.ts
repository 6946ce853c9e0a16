import { firstFeedPage } from '@wishlist/matching/bench';
import type { Pool, PoolClient } from 'pg';

type FeedFilters = Parameters<typeof firstFeedPage>[2];

/**
 * How PostgreSQL runs the feed's first page for this viewer as the service does: the statement of the page's function,
 * prepared on one connection with the function's generic plan (`plan_cache_mode`), as the function keeps it on each
 * server connection. EXPLAIN ANALYZE of its first run (the plan is made then: `firstPlanningMs`) and its second (the
 * plan kept, the caches warm), one line per row of the second's plan, with its planning and execution times.
 */
export async function firstPagePlan(pool: Pool, viewer: string, limit: number, filters: FeedFilters = {}) {
  const { argumentTypes, statement, args } = firstFeedPage(viewer, limit, filters);
  const types = argumentTypes.split(', ');
  const client = await pool.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare feed_page_plan (${argumentTypes}) as ${statement}`);
    // EXECUTE takes no bound values: the arguments are written as literals.
    const values = args.map((value, i) => `${literal(client, value)}::${types[i] ?? ''}`).join(', ');
    const explain = async () =>
      (
        await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) execute feed_page_plan (${values})`,
        )
      ).rows.map((row) => row['QUERY PLAN']);
    const first = await explain();
    const lines = await explain();
    return {
      lines,
      firstPlanningMs: msOf(first, 'Planning Time'),
      planningMs: msOf(lines, 'Planning Time'),
      executionMs: msOf(lines, 'Execution Time'),
    };
  } finally {
    await client.query('deallocate feed_page_plan; reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
}

/** `value` as an SQL literal (an array as PostgreSQL's array text). */
function literal(client: PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return client.escapeLiteral(Array.isArray(value) ? `{${value.join(',')}}` : String(value));
}

/** The milliseconds on the plan's line `label: X ms`. */
function msOf(lines: string[], label: string): number {
  const line = lines.find((text) => text.trim().startsWith(`${label}:`));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? NaN);
}
