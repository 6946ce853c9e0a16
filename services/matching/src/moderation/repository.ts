import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { ApiError, changed, firstRow, rows, sql, type Sql } from '@wishlist/service-kit';
import { fullName } from '../core/visibility-repository.ts';
import { photosOf } from '../core/profile-view.ts';
import type { ReportReason, StoredEvidence } from '../core/evidence.ts';
import { gravestOpenRuleSql, REASONS_GRAVEST_FIRST, type TermsRule } from '../core/terms-rules-repository.ts';
import { claimPending, moderatorNameSql, raisedAlert, type BurstAlert } from './checks-repository.ts';

export type ModerationAction = components['schemas']['ModerationAction'];
type Standing = components['schemas']['ModerationStanding'];

/** Where the person stands: deleted (no profile row), banned ('infinity'), suspended, held for review, or active. */
const STANDING: Sql<Standing> = sql`case when p.id is null then 'deleted' when p.restricted_until = 'infinity' then 'banned'
    when p.restricted_until > now() then 'suspended'
    when matching.held_for_review(p.id) then 'held' else 'active' end`;

/** The name a report froze (for a person who deleted their account, the one name left). */
const frozenName = (r: string) => {
  const profile = sql`${sql.raw(r)}.evidence->'profile'`;
  return sql<string>`btrim(concat_ws(' ', ${profile}->>'firstName', ${profile}->>'lastName'))`;
};

/** One case per person with open reports, worst first: gravest reason, held, credible reporters, newest report. */
const QUEUE_SQL = sql<CaseSummaryRow>`
  select * from (select r.profile_id as "profileId",
    coalesce(${fullName('p')}, (array_agg(${frozenName('r')} order by r.created_at desc))[1]) as name,
    p.profile_photo as "photoURL", ${STANDING} as standing,
    min(array_position(${REASONS_GRAVEST_FIRST}::text[], r.reason)) as gravest,
    array_agg(distinct r.reason) as reasons, count(*)::int as reports, count(distinct r.reporter_id)::int as reporters,
    (count(distinct r.reporter_id) filter (where r.credible))::int as "credibleReporters",
    min(r.created_at) as "firstReportedAt", max(r.created_at) as "lastReportedAt"
  from matching.reports r left join matching.profiles p on p.id = r.profile_id
  where r.reviewed_at is null
  group by r.profile_id, p.id) queue
  order by gravest, standing = 'held' desc, "credibleReporters" desc, "lastReportedAt" desc, "profileId"
  limit 200`;

/**
 * The person reported, as a left join of the profile: the profile when there is one, else (an account deleted) the
 * name the newest report about them froze; nothing when neither.
 */
const reportedSql = (profileId: string) => sql`(select ${profileId}::uuid as id) me
  left join matching.profiles p on p.id = me.id
  left join lateral (select ${frozenName('r')} as name from matching.reports r where r.profile_id = me.id
    order by r.created_at desc limit 1) frozen on p.id is null
  where p.id is not null or frozen.name is not null`;

const personSql = (profileId: string) => sql<PersonRow>`
  select me.id as "profileId", coalesce(${fullName('p')}, frozen.name) as name, p.profile_photo as "photoURL",
    ${STANDING} as standing,
    case when p.restricted_until > now() and p.restricted_until <> 'infinity' then p.restricted_until end as "suspendedUntil",
    coalesce(p.instagram_photos, '[]') as "instagramPhotos", p.bio
  from ${reportedSql(profileId)}`;

const reportsSql = (profileId: string) => sql<ReportRow>`
  select r.id, r.reason, r.note, r.created_at as "createdAt", r.reviewed_at is not null as reviewed,
    r.reporter_id as "reporterId", coalesce(${fullName('me')}, '') as "reporterName", r.credible, r.evidence
  from matching.reports r left join matching.profiles me on me.id = r.reporter_id
  where r.profile_id = ${profileId}
  order by r.created_at desc, r.id desc`;

const AUDIT_COLUMNS = sql`a.id, a.action, a.profile_id as "profileId", a.profile_name as "profileName",
  a.moderator_id as "moderatorId", a.moderator_name as "moderatorName", a.reason, a.details,
  a.created_at as "createdAt", ((extract(epoch from a.created_at) * 1000000)::bigint)::text as "createdUs"`;

/** A page of the audit log (of one person, or everyone's), newest first, after the keyset `cursor`. */
const auditSql = (limit: number, cursor: AuditCursor | null, profileId: string | null) => sql<AuditRow>`
  select ${AUDIT_COLUMNS} from matching.moderation_actions a
  where ${profileId === null ? sql`true` : sql`a.profile_id = ${profileId}::uuid`}
    ${cursor === null ? sql`` : sql`and (a.created_at, a.id) < (timestamptz 'epoch' + ${cursor.beforeUs}::bigint * interval '1 microsecond', ${cursor.beforeId}::uuid)`}
  order by a.created_at desc, a.id desc
  limit ${limit}`;

/** Flagged photos (not those awaiting their score) still on their profile and not decided yet, oldest first. */
const HELD_PHOTOS_SQL = sql<{ profileId: string; name: string; photoURL: string; score: number; flaggedAt: string }>`
  select h.profile_id as "profileId", ${fullName('p')} as name, h.object_url as "photoURL", h.score, h.flagged_at as "flaggedAt"
  from matching.photo_holds h join matching.profiles p on p.id = h.profile_id
  where h.decided_at is null and h.score is not null and (p.profile_photo = h.object_url or p.instagram_photos @> jsonb_build_array(h.object_url))
  order by h.flagged_at, h.object_url
  limit 200`;

type LockedPerson = {
  name: string;
  birthDate: string | null;
  bio: string | null;
  profilePhoto?: string | null;
  instagramPhotos?: string[];
};

const lockSql = (
  profileId: string,
) => sql<LockedPerson>`select ${fullName('p')} as name, p.birth_date::text as "birthDate", p.bio,
  p.profile_photo as "profilePhoto", p.instagram_photos as "instagramPhotos"
  from matching.profiles p where p.id = ${profileId} for update`;

/** A person who deleted their account, by the name their reports froze (`reportedSql`). */
const deletedPersonSql = (profileId: string) => sql<LockedPerson>`select frozen.name, null as "birthDate", null as bio
  from ${reportedSql(profileId)} and p.id is null`;

/** What each action changes, besides the audit row (and the open reports, for the reviewing actions). */
const CHANGE_SQL: Partial<Record<ModerationAction, (input: ActionInput) => Sql>> = {
  warn: ({ profileId, reason }) =>
    sql`insert into matching.warnings (profile_id, reason) values (${profileId}, ${reason})`,
  'remove-bio': ({ profileId }) => sql`update matching.profiles set bio = null where id = ${profileId}`,
  'remove-photo': ({
    profileId,
    photoURL = null,
  }) => sql`with gone as (delete from matching.photo_holds where object_url = ${photoURL})
    update matching.profiles set instagram_photos = instagram_photos - ${photoURL}::text,
      profile_photo = case when profile_photo = ${photoURL} then (instagram_photos - ${photoURL}::text) ->> 0 else profile_photo end
    where id = ${profileId}`,
  suspend: ({ profileId, until }) =>
    sql`update matching.profiles set restricted_until = ${until} where id = ${profileId}`,
  ban: ({ profileId }) => sql`update matching.profiles set restricted_until = 'infinity' where id = ${profileId}`,
  lift: ({ profileId }) => sql`update matching.profiles set restricted_until = null where id = ${profileId}`,
  'approve-photo': ({ profileId, photoURL = null }) => sql`update matching.photo_holds set decided_at = now()
    where object_url = ${photoURL} and profile_id = ${profileId} and decided_at is null`,
  // An automatic hold (safety/report-repository.ts) lasts until the reports are reviewed rather than a few hours.
  'confirm-hold': ({ profileId, moderatorId }) => sql`update matching.review_holds
    set ends_at = null, confirmed_by = coalesce(confirmed_by, ${moderatorId}::uuid)
    where profile_id = ${profileId} and (ends_at is null or ends_at > now())`,
  // Support's date replaces whatever the person said before, an under-18 one included.
  'correct-birth-date': ({ profileId, birthDate = null }) =>
    sql`update matching.profiles set birth_date = ${birthDate}, under_age_declared_at = null where id = ${profileId}`,
};

/**
 * Approving a photo, correcting a birth date, a lift and confirming a hold decide one thing; every other action
 * reviews the open reports.
 */
const DECIDES_ONLY: ModerationAction[] = ['approve-photo', 'correct-birth-date', 'lift', 'confirm-hold'];
/** The actions that count towards a moderator's burst alert. */
const RESTRICTING: ModerationAction[] = ['ban', 'suspend'];

/**
 * The open reports are reviewed, by the action `actionId` (what their reporters are told: appeals-repository.ts), and
 * an automatic hold they made ends.
 */
const reviewSql = (profileId: string, actionId: string) =>
  sql`with ended as (delete from matching.review_holds where profile_id = ${profileId})
    update matching.reports set reviewed_at = now(), decided_by = ${actionId}
    where profile_id = ${profileId} and reviewed_at is null`;

/** A moderator opened the case: its open reports are under review for their reporters. */
const underReviewSql = (profileId: string) => sql`update matching.reports set under_review_at = now()
  where profile_id = ${profileId} and reviewed_at is null and under_review_at is null`;

/** The rule of the Terms the action cites: the one asked for, else the gravest open report's, else the community's. */
const ruleSql = (profileId: string, rule: TermsRule | undefined) =>
  sql<TermsRule>`coalesce(${rule ?? null}::text, ${gravestOpenRuleSql(profileId)}, 'community')`;

/**
 * The audit row of an action, with the person's name as it is now and the moderator's, the rule it cites and what it
 * took (for a reversal: appeals-repository.ts).
 */
export const auditInsertSql = (
  { action, profileId, moderatorId, reason, rule }: AuditInput,
  profileName: string,
  details: AuditEntryDetails,
  taken: Record<string, unknown> = {},
) => sql<AuditRow>`
  insert into matching.moderation_actions as a
    (action, profile_id, profile_name, moderator_id, moderator_name, reason, details, rule, taken)
  values (${action}, ${profileId}, ${profileName},
    ${moderatorId}, ${moderatorNameSql(moderatorId)},
    ${reason}, ${JSON.stringify(details)}::jsonb, ${ruleSql(profileId, rule)}, ${JSON.stringify(taken)}::jsonb)
  returning ${AUDIT_COLUMNS}`;

const warningsSql = (userId: string) => sql<{
  id: string;
  reason: string;
  createdAt: string;
}>`select id, reason, created_at as "createdAt" from matching.warnings
  where profile_id = ${userId} and acknowledged_at is null order by created_at, id`;
const acknowledgeSql = (
  userId: string,
  warningId: string,
) => sql`update matching.warnings set acknowledged_at = coalesce(acknowledged_at, now())
  where id = ${warningId} and profile_id = ${userId} returning id`;

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
  action: components['schemas']['AuditAction'];
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

type AuditEntryDetails = components['schemas']['AuditEntry']['details'];

/** Who did what to whom and why, as the audit log keeps it. */
export interface AuditInput {
  moderatorId: string;
  profileId: string;
  action: components['schemas']['AuditAction'];
  reason: string;
  rule?: TermsRule;
}

/** What a moderator's action needs, as the handler checked it. */
export interface ActionInput extends AuditInput {
  action: ModerationAction;
  details: AuditEntryDetails;
  photoURL?: string;
  birthDate?: string;
  until?: string;
  /** An action on an admin that a second admin confirms: the proposal it carries out (and removes). */
  pendingId?: string;
}

/**
 * What a reversal gives back (appeals-repository.ts): the bio removed; the photo removed, where it was (its place
 * among the photos, and whether it was the profile picture).
 */
function takenFrom(person: LockedPerson, { action, photoURL }: ActionInput): Record<string, unknown> {
  if (action === 'remove-bio') return { bio: person.bio };
  if (action !== 'remove-photo') return {};
  const place = person.instagramPhotos?.indexOf(photoURL ?? '') ?? -1;
  return { photoURL, place, profilePhoto: person.profilePhoto === photoURL };
}

/** The person, every report about them (newest first) and the actions taken on them; null: no such person. */
async function caseOf(em: EntityManager, profileId: string) {
  const db = em.getKysely();
  const person = await firstRow(db, personSql(profileId));
  if (!person) return null;
  await changed(db, underReviewSql(profileId));
  const reports = await rows(db, reportsSql(profileId));
  const actions = await rows(db, auditSql(100, null, profileId));
  return { person, reports, actions };
}

/** The person's photos now (the profile picture first), or null when there is no such person. */
async function currentPhotos(em: EntityManager, profileId: string): Promise<string[] | null> {
  const person = await firstRow(
    em.getKysely(),
    sql<{
      profilePhoto: string | null;
      instagramPhotos: string[];
    }>`select profile_photo as "profilePhoto", instagram_photos as "instagramPhotos" from matching.profiles where id = ${profileId}`,
  );
  return person ? photosOf(person) : null;
}

/**
 * The action, in one transaction with its audit row (the person's name as it is now), but for the deciding actions
 * the review of the person's open reports (which ends a hold), the claim of the proposal it confirms, and for a ban
 * or suspension the burst alert it may raise. Null when there is no such person (of a deleted one, but for a dismissal),
 * or no such held photo to approve;
 * NOT_FOUND when the proposal is gone. The birth date before a correction goes into the audit row's details.
 */
function act(em: EntityManager, input: ActionInput): Promise<{ entry: AuditRow; alert: BurstAlert | null } | null> {
  return em.transactional(async (tx) => {
    const db = tx.getKysely();
    // Of a person who deleted their account, there are only reports left to dismiss.
    const person =
      (await firstRow(db, lockSql(input.profileId))) ??
      (input.action === 'dismiss' ? await firstRow(db, deletedPersonSql(input.profileId)) : undefined);
    if (!person) return null;
    if (input.pendingId && !(await claimPending(db, input.pendingId))) throw new ApiError('NOT_FOUND');
    const change = CHANGE_SQL[input.action];
    if (change) {
      const count = await changed(db, change(input));
      if (input.action === 'approve-photo' && count === 0) return null;
      if (input.action === 'confirm-hold' && count === 0) throw new ApiError('NO_AUTOMATIC_HOLD');
    }
    const details =
      input.action === 'correct-birth-date'
        ? { ...input.details, before: person.birthDate, after: input.birthDate }
        : input.details;
    const taken = takenFrom(person, input);
    const entry = await firstRow(db, auditInsertSql(input, person.name, details, taken));
    if (!entry) throw new Error('the audit insert returned no row');
    if (!DECIDES_ONLY.includes(input.action)) await changed(db, reviewSql(input.profileId, entry.id));
    const alert = RESTRICTING.includes(input.action) ? await raisedAlert(db)(input.moderatorId) : undefined;
    return { entry, alert: alert ?? null };
  });
}

/** Moderation: the queue, the cases, the actions and their audit log, warnings, and the photo triage's holds. */
export function moderationRepository(em: EntityManager) {
  const db = em.getKysely();
  return {
    queue: () => rows(db, QUEUE_SQL),
    caseOf: (profileId: string) => caseOf(em, profileId),
    audit: (limit: number, cursor: AuditCursor | null, profileId: string | null) =>
      rows(db, auditSql(limit, cursor, profileId)),
    heldPhotos: () => rows(db, HELD_PHOTOS_SQL),
    currentPhotos: (profileId: string) => currentPhotos(em, profileId),
    /** Where the person stands now; undefined when there is no such person. */
    standing: async (profileId: string) =>
      (
        await firstRow(
          db,
          sql<{
            standing: Standing;
          }>`select ${STANDING} as standing from matching.profiles p where p.id = ${profileId}`,
        )
      )?.standing,
    act: (input: ActionInput) => act(em, input),
    /** Whether anyone reported the person and no action reviewed it yet (their case is in the queue). */
    reported: async (profileId: string) =>
      (await firstRow(
        db,
        sql`select 1 from matching.reports where profile_id = ${profileId} and reviewed_at is null limit 1`,
      )) !== undefined,
    warnings: (userId: string) => rows(db, warningsSql(userId)),
    /** Whether the warning is the user's (acknowledging it again changes nothing). */
    acknowledge: async (userId: string, warningId: string) =>
      (await rows(db, acknowledgeSql(userId, warningId))).length > 0,
  };
}
