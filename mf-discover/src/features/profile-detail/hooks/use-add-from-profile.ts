import { useQueryClient } from '@tanstack/react-query';
import type { LikeComment } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { toast } from '@wishlist/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddToWishlist } from '../../../api/add-to-wishlist.ts';
import { refreshWishlist } from '../../../api/wishlist-changed.ts';
import { useIntl } from '../../../i18n.ts';
import { showAddedToast, showCommentRefusedToast, showLimitReachedToast } from '../../../lib/toasts.ts';

/**
 * Add to Wishlist on a profile page, with spec §8's toasts for this page, maybe with a comment on a prompt or
 * photo. The limit, which the spec only describes for Discover, gets the same toast here.
 */
export function useAddFromProfile(userId: string, profileId: string) {
  const navigate = useNavigate();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const wishlist = useAddToWishlist(userId);
  const [adding, setAdding] = useState(false);

  const add = async (comment?: LikeComment) => {
    setAdding(true);
    try {
      await wishlist.add(profileId, false, comment);
      showAddedToast();
    } catch (error) {
      // Added elsewhere meanwhile: the page then shows them as in the wishlist.
      const alreadyAdded = isApiError(error, 'ALREADY_IN_WISHLIST');
      if (alreadyAdded) refreshWishlist(queryClient, userId, true);
      if (isApiError(error, 'LIKE_LIMIT_REACHED')) {
        showLimitReachedToast(() => void navigate('/pricing'));
        return;
      }
      if (isApiError(error, 'EMPTY_COMMENT', 'UNKNOWN_COMMENT_TARGET')) {
        showCommentRefusedToast(error);
        return;
      }
      toast({
        title: intl.formatMessage({ id: 'profile.addFailed' }),
        description: intl.formatMessage({ id: alreadyAdded ? 'profile.alreadyAdded' : 'common.somethingWrong' }),
        variant: 'destructive',
      });
    } finally {
      setAdding(false);
    }
  };

  return { add, adding };
}
