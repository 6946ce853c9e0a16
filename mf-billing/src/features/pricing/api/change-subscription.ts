import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaidTier } from '@wishlist/contract/client';
import {
  changeSubscriptionMutation,
  previewSubscriptionChangeOptions,
  previewSubscriptionChangeQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

export const planChangePreviewKey = (tier: PaidTier) => previewSubscriptionChangeQueryKey({ query: { tier } });

/** What moving to `tier` would do and cost today; read afresh each time the confirmation opens. */
export function usePlanChangePreview(tier: PaidTier) {
  return useQuery({ ...previewSubscriptionChangeOptions({ query: { tier } }), staleTime: 0, gcTime: 0 });
}

/** Moves the paid subscription to another plan; the answer is the subscription as it now stands. */
export function useChangeSubscription() {
  return useMutation(changeSubscriptionMutation());
}
