import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listBlocksOptions, unblockProfileMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/blocks: the people the user blocked, newest block first. */
export function useBlocks() {
  return useQuery(listBlocksOptions());
}

/**
 * DELETE /api/blocks/{profileId}: the person may be shown again (unless they blocked the user too). Every list read
 * before left them out (the deck, likes received, this list), so everything is read again when next used.
 */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unblockProfileMutation(),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
