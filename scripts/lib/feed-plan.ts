import { feedPageQuery, type feedRepository } from '@wishlist/matching';

type Pool = Parameters<typeof feedRepository>[0];
type FeedFilters = Parameters<typeof feedPageQuery>[3];

/** How PostgreSQL runs the feed's first page for this viewer (EXPLAIN ANALYZE, one line per row of the plan). */
export async function firstPagePlan(pool: Pool, viewer: string, limit: number, filters: FeedFilters = {}) {
  const { sql, params } = feedPageQuery(viewer, limit, undefined, filters);
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']);
}
