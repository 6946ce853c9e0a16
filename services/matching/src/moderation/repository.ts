import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { fullNameSql } from '../core/visibility.ts';
import { photosOf } from '../core/profile-view.ts';
import type { ReportReason, StoredEvidence } from '../core/evidence.ts';

export type ModerationAction = components['schemas']['ModerationAction'];
type Standing = components['schemas']['ModerationStanding'];

/** The reasons, gravest first: the queue's order (README: "Moderation"). */
export const REASONS_GRAVEST_FIRST: ReportReason[] = [
  'under-18',
  'harassment',
  'inappropriate-photos',
  'fake-profile',
  'other',
  'spam',
];

/** Where the person stands: banned ('infinity'), suspended, held for review, or active. */
const STANDING = `case when p.restricted_until = 'infinity' then 'banned'
    when p.restricted_until > now() then 'suspended'
    when matching.held_for_review(p.id) then 'held' else 'active' end`;

/** One case per person with open reports, worst first: gravest reason, held, credible reporters, newest report. */
const QUEUE_SQL = `
  select * from (select p.id as "profileId", ${fullNameSql('p')} as name, p.profile_photo as "photoURL", ${STANDING} as standing,
    min(array_position(:reasons::text[], r.reason)) as gravest,
    array_agg(distinct r.reason) as reasons, count(*)::int as reports, count(distinct r.reporter_id)::int as reporters,
    (count(distinct r.reporter_id) filter (where r.credible))::int as "credibleReporters",
    min(r.created_at) as "firstReportedAt", max(r.created_at) as "lastReportedAt"
  from matching.reports r join matching.profiles p on p.id = r.profile_id
  where r.reviewed_at is null
  group by p.id) queue
  order by gravest, standing = 'held' desc, "credibleReporters" desc, "lastReportedAt" desc, "profileId"
  limit 200`;

const PERSON_SQL = `
  select p.id as "profileId", ${fullNameSql('p')} as name, p.profile_photo as "photoURL", ${STANDING} as standing,
    case when p.restricted_until > now() and p.restricted_until <> 'infinity' then p.restricted_until end as "suspendedUntil",
    p.instagram_photos as "instagramPhotos", p.bio
  from matching.profiles p where p.id = :profileId`;

const REPORTS_SQL = `
  select r.id, r.reason, r.note, r.created_at as "createdAt", r.reviewed_at is not null as reviewed,
    r.reporter_id as "reporterId", coalesce(${fullNameSql('me')}, '') as "reporterName", r.credible, r.evidence
  from matching.reports r left join matching.profiles me on me.id = r.reporter_id
  where r.profile_id = :profileId
  order by r.created_at desc, r.id desc`;

const AUDIT_COLUMNS = `a.id, a.action, a.profile_id as "profileId", a.profile_name as "profileName",
  a.moderator_id as "moderatorId", a.moderator_name as "moderatorName", a.reason, a.details,
  a.created_at as "createdAt", ((extract(epoch from a.created_at) * 1000000)::bigint)::text as "createdUs"`;

/** A page of the audit log, newest first, after the keyset (:beforeUs microseconds since 1970, :beforeId). */
const AUDIT_SQL = `
  select ${AUDIT_COLUMNS} from matching.moderation_actions a
  where (:profileId::uuid is null or a.profile_id = :profileId::uuid)
    and (:beforeUs::bigint is null
      or (a.created_at, a.id) < (timestamptz 'epoch' + :beforeUs::bigint * interval '1 microsecond', :beforeId::uuid))
  order by a.created_at desc, a.id desc
  limit :limit`;

/** Undecided holds of photos still on their profile, oldest first. */
const HELD_PHOTOS_SQL = `
  select h.profile_id as "profileId", ${fullNameSql('p')} as name, h.object_url as "photoURL", h.score, h.flagged_at as "flaggedAt"
  from matching.photo_holds h join matching.profiles p on p.id = h.profile_id
  where h.decided_at is null and (p.profile_photo = h.object_url or p.instagram_photos @> jsonb_build_array(h.object_url))
  order by h.flagged_at, h.object_url
  limit 200`;

/** A flagged photo is held; a second flag changes nothing (nor a moderator's decision). No such profile: nothing. */
const HOLD_SQL = `
  insert into matching.photo_holds (object_url, profile_id, score)
  select :url, p.id, :score from matching.profiles p where p.id = :profileId
  on conflict (object_url) do nothing`;

const LOCK_SQL = `select ${fullNameSql('p')} as name, p.birth_date::text as "birthDate",
  p.profile_photo as "profilePhoto", p.instagram_photos as "instagramPhotos"
  from matching.profiles p where p.id = :profileId for update`;

/** What each action changes, besides the audit row (and the open reports, for the reviewing actions). */
const CHANGE_SQL: Partial<Record<ModerationAction, string>> = {
  warn: 'insert into matching.warnings (profile_id, reason) values (:profileId, :reason)',
  'remove-bio': 'update matching.profiles set bio = null where id = :profileId',
  'remove-photo': `with gone as (delete from matching.photo_holds where object_url = :photoURL)
    update matching.profiles set instagram_photos = instagram_photos - :photoURL::text,
      profile_photo = case when profile_photo = :photoURL then (instagram_photos - :photoURL::text) ->> 0 else profile_photo end
    where id = :profileId`,
  suspend: 'update matching.profiles set restricted_until = :until where id = :profileId',
  ban: `update matching.profiles set restricted_until = 'infinity' where id = :profileId`,
  'approve-photo': `update matching.photo_holds set decided_at = now()
    where object_url = :photoURL and profile_id = :profileId and decided_at is null`,
  // Support's date replaces whatever the person said before, an under-18 one included.
  'correct-birth-date':
    'update matching.profiles set birth_date = :birthDate, under_age_declared_at = null where id = :profileId',
};

/** Approving a photo and correcting a birth date decide one thing; every other action reviews the open reports. */
const DECIDES_ONLY: ModerationAction[] = ['approve-photo', 'correct-birth-date'];

const REVIEW_SQL =
  'update matching.reports set reviewed_at = now() where profile_id = :profileId and reviewed_at is null';

const AUDIT_INSERT_SQL = `
  insert into matching.moderation_actions (action, profile_id, profile_name, moderator_id, moderator_name, reason, details)
  values (:action, :profileId, :profileName,
    :moderatorId, coalesce((select ${fullNameSql('m')} from matching.profiles m where m.id = :moderatorId), 'Moderator'),
    :reason, :details::jsonb)
  returning ${AUDIT_COLUMNS.replaceAll('a.', '')}`;

const WARNINGS_SQL = `select id, reason, created_at as "createdAt" from matching.warnings
  where profile_id = :userId and acknowledged_at is null order by created_at, id`;
const ACKNOWLEDGE_SQL = `update matching.warnings set acknowledged_at = coalesce(acknowledged_at, now())
  where id = :warningId and profile_id = :userId returning id`;

export type CaseSummaryRow = Omit<components['schemas']['ModerationCaseSummary'], 'worstReason'> & {
  gravest: number;
};
export type PersonRow = {
  profileId: string;
  name: string;
  photoURL: string | null;
  standing: Standing;
  suspendedUntil: string | null;
  instagramPhotos: string[];
  bio: string | null;
};
export type ReportRow = {
  id: string;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
  reviewed: boolean;
  reporterId: string;
  reporterName: string;
  credible: boolean;
  evidence: StoredEvidence | null;
};
export type AuditRow = {
  id: string;
  action: ModerationAction;
  profileId: string;
  profileName: string;
  moderatorId: string;
  moderatorName: string;
  reason: string;
  details: components['schemas']['AuditEntry']['details'];
  createdAt: string;
  createdUs: string;
};
export interface AuditCursor {
  beforeUs: string;
  beforeId: string;
}

/** What a moderator's action needs, as the handler checked it. */
export interface ActionInput {
  moderatorId: string;
  profileId: string;
  action: ModerationAction;
  reason: string;
  details: components['schemas']['AuditEntry']['details'];
  photoURL?: string;
  birthDate?: string;
  until?: string;
}

/** Moderation: the queue, the cases, the actions and their audit log, warnings, and the photo triage's holds. */
export function moderationRepository(em: EntityManager) {
  return {
    queue: () => em.execute<CaseSummaryRow[]>(QUEUE_SQL, { reasons: `{${REASONS_GRAVEST_FIRST.join(',')}}` }),

    /** The person, every report about them (newest first) and the actions taken on them; null: no such person. */
    async caseOf(profileId: string) {
      const [person] = await em.execute<PersonRow[]>(PERSON_SQL, { profileId });
      if (!person) return null;
      const reports = await em.execute<ReportRow[]>(REPORTS_SQL, { profileId });
      const actions = await this.audit(100, null, profileId);
      return { person, reports, actions };
    },

    audit: (limit: number, cursor: AuditCursor | null, profileId: string | null) =>
      em.execute<AuditRow[]>(AUDIT_SQL, {
        limit,
        profileId,
        beforeUs: cursor?.beforeUs ?? null,
        beforeId: cursor?.beforeId ?? null,
      }),

    heldPhotos: () =>
      em.execute<{ profileId: string; name: string; photoURL: string; score: number; flaggedAt: string }[]>(
        HELD_PHOTOS_SQL,
      ),

    /** The person's photos now (the profile picture first), or null when there is no such person. */
    async currentPhotos(profileId: string): Promise<string[] | null> {
      const [person] = await em.execute<{ profilePhoto: string | null; instagramPhotos: string[] }[]>(
        'select profile_photo as "profilePhoto", instagram_photos as "instagramPhotos" from matching.profiles where id = :profileId',
        { profileId },
      );
      return person ? photosOf(person) : null;
    },

    /**
     * The action, in one transaction with its audit row (the person's name as it is now) and, but for the deciding
     * actions, the review of the person's open reports (which ends a hold). Null when there is no such person, or
     * no such held photo to approve. The birth date before a correction goes into the audit row's details.
     */
    act(input: ActionInput): Promise<AuditRow | null> {
      return em.transactional(async (tx) => {
        const [person] = await tx.execute<{ name: string; birthDate: string | null }[]>(LOCK_SQL, input);
        if (!person) return null;
        const change = CHANGE_SQL[input.action];
        const params = { ...input, photoURL: input.photoURL ?? null, birthDate: input.birthDate ?? null };
        if (change) {
          const changed = await tx.execute<QueryResult>(change, params, 'run');
          if (input.action === 'approve-photo' && changed.affectedRows === 0) return null;
        }
        if (!DECIDES_ONLY.includes(input.action)) await tx.execute(REVIEW_SQL, input, 'run');
        const details =
          input.action === 'correct-birth-date'
            ? { ...input.details, before: person.birthDate, after: input.birthDate }
            : input.details;
        const [entry] = await tx.execute<AuditRow[]>(AUDIT_INSERT_SQL, {
          ...input,
          profileName: person.name,
          details: JSON.stringify(details),
        });
        if (!entry) throw new Error('the audit insert returned no row');
        return entry;
      });
    },

    hold: (profileId: string, url: string, score: number) => em.execute(HOLD_SQL, { profileId, url, score }, 'run'),

    warnings: (userId: string) =>
      em.execute<{ id: string; reason: string; createdAt: string }[]>(WARNINGS_SQL, { userId }),

    /** Whether the warning is the user's (acknowledging it again changes nothing). */
    async acknowledge(userId: string, warningId: string): Promise<boolean> {
      return (await em.execute(ACKNOWLEDGE_SQL, { userId, warningId })).length > 0;
    },
  };
}
