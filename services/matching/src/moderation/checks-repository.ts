import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { changed, firstRow, rows, sql, type Db } from '@wishlist/service-kit';
import { fullName } from '../core/visibility-repository.ts';

type ActionRequest = components['schemas']['ModerationActionRequest'];
export type BurstAlert = components['schemas']['BurstAlert'];
type AccessKind = 'case-read' | 'evidence-view';

/** More bans and suspensions than this by one moderator within BURST_WINDOW alert the admins. */
export const BURST_LIMIT = 5;
const BURST_WINDOW = sql`interval '10 minutes'`;
/** How long an action on an admin waits for a second admin. */
const PENDING_FOR = sql`interval '24 hours'`;

/** The moderator's name now (the audit keeps the names of then). */
export const moderatorNameSql = (moderatorId: string) =>
  sql<string>`coalesce((select ${fullName('m')} from matching.profiles m where m.id = ${moderatorId}), 'Moderator')`;

const readSql = (kind: AccessKind, moderatorId: string, profileId: string, reportId: string | null) => sql`
  insert into matching.moderation_reads (kind, moderator_id, moderator_name, profile_id, report_id)
  values (${kind}, ${moderatorId}, ${moderatorNameSql(moderatorId)}, ${profileId}, ${reportId})`;

/** The evidence view, written only when the report exists: answers whether it does. */
const evidenceViewSql = (moderatorId: string, reportId: string) => sql<{ profileId: string }>`
  insert into matching.moderation_reads (kind, moderator_id, moderator_name, profile_id, report_id)
  select 'evidence-view', ${moderatorId}, ${moderatorNameSql(moderatorId)}, r.profile_id, r.id
  from matching.reports r where r.id = ${reportId}
  returning profile_id as "profileId"`;

const accessSql = (profileId: string | null) => sql<AccessRow>`
  select kind, moderator_id as "moderatorId", moderator_name as "moderatorName", profile_id as "profileId",
    report_id as "reportId", created_at as at
  from matching.moderation_reads
  where ${profileId === null ? sql`true` : sql`profile_id = ${profileId}::uuid`}
  order by created_at desc, id desc
  limit 200`;

const PENDING_COLUMNS = sql`id, profile_id as "profileId", profile_name as "profileName", request,
  proposed_by as "proposedBy", proposed_by_name as "proposedByName", created_at as "createdAt"`;

const proposeSql = (proposedBy: string, request: ActionRequest) => sql<PendingRow>`
  insert into matching.pending_moderation_actions (profile_id, profile_name, request, proposed_by, proposed_by_name)
  select p.id, ${fullName('p')}, ${JSON.stringify(request)}::jsonb, ${proposedBy}, ${moderatorNameSql(proposedBy)}
  from matching.profiles p where p.id = ${request.profileId}
  returning ${PENDING_COLUMNS}`;

const pendingSql = (pendingId: string | null) => sql<PendingRow>`
  select ${PENDING_COLUMNS} from matching.pending_moderation_actions
  where created_at > now() - ${PENDING_FOR} ${pendingId === null ? sql`` : sql`and id = ${pendingId}`}
  order by created_at, id`;

/**
 * After a ban or suspension (in its transaction, its audit row written): the moderator's bans and suspensions within
 * the window, raised as an alert once they pass the limit, and then not again within the window.
 */
const burstSql = (moderatorId: string) => sql<BurstAlert>`
  insert into matching.moderation_alerts as a (moderator_id, moderator_name, count, since)
  select ${moderatorId}, ${moderatorNameSql(moderatorId)}, recent.count, recent.since
  from (select count(*)::int as count, min(created_at) as since from matching.moderation_actions
        where moderator_id = ${moderatorId} and action in ('ban', 'suspend') and created_at > now() - ${BURST_WINDOW}) recent
  where recent.count > ${BURST_LIMIT}
    and not exists (select 1 from matching.moderation_alerts
                    where moderator_id = ${moderatorId} and raised_at > now() - ${BURST_WINDOW})
  returning a.moderator_id as "moderatorId", a.moderator_name as "moderatorName", a.count, a.since, a.raised_at as "raisedAt"`;

const ALERTS_SQL = sql<BurstAlert>`
  select moderator_id as "moderatorId", moderator_name as "moderatorName", count, since, raised_at as "raisedAt"
  from matching.moderation_alerts where raised_at > now() - interval '7 days'
  order by raised_at desc, id desc`;

export type AccessRow = {
  kind: AccessKind;
  moderatorId: string;
  moderatorName: string;
  profileId: string;
  reportId: string | null;
  at: string;
};
export type PendingRow = {
  id: string;
  profileId: string;
  profileName: string;
  request: ActionRequest;
  proposedBy: string;
  proposedByName: string;
  createdAt: string;
};

/** In an action's transaction: claims the pending action it carries out; false when it is gone (or was never). */
export async function claimPending(db: Db, pendingId: string): Promise<boolean> {
  const claimed = await rows(
    db,
    sql`delete from matching.pending_moderation_actions where id = ${pendingId} and created_at > now() - ${PENDING_FOR}
      returning id`,
  );
  return claimed.length > 0;
}

/** In a ban's or suspension's transaction: the burst alert it raises, if it raises one. */
export const raisedAlert = (db: Db) => (moderatorId: string) => firstRow(db, burstSql(moderatorId));

/**
 * What holds the moderators in check: the reads of cases and evidence (who, whose, when), the actions on admins
 * waiting for a second admin, and the admins' burst alerts.
 */
export function moderationChecksRepository(em: EntityManager) {
  const db = em.getKysely();
  return {
    /** A moderator read the person's case. */
    caseRead: (moderatorId: string, profileId: string) =>
      changed(db, readSql('case-read', moderatorId, profileId, null)),
    /** A moderator viewed a report's evidence photo; false when there is no such report. */
    evidenceView: async (moderatorId: string, reportId: string) =>
      (await firstRow(db, evidenceViewSql(moderatorId, reportId))) !== undefined,
    access: (profileId: string | null) => rows(db, accessSql(profileId)),
    /** An action on an admin, kept for a second admin; null when there is no such person. */
    propose: async (proposedBy: string, request: ActionRequest) =>
      (await firstRow(db, proposeSql(proposedBy, request))) ?? null,
    pending: (pendingId: string) => firstRow(db, pendingSql(pendingId)),
    allPending: () => rows(db, pendingSql(null)),
    alerts: () => rows(db, ALERTS_SQL),
  };
}
