import { useQuery } from '@tanstack/react-query';
import { listModerationReportsOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/moderation/reports: one case per reported person with open reports, worst first. */
export function useReportQueue() {
  return useQuery(listModerationReportsOptions());
}
