import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreWishlistEntryMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { feedQueryKey } from '../../../api/get-feed.ts';
import { refreshWishlist } from '../../../api/wishlist-changed.ts';

/**
 * POST /api/wishlist/{userId}/{profileId}/restore: Undo of a remove, within 10 minutes. It uses no like, so the
 * subscription's count stays; the wishlist, the matches and the feed change back.
 */
export function useRestoreToWishlist(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...restoreWishlistEntryMutation(),
    onSuccess: ({ matched }) => {
      refreshWishlist(queryClient, userId, matched);
      void queryClient.invalidateQueries({ queryKey: feedQueryKey(userId) });
    },
  });
  return (profileId: string) => mutation.mutateAsync({ path: { userId, profileId } });
}
