import { ApiError, requestLanguage, sessionUser, type Handler, type Handlers } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingClient } from '../core/billing-client.ts';
import type { IdentityClient } from '../core/identity-client.ts';
import type { StatementMailer } from '../core/automated-statement-repository.ts';
import { appealsRepository, type AppealRow, type StatementRow } from './appeals-repository.ts';
import { appealPath } from './appeal-link.ts';
import { clearance } from './hierarchy.ts';
import { RESTRICTING_ACTIONS, type RestrictingAction } from '../core/terms-rules-repository.ts';
import { factsOf, outcomeOf, restrictionOf } from './statements.ts';
import { matchingWording, type MatchingWording } from '../core/words.ts';

type Statement = components['schemas']['Statement'];
type ModerationAction = components['schemas']['ModerationAction'];
type Appeal = components['schemas']['Appeal'];

const iso = (at: string | Date) => new Date(at).toISOString();
const isoOrNull = (at: string | null) => (at === null ? null : iso(at));

const toAppeal = (row: AppealRow): Appeal => ({
  ...row,
  createdAt: iso(row.createdAt),
  decidedAt: isoOrNull(row.decidedAt),
});

/** The statement as its reader reads it: what we write in their words, what the moderator wrote as written. */
function toStatement(words: MatchingWording, row: StatementRow): Statement {
  const until = isoOrNull(row.until);
  return {
    id: row.id,
    action: row.action,
    restriction: restrictionOf(words, row.action, until),
    until,
    facts: factsOf(words, row),
    automated: row.automated,
    rule: row.rule,
    issuedAt: iso(row.issuedAt),
    appealUntil: iso(row.appealUntil),
    appeal: row.appeal && toAppeal(row.appeal),
  };
}

const isRestricting = (action: string): action is RestrictingAction =>
  (RESTRICTING_ACTIONS as readonly string[]).includes(action);

/** What mailing a statement needs: the request's unit of work and log, identity, and the key that signs links. */
export type StatementMailing = {
  em: EntityManager;
  identity: IdentityClient;
  log: FastifyBaseLogger;
  serviceToken: string;
};

/**
 * Mails the person the statement of reasons of a decision that restricted them (DSA Art. 17), as it stands (once an
 * appeal is decided, with its outcome), with a signed link that appeals without signing in, in the language their
 * account chose (identity writes the mail's own words in it too). It is in the app too. Decisions that take nothing
 * (a dismissal, an approval) have none.
 */
export async function mailStatement(
  { em, identity, log, serviceToken }: StatementMailing,
  decision: { id: string; profileId: string; action: string },
) {
  if (!isRestricting(decision.action)) return;
  const row = await appealsRepository(em).statement(decision.profileId, decision.id);
  if (!row) return;
  const link = appealPath(row.id, serviceToken, new Date(row.appealUntil));
  const languages = await identity.languagesOf(log, [decision.profileId]);
  const statement = toStatement(matchingWording(languages[decision.profileId]), row);
  await identity.sendStatement(log, decision.profileId, { statement, appealPath: link });
}

/** A confirmed automatic hold's statement, mailed again: it has no end any more (it lasts until the review). */
export async function mailConfirmedHold(mailing: StatementMailing, profileId: string) {
  const held = (await appealsRepository(mailing.em).statements(profileId)).find((row) => row.action === 'hold-profile');
  if (held) await mailStatement(mailing, { id: held.id, profileId, action: held.action });
}

/** `mailStatement` for the areas whose automated means impose holds (a photo's, a report's). */
export const statementMailer =
  (identity: IdentityClient, serviceToken: string): StatementMailer =>
  (request, decision) =>
    mailStatement({ em: request.em, identity, log: request.log, serviceToken }, decision);

const listMyReports: Handler<'listMyReports'> = async (request) => {
  const rows = await appealsRepository(request.em).myReports(sessionUser(request));
  const words = matchingWording(requestLanguage(request));
  return {
    reports: rows.map(({ underReview, decidedBy, reversed, ...row }) => ({
      ...row,
      createdAt: iso(row.createdAt),
      decidedAt: isoOrNull(row.decidedAt),
      status: row.decidedAt ? 'decided' : underReview ? 'under-review' : 'received',
      outcome: decidedBy && outcomeOf(words, decidedBy, reversed),
    })),
  };
};

const listStatements: Handler<'listStatements'> = async (request) => {
  const rows = await appealsRepository(request.em).statements(sessionUser(request));
  const words = matchingWording(requestLanguage(request));
  return { statements: rows.map((row) => toStatement(words, row)) };
};

const appealStatement: Handler<'appealStatement'> = async (request, reply) => {
  const note = request.body?.note?.trim() || null;
  const appeal = await appealsRepository(request.em).appeal(sessionUser(request), request.params.statementId, note);
  if (typeof appeal === 'string') throw new ApiError(appeal);
  reply.status(201);
  return toAppeal(appeal);
};

/** What members see of their reports and of the decisions about them: where reports stand, statements, appeals. */
export function statementHandlers() {
  return { listMyReports, listStatements, appealStatement } satisfies Handlers;
}

const listModerationAppeals: Handler<'listModerationAppeals'> = async (request) => {
  const me = sessionUser(request);
  const rows = await appealsRepository(request.em).openAppeals();
  return {
    appeals: rows.map(({ appealId, note, appealedAt, ...entry }) => ({
      id: appealId,
      note,
      createdAt: iso(appealedAt),
      decision: {
        id: entry.id,
        action: entry.action,
        profileId: entry.profileId,
        profileName: entry.profileName,
        moderator: { id: entry.moderatorId, name: entry.moderatorName },
        reason: entry.reason,
        details: entry.details,
        createdAt: iso(entry.createdAt),
      },
      mayDecide: mayDecide(me, entry),
    })),
  };
};

/** The moderator who took the action, and the person it was taken on, never decide its appeal. */
const mayDecide = (moderatorId: string, action: { moderatorId: string; profileId: string }) =>
  moderatorId !== action.moderatorId && moderatorId !== action.profileId;

/** The moderators' action that decides an automated hold (approving the photo, reviewing the reports); else itself. */
const asModeratorsAction = (action: RestrictingAction): ModerationAction =>
  action === 'hold-photo' ? 'approve-photo' : action === 'hold-profile' ? 'dismiss' : action;

/**
 * The decider must be allowed to act on the appellant as the roles say (hierarchy.ts): a moderator decides members'
 * appeals, an admin moderators' and admins' too; and reversing a ban or suspension is a lift, which only admins do.
 */
async function mayActOn(
  identity: IdentityClient,
  request: FastifyRequest,
  appealed: { profileId: string; action: RestrictingAction },
  outcome: 'upheld' | 'reversed',
) {
  const me = sessionUser(request);
  const [{ role }, { granted }] = await Promise.all([
    identity.roleOf(request.log, me),
    identity.roleOf(request.log, appealed.profileId),
  ]);
  const lifts = outcome === 'reversed' && (appealed.action === 'ban' || appealed.action === 'suspend');
  clearance(
    { id: me, role },
    { id: appealed.profileId, granted },
    lifts ? 'lift' : asModeratorsAction(appealed.action),
  );
}

/** What deciding appeals needs besides the request: identity (roles, lifts, mail), billing (photos), the link key. */
type AppealDeps = { billing: BillingClient; identity: IdentityClient; serviceToken: string };

/**
 * Outside the decision's transaction, before it, what a reversal needs elsewhere: a ban or suspension lifted at
 * identity (as it was imposed there first), a removed photo brought back by billing. Answers whether the photo is
 * gone for good (its time passed: the reversal gives back the rest).
 */
async function undoElsewhere(
  { billing, identity }: AppealDeps,
  request: FastifyRequest,
  appealed: { profileId: string; action: RestrictingAction; details: { photoURL?: string } },
) {
  if (appealed.action === 'ban' || appealed.action === 'suspend') await identity.lift(request.log, appealed.profileId);
  if (appealed.action !== 'remove-photo' || !appealed.details.photoURL) return false;
  return !(await billing.restore(request.log, appealed.profileId, appealed.details.photoURL));
}

const decideModerationAppeal =
  (deps: AppealDeps): Handler<'decideModerationAppeal'> =>
  async (request) => {
    const { identity, serviceToken } = deps;
    const me = sessionUser(request);
    const { outcome, reason } = request.body;
    const appeals = appealsRepository(request.em);
    const appealed = await appeals.appealed(request.params.appealId);
    if (!appealed) throw new ApiError('NOT_FOUND');
    if (appealed.decided) throw new ApiError('APPEAL_DECIDED');
    if (!mayDecide(me, appealed)) throw new ApiError('APPEAL_NEEDS_ANOTHER_MODERATOR');
    await mayActOn(identity, request, appealed, outcome);
    const photoGone = outcome === 'reversed' && (await undoElsewhere(deps, request, appealed));
    const decided = await appeals.decide(request.params.appealId, { moderatorId: me, outcome, reason, photoGone });
    if (typeof decided === 'string') throw new ApiError(decided);
    // The outcome is told as the decision was: in the app and by mail (someone banned cannot sign in to read it).
    const mailing = { em: request.em, identity, log: request.log, serviceToken };
    await mailStatement(mailing, { id: appealed.actionId, profileId: appealed.profileId, action: appealed.action });
    return toAppeal(decided.appeal);
  };

/** The moderators' side of appeals: the open ones, and their decision by another moderator. */
export function appealHandlers(deps: AppealDeps) {
  return {
    listModerationAppeals,
    decideModerationAppeal: decideModerationAppeal(deps),
  } satisfies Handlers;
}
