import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addToWishlistMutation,
  getSubscriptionQueryKey,
  getWishlistQueryKey,
  listMatchesQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { dropFromFeed } from './get-feed.ts';

/**
 * POST /api/wishlist — a like. Success refreshes the wishlist (and the navigation's count), today's used
 * likes and, for a match, the matches; the person leaves the loaded feed, as the server no longer lists them.
 */
export function useAddToWishlist(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...addToWishlistMutation(),
    onSuccess: (result, { body }) => {
      void queryClient.invalidateQueries({ queryKey: getWishlistQueryKey({ path: { userId } }) });
      void queryClient.invalidateQueries({ queryKey: getSubscriptionQueryKey({ path: { userId } }) });
      if (result.matched) void queryClient.invalidateQueries({ queryKey: listMatchesQueryKey({ path: { userId } }) });
      dropFromFeed(queryClient, userId, body.profileId);
    },
  });
  return {
    add: (profileId: string) => mutation.mutateAsync({ body: { userId, profileId } }),
    isPending: mutation.isPending,
  };
}
