import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { BillingClient } from '../core/billing-client.ts';
import type { StatementMailer } from '../core/automated-statement-repository.ts';
import { profileNotFound } from '../core/not-found.ts';
import { initialsPictureUrl } from '../core/avatars.ts';
import { removed } from '../core/replies.ts';
import { blockRepository } from './block-repository.ts';
import type { HoldAlerts } from './hold-alerts.ts';
import { reportRepository } from './report-repository.ts';

interface SafetyDeps {
  billing: BillingClient;
  /** The keyed hash of a reporter's network (reporter-network.ts). */
  reporterNetwork: (address: string) => string;
  /** Mails the moderators of the automatic holds not told yet (hold-alerts.ts). */
  alertModerators: HoldAlerts;
  /** Mails the person held their statement of reasons (moderation/). */
  mailStatement: StatementMailer;
}

/**
 * Safety: blocks and reports. A block hides the two people from each other everywhere (the rule is `neitherBlocked`,
 * core/safety-rules-repository.ts) and its answers never tell whether the other blocked back. A report freezes its
 * evidence (report-repository.ts) for the moderators (moderation/), and may hold the person for a few hours, which
 * the moderators are told of at once. Unmatching is with the matches (matches/).
 */
export function safetyHandlers({ billing, reporterNetwork, alertModerators, mailStatement }: SafetyDeps) {
  return {
    async blockProfile(request, reply) {
      const userId = sessionUser(request);
      const { profileId } = request.body;
      if (profileId === userId) throw new ApiError('SELF_BLOCK');
      if (!(await blockRepository(request.em).block(userId, profileId))) throw profileNotFound();
      return reply.status(204).send();
    },

    async listBlocks(request) {
      const rows = await blockRepository(request.em).blocked(sessionUser(request));
      return {
        blocks: rows.map((row) => ({
          id: row.id,
          name: row.name,
          imageURL: row.profilePhoto ?? initialsPictureUrl(row.name),
          blockedAt: new Date(row.blockedAt).toISOString(),
        })),
      };
    },

    async unblockProfile(request, reply) {
      const unblocked = await blockRepository(request.em).unblock(sessionUser(request), request.params.profileId);
      return removed(reply, unblocked);
    },

    async reportProfile(request, reply) {
      const reporterId = sessionUser(request);
      const { profileId, reason, note } = request.body;
      if (profileId === reporterId) throw new ApiError('SELF_REPORT');
      const reports = reportRepository(request.em);
      const report = await reports.report({
        reporterId,
        profileId,
        reason,
        note: note?.trim() || null,
        reporterNetwork: reporterNetwork(request.ip),
      });
      if (!report) throw profileNotFound();
      // Not awaited: the reporter's answer does not wait for a mail (nor says, by its time, that it made a hold).
      if (report.heldUntil)
        alertModerators().catch((err: unknown) => request.log.warn({ err }, 'the moderators were not alerted yet'));
      if (report.statement)
        mailStatement(request, { ...report.statement, action: 'hold-profile' }).catch((err: unknown) =>
          request.log.warn({ err }, 'the statement of an automatic hold was not mailed'),
        );
      // After the report is stored, so billing being down loses no report: its photos are then recorded as missing.
      if (report.photoURLs.length > 0) {
        const kept = await billing.keepEvidence(request.log, report.id, report.photoURLs);
        if (kept) await reports.photosKept(report.id, kept);
      }
      // A partner who blocked the reporter and one who deleted their account within 30 days are received alike (and
      // their photos copied alike); about anyone else gone to the reporter, it is kept for the moderators, unsaid.
      if (!report.told) throw profileNotFound();
      reply.status(201);
      return { id: report.id, reason, createdAt: report.createdAt.toISOString() };
    },
  } satisfies Handlers;
}
