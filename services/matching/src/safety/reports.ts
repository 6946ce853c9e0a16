import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { blockRepository } from './blocks.ts';

export type ReportReason = components['schemas']['ReportReason'];

const INSERT_REPORT_SQL = `
  insert into matching.reports (reporter_id, profile_id, reason, note) values (:reporterId, :profileId, :reason, :note)
  returning id, created_at as "createdAt"`;

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
