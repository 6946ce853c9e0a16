import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@wishlist/contract/client';
import {
  changeSubscriptionMutation,
  resumeSubscriptionMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { subscriptionQueryKey } from '@wishlist/shared-data/subscription';
import { useCallback } from 'react';

/**
 * Keeps the current paid plan renewing: withdraws a cancel (POST /api/resume-subscription) or a downgrade waiting for
 * the renewal (choosing the current plan again, POST /api/change-subscription). Neither changes what the person has
 * today, so the answer is all there is to take.
 */
export function useKeepPlan(userId: string) {
  const queryClient = useQueryClient();
  const take = useCallback(
    (subscription: Subscription) => queryClient.setQueryData(subscriptionQueryKey(userId), subscription),
    [queryClient, userId],
  );
  const resume = useMutation({ ...resumeSubscriptionMutation(), onSuccess: take });
  const withdrawDowngrade = useMutation({ ...changeSubscriptionMutation(), onSuccess: take });
  return { resume, withdrawDowngrade };
}
