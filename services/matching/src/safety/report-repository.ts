import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, sql } from '@wishlist/service-kit';
import type { ReportReason, StoredEvidence } from '../core/evidence.ts';
import { photosOf } from '../core/profile-view.ts';
import { blockRepository } from './block-repository.ts';

/** How many of the two people's messages a report keeps. */
const EVIDENCE_MESSAGES = 50;

/** A report asked for: who reports whom, why. */
type NewReport = { reporterId: string; profileId: string; reason: ReportReason; note: string | null };

const reportedSql = (profileId: string) => sql<{
  profilePhoto: string | null;
  instagramPhotos: string[];
}>`select profile_photo as "profilePhoto", instagram_photos as "instagramPhotos"
  from matching.profiles where id = ${profileId}`;

/**
 * The report, judged and with its evidence: `credible` when the reporter's account is 24 hours old with a complete
 * profile (a name, an adult birth date and a profile photo), so throwaway accounts hold nobody (README: "Moderation");
 * the reported profile's fields and the last messages between the two (the messages index's expressions), oldest
 * first. The photos follow once billing has copied them.
 */
const insertReport = ({ reporterId, profileId, reason, note }: NewReport, photoURLs: string[]) => sql<{
  id: string;
  createdAt: string;
}>`
  insert into matching.reports (reporter_id, profile_id, reason, note, credible, evidence)
  select ${reporterId}, p.id, ${reason}, ${note},
    coalesce((select me.created_at <= now() - interval '24 hours' and me.discoverable and me.profile_photo is not null
      from matching.profiles me where me.id = ${reporterId}), false),
    jsonb_build_object(
      'profile', jsonb_build_object('firstName', p.first_name, 'lastName', p.last_name, 'birthDate', p.birth_date::text,
        'location', p.location, 'bio', p.bio, 'instagramHandle', p.instagram_handle, 'interests', p.interests),
      'photoURLs', ${JSON.stringify(photoURLs)}::jsonb,
      'photos', case when ${photoURLs.length} = 0 then '[]'::jsonb end,
      'messages', (select coalesce(jsonb_agg(jsonb_build_object(
          'from', case when m.sender_id = ${reporterId}::uuid then 'reporter' else 'reported' end,
          'text', m.text, 'sentAt', m.sent_at) order by m.seq), '[]')
        from (select * from matching.messages m
          where least(m.sender_id, m.recipient_id) = least(${reporterId}::uuid, ${profileId}::uuid)
            and greatest(m.sender_id, m.recipient_id) = greatest(${reporterId}::uuid, ${profileId}::uuid)
          order by m.seq desc limit ${sql.lit(EVIDENCE_MESSAGES)}) m))
  from matching.profiles p where p.id = ${profileId}
  returning id, created_at as "createdAt"`;

const photosKept = (id: string, photos: StoredEvidence['photos']) =>
  sql`update matching.reports set evidence = jsonb_set(evidence, '{photos}', ${JSON.stringify(photos)}::jsonb) where id = ${id}`;

/** Reports for the moderators (moderation/; README: "Moderation"). */
export function reportRepository(em: EntityManager) {
  return {
    /**
     * Stores the report with its evidence and blocks the person, in one transaction; null when there is no such
     * profile. When the person blocked the reporter, the report is stored all the same, for the moderators, and
     * `shown` is false: to the reporter, the person is gone (the block stays invisible).
     */
    report(report: NewReport) {
      return em.transactional(async (tx) => {
        const reported = await firstRow(tx.getKysely(), reportedSql(report.profileId));
        if (!reported) return null;
        // Copies are kept of the profile's own uploads, never of the demo people's shared pictures.
        const photoURLs = photosOf(reported).filter((url) => url.startsWith('/media/users/'));
        const shown = await blockRepository(tx).block(report.reporterId, report.profileId);
        const row = await firstRow(tx.getKysely(), insertReport(report, photoURLs));
        if (!row) throw new Error('the report insert returned no row');
        return { id: row.id, createdAt: new Date(row.createdAt), photoURLs, shown };
      });
    },

    /** Records the copies billing kept of the report's photos. */
    photosKept: (id: string, photos: StoredEvidence['photos']) => changed(em.getKysely(), photosKept(id, photos)),
  };
}
