import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, sql, type Db, type Sql } from '@wishlist/service-kit';
import type { ReportReason, StoredEvidence } from '../core/evidence.ts';
import { automatedStatementSql } from '../core/automated-statement-repository.ts';
import {
  deletedPartnerRepository,
  EVIDENCE_MESSAGES,
  REPORTABLE_AFTER_DELETION,
  type KeptForReport,
} from '../core/deleted-partner-repository.ts';
import { goneTo } from '../core/safety-rules-repository.ts';
import { photosOf } from '../core/profile-view.ts';
import { gravestOpenRuleSql } from '../core/terms-rules-repository.ts';
import { blockRepository } from './block-repository.ts';

/** How many different reporters (accounts, and networks) put a person on an automatic hold, within a day. */
const REPORTERS_TO_HOLD = 3;
/** How long an automatic hold lasts unless a moderator confirms it (moderation/'s `confirm-hold`). */
const AUTOMATIC_HOLD = sql`interval '6 hours'`;

/** A report asked for: who reports whom, why, from which network (a keyed hash, reporter-network.ts). */
type NewReport = {
  reporterId: string;
  profileId: string;
  reason: ReportReason;
  note: string | null;
  reporterNetwork: string;
};

/** The reported profile, locked: reports of one person are counted one at a time (`holdSql`). */
const reportedSql = (profileId: string) => sql<{
  profilePhoto: string | null;
  instagramPhotos: string[];
}>`select profile_photo as "profilePhoto", instagram_photos as "instagramPhotos"
  from matching.profiles where id = ${profileId} for no key update`;

/** The reporter had met the person: liked, passed or matched them (a match's conversation row outlives it). */
const met = (reporterId: string, profile: Sql) => sql<boolean>`(
  exists (select 1 from matching.wishlist_entries w where w.user_id = ${reporterId} and w.profile_id = ${profile})
  or exists (select 1 from matching.passes x where x.user_id = ${reporterId} and x.profile_id = ${profile})
  or exists (select 1 from matching.conversations c where c.user_id = ${reporterId} and c.profile_id = ${profile}))`;

/**
 * Whether the reporter is told the report was received (`told`: answered 201 and listed in their reports). Yes, but
 * about someone gone to them (who blocked them: `goneTo`), who reads as a deleted account: then exactly when a
 * deletion at the block's time would have let them report (a conversation partner, within 30 days:
 * `reportDeleted`). Otherwise it is kept for the moderators, unsaid (404), as nothing is of a deleted stranger.
 */
const toldSql = (reporterId: string, profile: Sql) => sql<boolean>`(not ${goneTo(reporterId, profile)}
  or exists (select 1 from matching.conversations c join matching.blocks b on b.user_id = c.profile_id and b.profile_id = c.user_id
    where c.user_id = ${reporterId} and c.profile_id = ${profile} and b.created_at > now() - ${REPORTABLE_AFTER_DELETION}))`;

/**
 * The report, judged and with its evidence. `credible` (it counts towards an automatic hold) when the reporter's
 * account is 24 hours old with a complete profile (a name, an adult birth date and a profile photo), the reporter had
 * met the person, and the person had not blocked the reporter: throwaway accounts, strangers who looked someone up
 * and people a person kept away hold nobody (README: "Moderation"). Evidence: the reported profile's fields and the
 * last messages between the two (the messages index's expressions), oldest first, after the comment of a like of the
 * reporter that no match made a message yet; the photos follow once billing
 * has copied them. Made before the report's block, which takes the reporter's like.
 */
/**
 * The comment the reported person's like carried to the reporter, while it is no message yet (no match made it one):
 * it reached the reporter as a message does, so it is evidence as a message is (first: it came before any).
 */
const unansweredComment = (
  reporterId: string,
  profileId: string,
) => sql`(select w.user_id, w.comment, w.created_at, 0::bigint
    from matching.wishlist_entries w where w.user_id = ${profileId} and w.profile_id = ${reporterId} and w.comment is not null
      and not exists (select 1 from matching.messages a
        where a.sender_id = w.user_id and a.recipient_id = w.profile_id and a.answers is not null))`;

const insertReport = ({ reporterId, profileId, reason, note, reporterNetwork }: NewReport, photoURLs: string[]) => sql<{
  id: string;
  createdAt: string;
  told: boolean;
}>`
  insert into matching.reports (reporter_id, profile_id, reason, note, reporter_network, told, credible, evidence)
  select ${reporterId}, p.id, ${reason}, ${note}, ${reporterNetwork}, ${toldSql(reporterId, sql`p.id`)},
    coalesce((select me.created_at <= now() - interval '24 hours' and me.discoverable and me.profile_photo is not null
      from matching.profiles me where me.id = ${reporterId}), false)
      and ${met(reporterId, sql`p.id`)}
      and not exists (select 1 from matching.blocks o where o.user_id = p.id and o.profile_id = ${reporterId}),
    jsonb_build_object(
      'profile', jsonb_build_object('firstName', p.first_name, 'lastName', p.last_name, 'birthDate', p.birth_date::text,
        'location', p.location, 'bio', p.bio, 'instagramHandle', p.instagram_handle, 'interests', p.interests),
      'photoURLs', ${JSON.stringify(photoURLs)}::jsonb,
      'photos', case when ${photoURLs.length} = 0 then '[]'::jsonb end,
      'messages', (select coalesce(jsonb_agg(jsonb_build_object(
          'from', case when m.sender_id = ${reporterId}::uuid then 'reporter' else 'reported' end,
          'text', m.text, 'sentAt', m.sent_at) order by m.seq), '[]')
        from ((select m.sender_id, m.text, m.sent_at, m.seq from matching.messages m
          where least(m.sender_id, m.recipient_id) = least(${reporterId}::uuid, ${profileId}::uuid)
            and greatest(m.sender_id, m.recipient_id) = greatest(${reporterId}::uuid, ${profileId}::uuid)
          order by m.seq desc limit ${sql.lit(EVIDENCE_MESSAGES)})
          union all
          ${unansweredComment(reporterId, profileId)}) m))
  from matching.profiles p where p.id = ${profileId}
  returning id, created_at as "createdAt", told`;

/**
 * An automatic hold, when credible reports of the last 24 hours not reviewed yet come from 3 different accounts on 3
 * different networks (reporters behind one address count once). A person is held automatically once until a
 * moderator reviews the reports: a hold that ended is not started again by more reports. It is an automated decision:
 * counted for the transparency report (automated_decisions) and stated to the person (automated-statement-repository.ts), in
 * this statement. Answers its end and its statement of reasons.
 */
const holdSql = (profileId: string) => sql<{ endsAt: string; id: string; profileId: string }>`
  with held as (insert into matching.review_holds (profile_id, ends_at)
  select ${profileId}, now() + ${AUTOMATIC_HOLD}
  from (select count(distinct r.reporter_id) as accounts,
      count(distinct coalesce(r.reporter_network, r.reporter_id::text)) as networks
    from matching.reports r
    where r.profile_id = ${profileId} and r.reviewed_at is null and r.credible
      and r.created_at > now() - interval '24 hours') counted
  where least(counted.accounts, counted.networks) >= ${sql.lit(REPORTERS_TO_HOLD)}
  on conflict (profile_id) do nothing
  returning profile_id, ends_at),
  counted as (insert into matching.automated_decisions (kind) select 'hold-profile' from held),
  stated as (${automatedStatementSql(sql.ref('held'), {
    action: 'hold-profile',
    rule: gravestOpenRuleSql(profileId),
    details: sql`jsonb_build_object('until', h.ends_at)`,
  })})
  select held.ends_at as "endsAt", stated.id, stated."profileId" from held, stated`;

/**
 * A report about a person who deleted their account, by a partner who kept their conversation (`kept`): its evidence
 * is what the deletion kept, the profile but the first name gone, and the photo frozen then (copied once billing has
 * it). Credible as any report of a person met, though it holds nobody.
 */
const insertDeletedReport = (
  { reporterId, profileId, reason, note, reporterNetwork }: NewReport,
  kept: KeptForReport,
) => sql<{ id: string; createdAt: string }>`
  insert into matching.reports (reporter_id, profile_id, reason, note, reporter_network, credible, evidence)
  select ${reporterId}, ${profileId}, ${reason}, ${note}, ${reporterNetwork},
    coalesce((select me.created_at <= now() - interval '24 hours' and me.discoverable and me.profile_photo is not null
      from matching.profiles me where me.id = ${reporterId}), false),
    jsonb_build_object(
      'profile', jsonb_build_object('firstName', ${kept.firstName ?? ''}::text, 'lastName', '', 'birthDate', null,
        'location', '', 'bio', null, 'instagramHandle', '', 'interests', '[]'::jsonb),
      'photoURLs', ${JSON.stringify(photoURLsOf(kept))}::jsonb,
      'photos', case when ${kept.photoURL}::text is null then '[]'::jsonb end,
      'messages', ${JSON.stringify(kept.messages)}::jsonb)
  returning id, created_at as "createdAt"`;

const photoURLsOf = (kept: KeptForReport) => (kept.photoURL ? [kept.photoURL] : []);

/**
 * The report of a person who deleted their account, when the reporter was their partner and within 30 days; null
 * otherwise, as for someone who never was. Nobody to block or hold. Received as any report, exactly as one about a
 * person who blocked the reporter (neither may tell a deletion from a block): its frozen photo is copied as theirs are.
 */
async function reportDeleted(db: Db, report: NewReport) {
  const kept = await deletedPartnerRepository(db).kept(report.reporterId, report.profileId);
  if (!kept) return null;
  const row = await firstRow(db, insertDeletedReport(report, kept));
  if (!row) throw new Error('the report insert returned no row');
  const photoURLs = photoURLsOf(kept);
  return { id: row.id, createdAt: new Date(row.createdAt), photoURLs, told: true, heldUntil: null, statement: null };
}

const photosKept = (id: string, photos: StoredEvidence['photos']) =>
  sql`update matching.reports set evidence = jsonb_set(evidence, '{photos}', ${JSON.stringify(photos)}::jsonb) where id = ${id}`;

/** Reports for the moderators (moderation/; README: "Moderation"). */
export function reportRepository(em: EntityManager) {
  return {
    /**
     * Stores the report with its evidence, blocks the person and, when this report makes it so, holds them
     * automatically (`heldUntil`, with its `statement` of reasons), in one transaction; null when there is no such profile
     * (but for a partner of a person who deleted their account, within 30 days: `reportDeleted`). When the person blocked
     * the reporter, the report is stored all the same, and `told` as a deletion then would have been (`toldSql`).
     */
    report(report: NewReport) {
      return em.transactional(async (tx) => {
        const db = tx.getKysely();
        const reported = await firstRow(db, reportedSql(report.profileId));
        if (!reported) return reportDeleted(db, report);
        // Copies are kept of the profile's own uploads, never of the demo people's shared pictures.
        const photoURLs = photosOf(reported).filter((url) => url.startsWith('/media/users/'));
        const row = await firstRow(db, insertReport(report, photoURLs));
        if (!row) throw new Error('the report insert returned no row');
        await blockRepository(tx).block(report.reporterId, report.profileId);
        const hold = await firstRow(db, holdSql(report.profileId));
        const heldUntil = hold ? new Date(hold.endsAt) : null;
        const statement = hold && { id: hold.id, profileId: hold.profileId };
        return { id: row.id, createdAt: new Date(row.createdAt), photoURLs, told: row.told, heldUntil, statement };
      });
    },

    /** Records the copies billing kept of the report's photos. */
    photosKept: (id: string, photos: StoredEvidence['photos']) => changed(em.getKysely(), photosKept(id, photos)),
  };
}
