import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscriptionMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { subscriptionQueryKey } from '@wishlist/shared-data/subscription';

/** Cancels at the end of the paid period; the answer is the subscription as it now stands. */
export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelSubscriptionMutation(),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey(userId), subscription),
  });
}
