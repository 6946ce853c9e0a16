import { useQueryClient } from '@tanstack/react-query';
import type { LikeComment } from '@wishlist/contract/client/types.gen.ts';
import { addToWishlistMutation, getSubscriptionQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { refreshLikesReceived } from '@wishlist/shared-data/conversations';
import { refreshEntitlements } from '@wishlist/shared-data/entitlements';
import { tellOfMatch } from '@wishlist/domain-ui/match-moment';
import { useUnobservedMutation } from '../lib/use-unobserved-mutation.ts';
import { dropFromFeed } from './get-feed.ts';
import { refreshWishlist } from './wishlist-changed.ts';

/**
 * POST /api/wishlist — a like (or a super like), maybe with a comment on one of the person's prompts or photos. Success refreshes the wishlist, today's used likes and super likes
 * and, for a match, the matches and the likes received (a match is someone who liked the user); the person leaves
 * the loaded feed, as the server no longer lists them. A match is celebrated at once, on whatever screen liked.
 * The screens draw their own progress of a like (the deck's busy buttons), so none is subscribed to the mutation.
 */
export function useAddToWishlist(userId: string) {
  const queryClient = useQueryClient();
  const add = useUnobservedMutation({
    ...addToWishlistMutation(),
    // Sent even offline: a like that cannot go fails at once and says so (with Retry) instead of waiting unseen.
    networkMode: 'always',
    onSuccess: (result, { body }) => {
      refreshWishlist(queryClient, userId, result.matched);
      void queryClient.invalidateQueries({ queryKey: getSubscriptionQueryKey({ path: { userId } }) });
      void refreshEntitlements(queryClient);
      if (result.matched) {
        void refreshLikesReceived(queryClient);
        const { id, name, profilePhoto } = result.entry.profile;
        tellOfMatch({ id, name, photo: profilePhoto });
      }
      dropFromFeed(queryClient, userId, body.profileId);
    },
  });
  return {
    add: (profileId: string, superLike = false, comment?: LikeComment) =>
      add({ body: { userId, profileId, ...(superLike && { superLike }), ...(comment && { comment }) } }),
  };
}
