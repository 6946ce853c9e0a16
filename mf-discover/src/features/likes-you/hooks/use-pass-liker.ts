import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { recordPassMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { LikesReceivedResponse } from '@wishlist/contract/client/types.gen.ts';
import { refreshLikesReceived } from '@wishlist/shared-data/conversations';
import { toast } from '@wishlist/ui';
import { dropFromFeed } from '../../../api/get-feed.ts';
import { likesReceivedQueryKey } from '../../../api/list-likes-received.ts';
import { useIntl } from '../../../i18n.ts';

/**
 * Pass on someone who likes the user (POST /api/passes): the server leaves them out of the likes received from then
 * on (and out of the deck for 7 days). The card and the count change at once; the answer is read again after.
 */
export function usePassLiker(userId: string) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { mutate } = useMutation({
    ...recordPassMutation(),
    onMutate: ({ body: { profileId } }) => {
      queryClient.setQueryData<InfiniteData<LikesReceivedResponse>>(likesReceivedQueryKey(), (data) => {
        if (!data?.pages.some((page) => page.likes.some((like) => like.profile.id === profileId))) return data;
        return {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            count: index === 0 ? Math.max(0, page.count - 1) : page.count,
            likes: page.likes.filter((like) => like.profile.id !== profileId),
          })),
        };
      });
    },
    onSuccess: (_answer, { body: { profileId } }) => dropFromFeed(queryClient, userId, profileId),
    onError: () =>
      toast({
        title: intl.formatMessage({ id: 'likes.passFailed' }),
        description: intl.formatMessage({ id: 'common.tryAgain' }),
        variant: 'destructive',
      }),
    onSettled: () => refreshLikesReceived(queryClient),
  });
  return (profileId: string) => mutate({ body: { profileId } });
}
