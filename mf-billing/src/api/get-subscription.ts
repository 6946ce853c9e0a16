import { useQuery } from '@tanstack/react-query';
import { getSubscriptionOptions, getSubscriptionQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

export const subscriptionQueryKey = (userId: string) => getSubscriptionQueryKey({ path: { userId } });

/** The user's tier, status, today's likes and paid-until date; idle while nobody is signed in. */
export function useSubscription(userId: string | undefined) {
  return useQuery({ ...getSubscriptionOptions({ path: { userId: userId ?? '' } }), enabled: userId !== undefined });
}
