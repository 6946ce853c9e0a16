import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { changed, firstRow, rows, sql, type Sql } from '@wishlist/service-kit';
import type { ReportReason } from '../core/evidence.ts';
import { auditInsertSql, type AuditRow } from './repository.ts';
import { RESTRICTING_ACTIONS, type RestrictingAction, type TermsRule } from '../core/terms-rules-repository.ts';
import { APPEAL_MONTHS } from './statements.ts';

type AppealStatus = components['schemas']['Appeal']['status'];
type Outcome = components['schemas']['AppealDecision']['outcome'];

const APPEAL_COLUMNS = sql`ap.id, case when ap.outcome is null then 'pending' else ap.outcome end as status, ap.note,
  ap.created_at as "createdAt", ap.decided_at as "decidedAt", ap.decision`;
const WITHIN_APPEAL_WINDOW = sql`a.created_at > now() - ${sql.lit(APPEAL_MONTHS)} * interval '1 month'`;

/**
 * An automatic hold a moderator confirmed (`confirm-hold`, before any later hold) lasts until the reports are reviewed:
 * it has no end date any more.
 */
const CONFIRMED_HOLD = sql<boolean>`a.action = 'hold-profile' and exists (select 1 from matching.moderation_actions c
  where c.profile_id = a.profile_id and c.action = 'confirm-hold' and c.created_at >= a.created_at
    and not exists (select 1 from matching.moderation_actions later where later.profile_id = a.profile_id
      and later.action = 'hold-profile' and later.created_at > a.created_at and later.created_at <= c.created_at))`;

/** The decisions that took something from `userId` (or the one decision `actionId`), newest first, with their appeal. */
const statementsSql = (userId: string, actionId: string | null = null) => sql<StatementRow>`
  select a.id, a.action, a.reason as facts, a.automated, a.rule,
    case when ${CONFIRMED_HOLD} then null else a.details ->> 'until' end as until, a.created_at as "issuedAt",
    a.created_at + ${sql.lit(APPEAL_MONTHS)} * interval '1 month' as "appealUntil",
    case when ap.id is null then null else (select to_jsonb(x) from (select ${APPEAL_COLUMNS}) x) end as appeal
  from matching.moderation_actions a left join matching.appeals ap on ap.action_id = a.id
  where a.profile_id = ${userId} and a.action = any(${RESTRICTING_ACTIONS}::text[])
    ${actionId === null ? sql`` : sql`and a.id = ${actionId}`}
  order by a.created_at desc, a.id desc`;

/**
 * The appeal of the decision, by `userId` whom it is about (null: by its mailed link, whose signature names it),
 * while it can be appealed; nothing when there is one already.
 */
const appealSql = (userId: string | null, actionId: string, note: string | null) => sql<AppealRow>`
  insert into matching.appeals as ap (action_id, note)
  select a.id, ${note} from matching.moderation_actions a
  where a.id = ${actionId} and ${userId === null ? sql`true` : sql`a.profile_id = ${userId}`}
    and a.action = any(${RESTRICTING_ACTIONS}::text[])
    and ${WITHIN_APPEAL_WINDOW}
  on conflict (action_id) do nothing
  returning ${APPEAL_COLUMNS}`;

const appealedSql = (userId: string | null, actionId: string) => sql`select 1 from matching.appeals ap
  join matching.moderation_actions a on a.id = ap.action_id
  where a.id = ${actionId} and ${userId === null ? sql`true` : sql`a.profile_id = ${userId}`}`;

const OPEN_APPEALS_SQL = sql<OpenAppealRow>`
  select ap.id as "appealId", ap.note, ap.created_at as "appealedAt", a.id, a.action, a.profile_id as "profileId",
    a.profile_name as "profileName", a.moderator_id as "moderatorId", a.moderator_name as "moderatorName", a.reason,
    a.details, a.created_at as "createdAt", ((extract(epoch from a.created_at) * 1000000)::bigint)::text as "createdUs"
  from matching.appeals ap join matching.moderation_actions a on a.id = ap.action_id
  where ap.decided_at is null
  order by ap.created_at, ap.id
  limit 200`;

/** The appeal and its decision, locked for deciding (`lock`), or only read. */
const appealOfSql = (appealId: string, lock: boolean) => sql<LockedAppeal>`
  select ap.decided_at is not null as decided, a.id as "actionId", a.action, a.profile_id as "profileId",
    a.moderator_id as "moderatorId", a.rule, a.taken, a.details
  from matching.appeals ap join matching.moderation_actions a on a.id = ap.action_id
  where ap.id = ${appealId} ${lock ? sql`for update of ap` : sql``}`;

const decideSql = (appealId: string, moderatorId: string, outcome: Outcome, reason: string) => sql<AppealRow>`
  update matching.appeals ap set decided_at = now(), decided_by = ${moderatorId}, outcome = ${outcome}, decision = ${reason}
  where ap.id = ${appealId}
  returning ${APPEAL_COLUMNS}`;

const nameSql = (profileId: string) =>
  sql<{ name: string }>`select profile_name as name from matching.moderation_actions where profile_id = ${profileId}
    order by created_at desc limit 1`;

/** What a removal took: the photo, its place among the photos (-1: none) and whether it was the profile picture. */
type TakenPhoto = { photoURL?: string; place?: number; profilePhoto?: boolean };

/**
 * A removed photo put back where it was (a place past the end: last), the profile picture again if it was, and shown
 * to others: a moderator's reversal decides it, as an approval does. Billing brought the object back first.
 */
const photoBackSql = ({ profileId, taken }: LockedAppeal) => {
  const { photoURL = null, place = -1, profilePhoto = false } = taken as TakenPhoto;
  return sql`with approved as (insert into matching.photo_holds as h (object_url, profile_id, decided_at)
      values (${photoURL}, ${profileId}, now())
      on conflict (object_url) do update set decided_at = coalesce(h.decided_at, now()))
    update matching.profiles set
      instagram_photos = case when ${place}::int < 0 or instagram_photos @> jsonb_build_array(${photoURL}::text)
        then instagram_photos else jsonb_insert(instagram_photos, array[${place}::text], to_jsonb(${photoURL}::text)) end,
      profile_photo = case when ${profilePhoto} or profile_photo is null then ${photoURL} else profile_photo end
    where id = ${profileId}`;
};

/** What a reversal gives back, action by action. */
const RESTORE_SQL: Record<RestrictingAction, ((appeal: LockedAppeal) => Sql) | null> = {
  warn: ({
    profileId,
    actionId,
  }) => sql`update matching.warnings w set acknowledged_at = coalesce(w.acknowledged_at, now())
    from matching.moderation_actions a
    where a.id = ${actionId} and w.profile_id = ${profileId} and w.reason = a.reason and w.acknowledged_at is null`,
  'remove-bio': ({ profileId, taken }) =>
    sql`update matching.profiles set bio = coalesce(bio, ${(taken as { bio?: string | null }).bio ?? null}) where id = ${profileId}`,
  suspend: ({ profileId }) => sql`update matching.profiles set restricted_until = null where id = ${profileId}`,
  ban: ({ profileId }) => sql`update matching.profiles set restricted_until = null where id = ${profileId}`,
  'correct-birth-date': ({ profileId, details }) =>
    sql`update matching.profiles set birth_date = ${details.before ?? null} where id = ${profileId}`,
  'remove-photo': photoBackSql,
  'hold-photo': ({ details }) => sql`update matching.photo_holds set decided_at = coalesce(decided_at, now())
    where object_url = ${details.photoURL ?? null}`,
  // The hold ends but its row stays, so more reports do not start it again before a review.
  'hold-profile': ({ profileId }) =>
    sql`update matching.review_holds set ends_at = now() where profile_id = ${profileId}`,
};

/**
 * The reporter's reports, newest first: where each stands, and the action that decided it (reversed or not), with the
 * name the report froze. Every report they were told of (`told`: safety/report-repository.ts), also about someone
 * gone to them since or before (a deletion, a block), alike: the list tells no block from a deletion.
 */
const myReportsSql = (reporterId: string) => sql<MyReportRow>`
  select r.id, coalesce(r.evidence #>> '{profile,firstName}', '') as name, r.reason, r.created_at as "createdAt",
    r.under_review_at is not null as "underReview", r.reviewed_at as "decidedAt", a.action as "decidedBy",
    coalesce(ap.outcome = 'reversed', false) as reversed
  from matching.reports r
    left join matching.moderation_actions a on a.id = r.decided_by
    left join matching.appeals ap on ap.action_id = a.id
  where r.reporter_id = ${reporterId} and r.told
  order by r.created_at desc, r.id desc
  limit 200`;

export type AppealRow = {
  id: string;
  status: AppealStatus;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
  decision: string | null;
};
export type StatementRow = {
  id: string;
  action: RestrictingAction;
  facts: string;
  automated: boolean;
  rule: TermsRule;
  until: string | null;
  issuedAt: string;
  appealUntil: string;
  appeal: AppealRow | null;
};
export type OpenAppealRow = AuditRow & { appealId: string; note: string | null; appealedAt: string };
export type LockedAppeal = {
  decided: boolean;
  actionId: string;
  action: RestrictingAction;
  profileId: string;
  moderatorId: string;
  rule: TermsRule;
  taken: Record<string, unknown>;
  details: AuditRow['details'];
};
export type MyReportRow = {
  id: string;
  name: string;
  reason: ReportReason;
  createdAt: string;
  underReview: boolean;
  decidedAt: string | null;
  decidedBy: components['schemas']['ModerationAction'] | null;
  reversed: boolean;
};
export type Decision = {
  moderatorId: string;
  outcome: Outcome;
  reason: string;
  /** A removed photo's object is gone (its time passed): nothing to put back. */
  photoGone?: boolean;
};

/**
 * The appeal decided, in one transaction: a reversal also gives back what the action took and writes its own audit
 * row (`reverse`). The moderator who took the action, or the appellant, may not decide it.
 */
function decide(em: EntityManager, appealId: string, { moderatorId, outcome, reason, photoGone }: Decision) {
  return em.transactional(async (tx) => {
    const db = tx.getKysely();
    const appeal = await firstRow(db, appealOfSql(appealId, true));
    if (!appeal) return 'NOT_FOUND' as const;
    if (appeal.decided) return 'APPEAL_DECIDED' as const;
    if (moderatorId === appeal.moderatorId || moderatorId === appeal.profileId)
      return 'APPEAL_NEEDS_ANOTHER_MODERATOR' as const;
    const decided = await firstRow(db, decideSql(appealId, moderatorId, outcome, reason));
    if (!decided) throw new Error('the appeal decision updated no row');
    if (outcome === 'reversed') {
      const restore = appeal.action === 'remove-photo' && photoGone ? null : RESTORE_SQL[appeal.action];
      if (restore) await changed(db, restore(appeal));
      const name = (await firstRow(db, nameSql(appeal.profileId)))?.name ?? '';
      const reversal = {
        moderatorId,
        profileId: appeal.profileId,
        action: 'reverse' as const,
        reason,
        rule: appeal.rule,
      };
      await changed(db, auditInsertSql(reversal, name, { reverses: appeal.actionId }));
    }
    return { appeal: decided, action: appeal.action, profileId: appeal.profileId };
  });
}

/** Statements of reasons, appeals and where reports stand (README: "Moderation"). */
export function appealsRepository(em: EntityManager) {
  const db = em.getKysely();
  return {
    statements: (userId: string) => rows(db, statementsSql(userId)),
    statement: (userId: string, actionId: string) => firstRow(db, statementsSql(userId, actionId)),
    /** Whom the decision is about, whatever it was (null: no such decision). */
    subjectOf: async (actionId: string) =>
      (
        await firstRow(
          db,
          sql<{ profileId: string }>`select profile_id as "profileId" from matching.moderation_actions
        where id = ${actionId}`,
        )
      )?.profileId ?? null,
    /**
     * The new appeal; 'APPEAL_EXISTS' when the decision has one, 'NOT_FOUND' when it is not the user's to appeal
     * (`userId` null: by the decision's mailed link).
     */
    async appeal(userId: string | null, actionId: string, note: string | null) {
      const appeal = await firstRow(db, appealSql(userId, actionId, note));
      if (appeal) return appeal;
      return (await firstRow(db, appealedSql(userId, actionId))) ? ('APPEAL_EXISTS' as const) : ('NOT_FOUND' as const);
    },
    openAppeals: () => rows(db, OPEN_APPEALS_SQL),
    /** The appeal's decided action, before deciding (a reversed ban is lifted at identity first). */
    appealed: (appealId: string) => firstRow(db, appealOfSql(appealId, false)),
    decide: (appealId: string, decision: Decision) => decide(em, appealId, decision),
    myReports: (reporterId: string) => rows(db, myReportsSql(reporterId)),
  };
}
