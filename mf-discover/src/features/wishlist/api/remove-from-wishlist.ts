import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromWishlistMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { feedQueryKey } from '../../../api/get-feed.ts';
import { refreshWishlist } from '../../../api/wishlist-changed.ts';

/**
 * DELETE /api/wishlist/{userId}/{profileId}. The wishlist and matches change, and the person may show up in
 * the discover feed again. The used like is not given back, so the subscription's count stays.
 */
export function useRemoveFromWishlist(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...removeFromWishlistMutation(),
    onSuccess: () => {
      refreshWishlist(queryClient, userId, true);
      void queryClient.invalidateQueries({ queryKey: feedQueryKey(userId) });
    },
  });
  return {
    remove: (profileId: string) => mutation.mutateAsync({ path: { userId, profileId } }),
    /** The person being removed right now, if any. */
    removingId: mutation.isPending ? mutation.variables.path.profileId : undefined,
  };
}
