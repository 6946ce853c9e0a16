import { ApiError, sessionUser, signPath, type Handler, type Handlers } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BillingClient } from '../core/billing-client.ts';
import { decodeCursor, encodeCursor } from '../core/cursor.ts';
import type { IdentityClient, Role } from '../core/identity-client.ts';
import { checkedBirthDate } from '../core/birth-date.ts';
import { found } from '../core/not-found.ts';
import { appealLinkHandlers } from './appeal-by-link.ts';
import { appealHandlers, mailConfirmedHold, mailStatement, statementHandlers, statementMailer } from './appeals.ts';
import { photoHoldRepository } from '../core/photo-hold-repository.ts';
import { photosOf } from '../core/profile-view.ts';
import type { StoredEvidence } from '../core/evidence.ts';
import { moderationChecksRepository, type AccessRow, type BurstAlert, type PendingRow } from './checks-repository.ts';
import { clearance } from './hierarchy.ts';
import { REASONS_GRAVEST_FIRST } from '../core/terms-rules-repository.ts';
import { moderationRepository, type ActionInput, type AuditRow, type ReportRow } from './repository.ts';
import { keptForAppealUntil } from './statements.ts';

type AuditEntry = components['schemas']['AuditEntry'];
type ActionRequest = components['schemas']['ModerationActionRequest'];
type ReportEvidence = components['schemas']['ReportEvidence'];

/** How long a moderator's link to an evidence photo works. */
const EVIDENCE_LINK_MS = 60 * 60 * 1000;
const AUDIT_PAGE = 50;
/** The kind of the audit log's keyset cursors (cursor.ts); its parts: microseconds since 1970 and the entry's id. */
const AUDIT = 'a';
const CURSOR_PARTS = [/^\d{1,20}$/, /^[\da-f-]{36}$/];
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (at: string | Date) => new Date(at).toISOString();
const missing = (what: string) => new ApiError('VALIDATION', { problem: `this action needs ${what}` });

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    profileId: row.profileId,
    profileName: row.profileName,
    moderator: { id: row.moderatorId, name: row.moderatorName },
    reason: row.reason,
    details: row.details,
    createdAt: iso(row.createdAt),
  };
}

/** A report's frozen evidence, its photo copies as links signed for an hour (billing serves them; README: "Moderation"). */
function toEvidence(evidence: StoredEvidence | null, serviceToken: string): ReportEvidence {
  // Reports made before evidence was kept have none.
  if (!evidence) {
    const profile = { firstName: '', lastName: '', birthDate: null, location: '', bio: null, instagramHandle: '' };
    return { profile: { ...profile, interests: [] }, photos: [], messages: [] };
  }
  const expiresAt = new Date(Date.now() + EVIDENCE_LINK_MS);
  return {
    profile: evidence.profile,
    photos: (evidence.photos ?? []).map((photo) => signPath(photo.evidencePath, serviceToken, expiresAt)),
    messages: evidence.messages.map((message) => ({ ...message, sentAt: iso(message.sentAt) })),
  };
}

const toAlert = (alert: BurstAlert): BurstAlert => ({
  ...alert,
  since: iso(alert.since),
  raisedAt: iso(alert.raisedAt),
});

const toPending = ({ id, profileName, request, proposedBy, proposedByName, createdAt }: PendingRow) => ({
  id,
  profileName,
  request,
  proposedBy: { id: proposedBy, name: proposedByName },
  createdAt: iso(createdAt),
});

const toAccess = ({ moderatorId, moderatorName, at, ...row }: AccessRow) => ({
  ...row,
  moderator: { id: moderatorId, name: moderatorName },
  at: iso(at),
});

function toReport(row: ReportRow, serviceToken: string) {
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    createdAt: iso(row.createdAt),
    reviewed: row.reviewed,
    reporter: { id: row.reporterId, name: row.reporterName, credible: row.credible },
    evidence: toEvidence(row.evidence, serviceToken),
  };
}

/** The caller's role, as the guard asked identity for it: one ask per request. */
const callerRoles = new WeakMap<FastifyRequest, Role>();
const callerRole = (request: FastifyRequest): Role => callerRoles.get(request) ?? 'member';
function onlyAdmins(request: FastifyRequest) {
  if (callerRole(request) !== 'admin') throw new ApiError('ADMINS_ONLY');
}

/**
 * Every moderation operation first asks identity for the caller's role: members are answered 403 MODERATORS_ONLY
 * (an admin is a moderator too); identity unreachable, 503. The one guard of the moderators' operations.
 */
function onlyModerators<H extends Handlers>(identity: IdentityClient, handlers: H): H {
  type Untyped = (request: FastifyRequest, reply: FastifyReply) => unknown;
  const guarded = Object.entries(handlers).map(([operationId, handler]) => [
    operationId,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { role } = await identity.roleOf(request.log, sessionUser(request));
      if (role === 'member') throw new ApiError('MODERATORS_ONLY');
      callerRoles.set(request, role);
      return (handler as Untyped)(request, reply);
    },
  ]);
  return Object.fromEntries(guarded) as H;
}

const listModerationReports: Handler<'listModerationReports'> = async (request) => {
  const rows = await moderationRepository(request.em).queue();
  return {
    cases: rows.map(({ gravest, ...row }) => ({
      ...row,
      worstReason: REASONS_GRAVEST_FIRST[gravest - 1] ?? 'other',
      reasons: REASONS_GRAVEST_FIRST.filter((reason) => row.reasons.includes(reason)),
      firstReportedAt: iso(row.firstReportedAt),
      lastReportedAt: iso(row.lastReportedAt),
    })),
  };
};

const getModerationCase =
  ({ serviceToken }: { serviceToken: string }): Handler<'getModerationCase'> =>
  async (request) => {
    const { person, reports, actions } = found(await moderationRepository(request.em).caseOf(request.params.profileId));
    // Written before anything is shown: a read that cannot be audited is not answered.
    await moderationChecksRepository(request.em).caseRead(sessionUser(request), person.profileId);
    return {
      profileId: person.profileId,
      name: person.name,
      photoURL: person.photoURL,
      standing: person.standing,
      suspendedUntil: person.suspendedUntil && iso(person.suspendedUntil),
      photos: photosOf({ profilePhoto: person.photoURL, instagramPhotos: person.instagramPhotos }),
      bio: person.bio,
      reports: reports.map((row) => toReport(row, serviceToken)),
      actions: actions.map(toAuditEntry),
    };
  };

interface ActionDeps {
  billing: BillingClient;
  identity: IdentityClient;
  /** Signs the appeal link a statement of reasons is mailed with. */
  serviceToken: string;
}

/**
 * What an action needs checked and done outside matching's transaction, before it: for a ban or suspension identity
 * first (the person is signed out everywhere, their streams end, before matching hides them), for a removed photo the
 * store first (never served again, but set aside for a reversal to bring back), for a lift identity's lift of a real
 * restriction; a warning only for a person with an open report.
 */
async function prepare(
  { billing, identity }: ActionDeps,
  request: FastifyRequest,
  body: ActionRequest,
  input: ActionInput,
) {
  const { profileId, action, days, photoURL, birthDate } = body;
  const moderations = moderationRepository(request.em);
  if (action === 'suspend' || action === 'ban') {
    if (action === 'suspend' && days === undefined) throw missing('the number of days');
    const until = action === 'suspend' ? new Date(Date.now() + (days ?? 0) * DAY_MS).toISOString() : null;
    found(await moderations.currentPhotos(profileId));
    await identity.restrict(request.log, profileId, { kind: action, until });
    if (until) Object.assign(input, { until, details: { ...input.details, days, until } });
  }
  if (action === 'remove-photo' || action === 'approve-photo') {
    if (photoURL === undefined) throw missing('the photo');
    if (!found(await moderations.currentPhotos(profileId)).includes(photoURL)) throw new ApiError('NOT_FOUND');
    if (action === 'remove-photo')
      await billing.release(request.log, profileId, [photoURL], keptForAppealUntil(new Date()));
    Object.assign(input, { photoURL, details: { ...input.details, photoURL } });
  }
  if (action === 'warn' && !(await moderations.reported(profileId))) throw new ApiError('NOTHING_REPORTED');
  if (action === 'correct-birth-date') {
    if (birthDate === undefined) throw missing('the birth date');
    input.birthDate = checkedBirthDate(birthDate);
  }
  if (action === 'lift') {
    const standing = found(await moderations.standing(profileId));
    if (standing !== 'banned' && standing !== 'suspended') throw new ApiError('NOT_RESTRICTED');
    await identity.lift(request.log, profileId);
  }
}

/**
 * Does an allowed action (or the proposal a second admin confirms) and answers its audit entry; a burst of bans and
 * suspensions it completes is mailed to the admins (the console shows it whether the mail went or not).
 */
async function carryOut(
  deps: ActionDeps,
  request: FastifyRequest,
  body: ActionRequest,
  moderatorId: string,
  confirming?: PendingRow,
) {
  const { profileId, action, reason, rule } = body;
  const input: ActionInput = { moderatorId, profileId, action, reason, rule, details: {} };
  if (confirming) Object.assign(input, { pendingId: confirming.id, details: { proposedBy: confirming.proposedBy } });
  await prepare(deps, request, body, input);
  const done = await moderationRepository(request.em).act(input);
  if (!done) throw new ApiError(action === 'approve-photo' ? 'NOT_FOUND' : 'PROFILE_NOT_FOUND');
  if (done.alert) await deps.identity.mailBurstAlert(request.log, toAlert(done.alert));
  const mailing = { em: request.em, identity: deps.identity, log: request.log, serviceToken: deps.serviceToken };
  await mailStatement(mailing, done.entry);
  if (action === 'confirm-hold') await mailConfirmedHold(mailing, profileId);
  return toAuditEntry(done.entry);
}

/** An allowed action is done (201); one on an admin waits for a second admin (202). */
const takeModerationAction =
  (deps: ActionDeps): Handler<'takeModerationAction'> =>
  async (request, reply) => {
    const actor = { id: sessionUser(request), role: callerRole(request) };
    const { profileId, action } = request.body;
    const { granted } = await deps.identity.roleOf(request.log, profileId);
    if (clearance(actor, { id: profileId, granted }, action) === 'second-admin') {
      const pending = await moderationChecksRepository(request.em).propose(actor.id, request.body);
      if (!pending) throw new ApiError('PROFILE_NOT_FOUND');
      reply.status(202);
      return toPending(pending);
    }
    const entry = await carryOut(deps, request, request.body, actor.id);
    reply.status(201);
    return entry;
  };

/** A second admin, neither the proposer nor the admin it is about, confirms an action on an admin. */
const confirmModerationAction =
  (deps: ActionDeps): Handler<'confirmModerationAction'> =>
  async (request, reply) => {
    onlyAdmins(request);
    const admin = sessionUser(request);
    const pending = await moderationChecksRepository(request.em).pending(request.params.pendingId);
    if (!pending) throw new ApiError('NOT_FOUND');
    if (pending.proposedBy === admin) throw new ApiError('SECOND_ADMIN_REQUIRED');
    if (pending.profileId === admin) throw new ApiError('ACTION_ON_SELF');
    const entry = await carryOut(deps, request, pending.request, admin, pending);
    reply.status(201);
    return entry;
  };

/** The console's header: the viewer's role; for admins, the burst alerts and the actions waiting for them. */
const getModerationDesk: Handler<'getModerationDesk'> = async (request) => {
  const role = callerRole(request);
  if (role !== 'admin') return { role, alerts: [], pending: [] };
  const checks = moderationChecksRepository(request.em);
  return { role, alerts: (await checks.alerts()).map(toAlert), pending: (await checks.allPending()).map(toPending) };
};

const listModerationAccess: Handler<'listModerationAccess'> = async (request) => {
  onlyAdmins(request);
  const entries = await moderationChecksRepository(request.em).access(request.query.profileId ?? null);
  return { entries: entries.map(toAccess) };
};

const listModerationAudit: Handler<'listModerationAudit'> = async (request) => {
  const { cursor, profileId } = request.query;
  const after = cursor === undefined ? null : decodeCursor(AUDIT, cursor, CURSOR_PARTS);
  const rows = await moderationRepository(request.em).audit(
    AUDIT_PAGE + 1,
    after && { beforeUs: after[0] ?? '', beforeId: after[1] ?? '' },
    profileId ?? null,
  );
  const page = rows.slice(0, AUDIT_PAGE);
  const last = page.at(-1);
  return {
    entries: page.map(toAuditEntry),
    nextCursor: rows.length > AUDIT_PAGE && last ? encodeCursor(AUDIT, [last.createdUs, last.id]) : null,
  };
};

const listHeldPhotos: Handler<'listHeldPhotos'> = async (request) => {
  const rows = await moderationRepository(request.em).heldPhotos();
  return { photos: rows.map((row) => ({ ...row, flaggedAt: iso(row.flaggedAt) })) };
};

/** The moderators' operations: the queue, cases, actions (and their confirmation), the desk, the logs and photo queue. */
function moderatorHandlers({
  billing,
  identity,
  serviceToken,
}: {
  billing: BillingClient;
  identity: IdentityClient;
  serviceToken: string;
}) {
  return {
    listModerationReports,
    getModerationCase: getModerationCase({ serviceToken }),
    takeModerationAction: takeModerationAction({ billing, identity, serviceToken }),
    confirmModerationAction: confirmModerationAction({ billing, identity, serviceToken }),
    getModerationDesk,
    listModerationAccess,
    listModerationAudit,
    listHeldPhotos,
    ...appealHandlers({ billing, identity, serviceToken }),
  } satisfies Handlers;
}

const listWarnings: Handler<'listWarnings'> = async (request) => {
  const rows = await moderationRepository(request.em).warnings(sessionUser(request));
  return { warnings: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })) };
};

const acknowledgeWarning: Handler<'acknowledgeWarning'> = async (request, reply) => {
  const mine = await moderationRepository(request.em).acknowledge(sessionUser(request), request.params.warningId);
  if (!mine) throw new ApiError('NOT_FOUND');
  return reply.status(204).send();
};

/** Billing asks before it serves an evidence photo: only to a moderator, and written in the access log first. */
const recordEvidenceView =
  (identity: IdentityClient): Handler<'recordEvidenceView'> =>
  async (request, reply) => {
    const { moderatorId, reportId } = request.body;
    const { role } = await identity.roleOf(request.log, moderatorId);
    if (role === 'member') throw new ApiError('MODERATORS_ONLY');
    const viewed = await moderationChecksRepository(request.em).evidenceView(moderatorId, reportId);
    if (!viewed) throw new ApiError('NOT_FOUND');
    return reply.status(204).send();
  };

/**
 * What members see of moderation (the warnings they read at their next visit, where their reports stand, the
 * statements of decisions about them and their appeals), and the evidence views billing asks about.
 */
function memberHandlers(identity: IdentityClient, serviceToken: string) {
  return {
    listWarnings,
    acknowledgeWarning,
    recordEvidenceView: recordEvidenceView(identity),
    ...statementHandlers(),
    ...appealLinkHandlers(serviceToken),
  } satisfies Handlers;
}

/**
 * Billing's nudity triage (README "Photo triage"): each photo's score, flagged or clear, and whether a flagged photo
 * may be served to a viewer (approved, or a moderator or admin looking).
 */
function photoTriageHandlers(identity: IdentityClient, serviceToken: string) {
  const mailStatement = statementMailer(identity, serviceToken);
  return {
    async flagUploadedPhoto(request, reply) {
      const { userId, objectURL, score } = request.body;
      const held = await photoHoldRepository(request.em).flagged(userId, objectURL, score);
      if (held) await mailStatement(request, { ...held, action: 'hold-photo' });
      return reply.status(204).send();
    },
    async clearUploadedPhoto(request, reply) {
      const { userId, objectURL, score } = request.body;
      await photoHoldRepository(request.em).cleared(userId, objectURL, score);
      return reply.status(204).send();
    },
    async getPhotoAccess(request) {
      const { objectURL, viewerId } = request.query;
      if (await photoHoldRepository(request.em).approved(objectURL)) return { shown: true };
      return { shown: (await identity.roleOf(request.log, viewerId)).role !== 'member' };
    },
  } satisfies Handlers;
}

/**
 * Moderation (README: "Moderation"): the moderators' queue, cases, actions, audit log and photo queue; the warnings
 * people read at their next visit; the photos billing's nudity triage scores.
 */
export function moderationHandlers(deps: { identity: IdentityClient; billing: BillingClient; serviceToken: string }) {
  return {
    ...onlyModerators(deps.identity, moderatorHandlers(deps)),
    ...memberHandlers(deps.identity, deps.serviceToken),
    ...photoTriageHandlers(deps.identity, deps.serviceToken),
  };
}
