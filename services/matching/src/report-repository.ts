import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { blockRepository } from './block-repository.ts';

export type ReportReason = components['schemas']['ReportReason'];

const INSERT_REPORT_SQL = `
  insert into matching.reports (reporter_id, profile_id, reason, note) values (:reporterId, :profileId, :reason, :note)
  returning id, created_at as "createdAt"`;

/**
 * `profile` is not held out of the feeds for review (3 different people reported them within 24 hours and no
 * moderator has reviewed those reports yet). The rule is the database function the moderation queue shows too; it is
 * asked only about people with open reports, which one probe of a small partial index tells (a function call per
 * feed row would cost more).
 */
export const notHeldForReview = (profile: string) =>
  `not (exists (select 1 from matching.reports o where o.profile_id = ${profile} and o.reviewed_at is null)
    and matching.held_for_review(${profile}))`;

/** Reports for the moderators (the view `matching.moderation_queue`; README: "Moderation"). */
export function reportRepository(em: EntityManager) {
  return {
    /** Stores the report and blocks the person, in one transaction; null when there is no such profile. */
    report(report: { reporterId: string; profileId: string; reason: ReportReason; note: string | null }) {
      return em.transactional(async (tx) => {
        if (!(await blockRepository(tx).block(report.reporterId, report.profileId))) return null;
        const [row] = await tx.execute<{ id: string; createdAt: string }[]>(INSERT_REPORT_SQL, report);
        if (!row) throw new Error('the report insert returned no row');
        return { id: row.id, createdAt: new Date(row.createdAt) };
      });
    },
  };
}
