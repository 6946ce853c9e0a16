import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listMatchesQueryKey,
  markConversationOpenedMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { refreshConversations } from '@wishlist/shared-data/conversations';
import { useEffect } from 'react';

/**
 * POST /api/conversations/{profileId}/opened, once the conversation is on screen with the person matched: a new
 * match is new no more ("New matches" and the Matches badge are read again).
 */
export function useMarkOpened(userId: string, profileId: string, matched: boolean) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    ...markConversationOpenedMutation(),
    onSuccess: () => {
      void refreshConversations(queryClient);
      void queryClient.invalidateQueries({ queryKey: listMatchesQueryKey({ path: { userId } }) });
    },
  });
  useEffect(() => {
    if (matched) mutate({ path: { profileId } });
  }, [profileId, matched, mutate]);
}
