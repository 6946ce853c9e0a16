import { firstFeedPage } from '@wishlist/matching/bench';

type Pool = Parameters<typeof firstFeedPage>[0];
type FeedFilters = Parameters<typeof firstFeedPage>[3];

/**
 * How PostgreSQL runs the feed's first page for this viewer as the service does: an unnamed statement with its values
 * bound, so planned for those values at each execution. EXPLAIN ANALYZE of its second run (the first warms the
 * caches), one line per row of the plan, with its planning and execution times.
 */
export async function firstPagePlan(pool: Pool, viewer: string, limit: number, filters: FeedFilters = {}) {
  const { sql, params } = firstFeedPage(pool, viewer, limit, filters);
  const explain = async () =>
    (await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${sql}`, [...params])).rows.map(
      (row) => row['QUERY PLAN'],
    );
  await explain();
  const lines = await explain();
  return { lines, planningMs: msOf(lines, 'Planning Time'), executionMs: msOf(lines, 'Execution Time') };
}

/** The milliseconds on the plan's line `label: X ms`. */
function msOf(lines: string[], label: string): number {
  const line = lines.find((text) => text.trim().startsWith(`${label}:`));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? NaN);
}
