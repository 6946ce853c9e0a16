import { changed, firstRow, rows, sql, type Db } from '@wishlist/service-kit';
import type { StoredEvent } from '../core/event-repository.ts';

/** How long events are kept for a reconnect's replay (Last-Event-ID). */
const KEEP_DAYS = 7;
/** The most events a replay reads at once. */
export const REPLAY_PAGE = 500;

const COLUMNS = sql`id::text, user_id as "userId", type as event, data`;

/** Reading the stored events for the streams (a notified event, a replay), on the pool, outside any request. */
export function eventReader(db: Db) {
  return {
    /** The announced events among `ids` that belong to one of `userIds`, oldest first. */
    byIds: (ids: string[], userIds: string[]) =>
      rows(
        db,
        sql<StoredEvent>`select ${COLUMNS} from matching.events
          where id = any(${ids}::bigint[]) and user_id = any(${userIds}::uuid[]) order by id`,
      ),

    /** The user's events after `afterId`, oldest first, at most a page. */
    after: (userId: string, afterId: string) =>
      rows(
        db,
        sql<StoredEvent>`select ${COLUMNS} from matching.events
          where user_id = ${userId} and id > ${afterId} order by id limit ${REPLAY_PAGE}`,
      ),

    /** The id of the user's latest event ('0' when none). */
    async latestId(userId: string): Promise<string> {
      const row = await firstRow(
        db,
        sql<{ id: string }>`select coalesce(max(id), 0)::text as id from matching.events where user_id = ${userId}`,
      );
      return row?.id ?? '0';
    },

    /** The id of the user's last event made more than `ageMs` ago ('0' when none). */
    async latestIdBefore(userId: string, ageMs: number): Promise<string> {
      const row = await firstRow(
        db,
        sql<{ id: string }>`select coalesce(max(id), 0)::text as id from matching.events
          where user_id = ${userId} and created_at < now() - make_interval(secs => ${ageMs / 1000})`,
      );
      return row?.id ?? '0';
    },

    /** Deletes the events past their time for a replay (hourly, app.ts). */
    async prune(): Promise<void> {
      await changed(
        db,
        sql`delete from matching.events where created_at < now() - make_interval(days => ${KEEP_DAYS})`,
      );
    },
  };
}
