import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, rows, sql } from '@wishlist/service-kit';

/**
 * Claims up to `limit` automatic holds the moderators were not told of, still running and not confirmed (a
 * moderator who confirmed one knows), in one committed statement: instances never mail one twice.
 */
const claimSql = (limit: number) => sql<{ profileId: string; endsAt: string }>`
  update matching.review_holds h set alerted_at = now()
  where h.profile_id in (select profile_id from matching.review_holds
    where alerted_at is null and ends_at > now() order by held_at limit ${limit} for update skip locked)
  returning h.profile_id as "profileId", h.ends_at as "endsAt"`;

const giveBackSql = (profileId: string) =>
  sql`update matching.review_holds set alerted_at = null where profile_id = ${profileId}`;

/** The automatic holds reports make (report-repository.ts) and the moderators' alerts of them. */
export function holdRepository(em: EntityManager) {
  const db = em.getKysely();
  return {
    claimUnalerted: (limit: number) => rows(db, claimSql(limit)),
    /** The alert did not go: the next run tries again. */
    giveBack: (profileId: string) => changed(db, giveBackSql(profileId)),
  };
}
