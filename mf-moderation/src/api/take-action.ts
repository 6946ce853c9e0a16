import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getModerationCaseQueryKey,
  listHeldPhotosQueryKey,
  listModerationAuditInfiniteQueryKey,
  listModerationReportsQueryKey,
  takeModerationActionMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * POST /api/moderation/actions: one action on a person, with its reason, written in the audit log. The queue, the
 * person's case, the held photos and the audit log are read again: any of them may show it.
 */
export function useTakeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    ...takeModerationActionMutation(),
    onSuccess: (entry) =>
      Promise.all(
        [
          listModerationReportsQueryKey(),
          getModerationCaseQueryKey({ path: { profileId: entry.profileId } }),
          listHeldPhotosQueryKey(),
          listModerationAuditInfiniteQueryKey(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
