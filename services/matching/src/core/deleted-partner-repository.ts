import { changed, firstRow, sql, type Db, type Sql } from '@wishlist/service-kit';
import type { StoredEvidence } from './evidence.ts';

/** How many of the two people's messages a report keeps. */
export const EVIDENCE_MESSAGES = 50;

/** How long a conversation partner may still report a person who deleted their account (spec §5). */
export const REPORTABLE_AFTER_DELETION = sql`interval '30 days'`;

/** How a deleted person is named in what their partners keep: a hash of their id, which names nobody by itself. */
export const deletedKey = (id: Sql) => sql<string>`encode(sha256(convert_to(${id}::text, 'UTF8')), 'hex')`;

/** What a partner keeps of a deleted person for a report: the first name, the last messages, a photo frozen then. */
export type KeptForReport = {
  firstName: string | null;
  messages: StoredEvidence['messages'];
  /** billing's copy (`/media/frozen/…`), under a name that names nobody; null: they had no photo of their own. */
  photoURL: string | null;
};

/**
 * What `partnerId` kept of the deleted person `deletedId`, while it is kept (the deletion wrote it:
 * user-data/repository.ts); nothing for anyone else, or after 30 days.
 */
const keptSql = (partnerId: string, deletedId: string) => sql<KeptForReport>`
  select first_name as "firstName", messages, photo_url as "photoURL" from matching.deleted_partner_evidence
  where partner_id = ${partnerId} and deleted_key = ${deletedKey(sql`${deletedId}::uuid`)} and keep_until > now()`;

/** What a partner of a deleted person keeps for a report; and its expiry (the hourly job, app.ts). */
export function deletedPartnerRepository(db: Db) {
  return {
    kept: (partnerId: string, deletedId: string) => firstRow(db, keptSql(partnerId, deletedId)),
    purgeExpired: () => changed(db, sql`delete from matching.deleted_partner_evidence where keep_until <= now()`),
  };
}
