import { useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@wishlist/contract/client';
import { getCurrentUserOptions, getSubscriptionOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { refreshEntitlements } from '@wishlist/shared-data/entitlements';
import { setSessionUser } from '@wishlist/app-runtime/session';
import { useCallback } from 'react';

/**
 * After a payment (spec §4): refetch the user and the subscription, so every screen showing the tier (Discover,
 * the profile, this one) moves with it, and the plan's entitlements (locked features open). Answers the fresh
 * subscription.
 */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: string): Promise<Subscription> => {
      const user = queryClient
        .fetchQuery({ ...getCurrentUserOptions(), staleTime: 0 })
        .then(({ user: fresh }) => setSessionUser(fresh))
        // The stored user stays as it is when this read fails: the subscription is what changed.
        .catch(() => undefined);
      const [subscription] = await Promise.all([
        queryClient.fetchQuery({ ...getSubscriptionOptions({ path: { userId } }), staleTime: 0 }),
        user,
        refreshEntitlements(queryClient),
      ]);
      return subscription;
    },
    [queryClient],
  );
}
