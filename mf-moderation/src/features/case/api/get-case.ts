import { useQuery } from '@tanstack/react-query';
import { getModerationCaseOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * GET /api/moderation/reports/{profileId}: the person as they are now, every report with its frozen evidence
 * (photo links signed for an hour), and the actions taken on them.
 */
export function useModerationCase(profileId: string) {
  return useQuery(getModerationCaseOptions({ path: { profileId } }));
}
