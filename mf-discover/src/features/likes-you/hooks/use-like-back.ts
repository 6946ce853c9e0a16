import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { toast } from '@wishlist/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddToWishlist } from '../../../api/add-to-wishlist.ts';
import { useIntl } from '../../../i18n.ts';
import { showLimitReachedToast } from '../../../lib/toasts.ts';

/**
 * Likes back someone who likes the user: they added the user, so it is a match at once (the match moment shows:
 * @wishlist/domain-ui/match-moment) and they leave the list. Today's likes used up: the limit toast with its Upgrade.
 */
export function useLikeBack(userId: string) {
  const navigate = useNavigate();
  const intl = useIntl();
  const wishlist = useAddToWishlist(userId);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const likeBack = async (profile: Profile) => {
    setPendingId(profile.id);
    try {
      await wishlist.add(profile.id);
    } catch (error) {
      if (isApiError(error, 'LIKE_LIMIT_REACHED')) showLimitReachedToast(() => void navigate('/pricing'));
      else
        toast({
          title: intl.formatMessage({ id: 'likes.likeBackFailed' }),
          description: intl.formatMessage({ id: 'common.tryAgain' }),
          variant: 'destructive',
        });
    } finally {
      setPendingId(null);
    }
  };
  return { likeBack, pendingId };
}
