import type { Pool } from 'pg';
import { notParted, notRestricted } from './safety-rules.ts';
import { PROFILE_COLUMNS, VIEWER, VIEWER_COLUMNS, VISIBLE_TO_VIEWER, type ViewedProfile } from './visibility.ts';

/** Another person as $1 may see them by id (404 otherwise), with the distance and the star. */
const SHOWN_TO_SQL = `with ${VIEWER}
  select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}
  from matching.profiles p cross join v
  where p.id = $2 and p.discoverable and ${notRestricted('p')} and ${VISIBLE_TO_VIEWER} and ${notParted('$1', 'p.id')}`;

/** Another person as `viewer` may see them by id; null when they may not (or there is no such person). */
export async function shownTo(pool: Pool, viewer: string, id: string): Promise<ViewedProfile | null> {
  return (await pool.query<ViewedProfile>(SHOWN_TO_SQL, [viewer, id])).rows[0] ?? null;
}
