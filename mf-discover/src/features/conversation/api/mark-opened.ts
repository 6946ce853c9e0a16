import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listMatchesQueryKey,
  markConversationOpenedMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { MatchesResponse } from '@wishlist/contract/client/types.gen.ts';
import { refreshConversations } from '@wishlist/shared-data/conversations';
import { useEffect } from 'react';

/**
 * POST /api/conversations/{profileId}/opened, once the conversation is on screen with the person matched: a new
 * match is new no more. "New matches" and the Matches badge drop them at once (Back to Matches shows no stale face
 * while the request is on its way), and are read again once it is done.
 */
export function useMarkOpened(userId: string, profileId: string, matched: boolean) {
  const queryClient = useQueryClient();
  const matchesKey = listMatchesQueryKey({ path: { userId } });
  const { mutate } = useMutation({
    ...markConversationOpenedMutation(),
    onMutate: () =>
      queryClient.setQueryData<MatchesResponse>(matchesKey, (data) =>
        data
          ? {
              ...data,
              matches: data.matches.map((match) =>
                match.profile.id === profileId ? { ...match, opened: true } : match,
              ),
            }
          : data,
      ),
    onSettled: () => {
      void refreshConversations(queryClient);
      void queryClient.invalidateQueries({ queryKey: matchesKey });
    },
  });
  useEffect(() => {
    if (matched) mutate({ path: { profileId } });
  }, [profileId, matched, mutate]);
}
