import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmModerationActionMutation,
  getModerationCaseQueryKey,
  getModerationDeskQueryKey,
  listHeldPhotosQueryKey,
  listModerationAuditInfiniteQueryKey,
  listModerationReportsQueryKey,
  takeModerationActionMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** After an action (or its proposal): the queue, the case, held photos, the audit log and the desk may all show it. */
const readAgainAfterAction = (queryClient: QueryClient, profileId: string) =>
  Promise.all(
    [
      listModerationReportsQueryKey(),
      getModerationCaseQueryKey({ path: { profileId } }),
      listHeldPhotosQueryKey(),
      listModerationAuditInfiniteQueryKey(),
      getModerationDeskQueryKey(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/**
 * POST /api/moderation/actions: one action on a person, with its reason, written in the audit log; on an admin, a
 * proposal a second admin confirms (202, `request` in the answer).
 */
export function useTakeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    ...takeModerationActionMutation(),
    onSuccess: (answer) =>
      readAgainAfterAction(queryClient, 'request' in answer ? answer.request.profileId : answer.profileId),
  });
}

/** POST /api/moderation/actions/pending/{pendingId}/confirm: a second admin confirms an action on an admin. */
export function useConfirmAction() {
  const queryClient = useQueryClient();
  return useMutation({
    ...confirmModerationActionMutation(),
    onSuccess: (entry) => readAgainAfterAction(queryClient, entry.profileId),
  });
}
