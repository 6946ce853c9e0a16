import { firstRow, sql, type Db } from '@wishlist/service-kit';
import { notParted, notRestricted } from './safety-rules-repository.ts';
import { PROFILE_COLUMNS, viewerColumns, viewerRow, visibleTo, type ViewedProfile } from './visibility-repository.ts';

/** Another person as `viewer` may see them by `id` (404 otherwise), with the distance and the star. */
const shownToSql = (viewer: string, id: string) => sql<ViewedProfile>`with ${viewerRow(viewer)}
  select ${PROFILE_COLUMNS}, ${viewerColumns(viewer)}
  from matching.profiles p cross join v
  where p.id = ${id} and p.discoverable and ${notRestricted('p')} and ${visibleTo(viewer)} and ${notParted(viewer, sql`p.id`)}`;

/** Another person as `viewer` may see them by id; null when they may not (or there is no such person). */
export async function shownTo(db: Db, viewer: string, id: string): Promise<ViewedProfile | null> {
  return (await firstRow(db, shownToSql(viewer, id))) ?? null;
}
