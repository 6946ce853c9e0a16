import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideModerationAppealMutation,
  listModerationAppealsOptions,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/moderation/appeals: the appeals waiting for a decision, oldest first. */
export function useAppeals() {
  return useQuery(listModerationAppealsOptions());
}

/**
 * POST /api/moderation/appeals/{appealId}/decision: upheld or reversed, with a reason. Everything is read again: a
 * reversal changes the person's case, the audit log and this list.
 */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    ...decideModerationAppealMutation(),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
