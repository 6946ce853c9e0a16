import { ApiError, sessionUser, signPath, type Handler, type Handlers } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BillingClient } from '../core/billing-client.ts';
import { decodeCursor, encodeCursor } from '../core/cursor.ts';
import type { IdentityClient } from '../core/identity-client.ts';
import { checkedBirthDate } from '../core/birth-date.ts';
import { found } from '../core/not-found.ts';
import { appealLinkHandlers } from './appeal-by-link.ts';
import { appealHandlers, mailStatement, statementHandlers } from './appeals.ts';
import { photosOf } from '../core/profile-view.ts';
import type { StoredEvidence } from '../core/evidence.ts';
import {
  moderationRepository,
  REASONS_GRAVEST_FIRST,
  type ActionInput,
  type AuditRow,
  type ReportRow,
} from './repository.ts';

type AuditEntry = components['schemas']['AuditEntry'];
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

/**
 * Every moderation operation first asks identity for the caller's role: members are answered 403 MODERATORS_ONLY
 * (an admin is a moderator too); identity unreachable, 503. The one guard of the moderators' operations.
 */
function onlyModerators<H extends Handlers>(identity: IdentityClient, handlers: H): H {
  type Untyped = (request: FastifyRequest, reply: FastifyReply) => unknown;
  const guarded = Object.entries(handlers).map(([operationId, handler]) => [
    operationId,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const role = await identity.roleOf(request.log, sessionUser(request));
      if (role === 'member') throw new ApiError('MODERATORS_ONLY');
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

const takeModerationAction =
  ({
    billing,
    identity,
    serviceToken,
  }: {
    billing: BillingClient;
    identity: IdentityClient;
    serviceToken: string;
  }): Handler<'takeModerationAction'> =>
  async (request, reply) => {
    const { profileId, action, reason, days, photoURL, birthDate, rule } = request.body;
    const moderations = moderationRepository(request.em);
    const input: ActionInput = { moderatorId: sessionUser(request), profileId, action, reason, rule, details: {} };
    if (action === 'suspend' || action === 'ban') {
      if (action === 'suspend' && days === undefined) throw missing('the number of days');
      const until = action === 'suspend' ? new Date(Date.now() + (days ?? 0) * DAY_MS).toISOString() : null;
      found(await moderations.currentPhotos(profileId));
      // Identity first: the person is signed out everywhere (their streams end) before matching hides them.
      await identity.restrict(request.log, profileId, { kind: action, until });
      if (until) Object.assign(input, { until, details: { days, until } });
    }
    if (action === 'remove-photo' || action === 'approve-photo') {
      if (photoURL === undefined) throw missing('the photo');
      if (!found(await moderations.currentPhotos(profileId)).includes(photoURL)) throw new ApiError('NOT_FOUND');
      // Deleted from the store first, as when its owner deletes it (profiles/): a removed photo is never served again.
      if (action === 'remove-photo') await billing.release(request.log, profileId, [photoURL]);
      Object.assign(input, { photoURL, details: { photoURL } });
    }
    if (action === 'correct-birth-date') {
      if (birthDate === undefined) throw missing('the birth date');
      input.birthDate = checkedBirthDate(birthDate);
    }
    const entry = await moderations.act(input);
    if (!entry) throw new ApiError(action === 'approve-photo' ? 'NOT_FOUND' : 'PROFILE_NOT_FOUND');
    await mailStatement({ em: request.em, identity, log: request.log, serviceToken }, entry);
    reply.status(201);
    return toAuditEntry(entry);
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

/** The moderators' operations: the queue, cases, actions, audit log and photo queue. */
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
    listModerationAudit,
    listHeldPhotos,
    ...appealHandlers({ identity, serviceToken }),
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

const flagUploadedPhoto: Handler<'flagUploadedPhoto'> = async (request, reply) => {
  const { userId, objectURL, score } = request.body;
  await moderationRepository(request.em).hold(userId, objectURL, score);
  return reply.status(204).send();
};

/** What members see of moderation (the warnings they read at their next visit), and the photos billing's triage flags. */
function memberHandlers(serviceToken: string) {
  return {
    listWarnings,
    acknowledgeWarning,
    flagUploadedPhoto,
    ...statementHandlers(),
    ...appealLinkHandlers(serviceToken),
  } satisfies Handlers;
}

/**
 * Moderation (README: "Moderation"): the moderators' queue, cases, actions, audit log and photo queue; the warnings
 * people read at their next visit; the photos billing's nudity triage flags.
 */
export function moderationHandlers(deps: { identity: IdentityClient; billing: BillingClient; serviceToken: string }) {
  return { ...onlyModerators(deps.identity, moderatorHandlers(deps)), ...memberHandlers(deps.serviceToken) };
}
