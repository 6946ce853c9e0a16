import { changed, sql, type Db } from '@wishlist/service-kit';

/**
 * Publishes the moves made before today (UTC): each becomes the cell others read (location/cells.ts, `moveTo`), so
 * a reading between two people changes at most once a day, at the first run after midnight.
 */
export async function publishYesterdaysMoves(db: Db): Promise<number> {
  return changed(
    db,
    sql`update matching.profiles set latitude = pending_latitude, longitude = pending_longitude,
        location = pending_location, pending_latitude = null, pending_longitude = null, pending_location = null,
        pending_since = null
      where pending_since < date_trunc('day', now() at time zone 'utc') at time zone 'utc'`,
  );
}
