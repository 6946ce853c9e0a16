import type { Pool } from 'pg';
import type { StoredEvent } from '../core/event-repository.ts';

/** How long events are kept for a reconnect's replay (Last-Event-ID). */
const KEEP_DAYS = 7;
/** The most events a replay reads at once. */
export const REPLAY_PAGE = 500;

const COLUMNS = `id::text, user_id as "userId", type as event, data`;

/** Reading the stored events for the streams (a notified event, a replay), on the pool, outside any request. */
export function eventReader(pool: Pool) {
  const query = async <Row extends object>(sql: string, params: unknown[]) => (await pool.query<Row>(sql, params)).rows;
  return {
    /** The announced events among `ids` that belong to one of `userIds`, oldest first. */
    byIds: (ids: string[], userIds: string[]) =>
      query<StoredEvent>(
        `select ${COLUMNS} from matching.events where id = any($1::bigint[]) and user_id = any($2::uuid[]) order by id`,
        [ids, userIds],
      ),

    /** The user's events after `afterId`, oldest first, at most a page. */
    after: (userId: string, afterId: string) =>
      query<StoredEvent>(
        `select ${COLUMNS} from matching.events where user_id = $1 and id > $2 order by id limit ${REPLAY_PAGE}`,
        [userId, afterId],
      ),

    /** The id of the user's latest event ('0' when none). */
    async latestId(userId: string): Promise<string> {
      const [row] = await query<{ id: string }>(
        'select coalesce(max(id), 0)::text as id from matching.events where user_id = $1',
        [userId],
      );
      return row?.id ?? '0';
    },

    /** Deletes the events past their time for a replay (hourly, app.ts). */
    async prune(): Promise<void> {
      await query(`delete from matching.events where created_at < now() - interval '${KEEP_DAYS} days'`, []);
    },
  };
}
