import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unmatchMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { forgetPerson } from './person-gone.ts';

/** DELETE /api/matches/{userId}/{profileId}: the match ends for both (no block); the conversation closes. */
export function useUnmatch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...unmatchMutation(),
    onSuccess: (_data, { path }) => forgetPerson(queryClient, userId, path.profileId),
  });
}
