// The signed-in user's subscription (GET /api/user/{userId}/subscription): tier, status, today's likes and paid-until
// date. One query, and so one cache entry, for the shell and every remote.
import { useQuery } from '@tanstack/react-query';
import {
  getSubscriptionOptions,
  getSubscriptionQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

export const subscriptionQueryKey = (userId: string) => getSubscriptionQueryKey({ path: { userId } });

/** The user's subscription; idle while nobody is signed in. */
export function useSubscription(userId: string | undefined) {
  return useQuery({ ...getSubscriptionOptions({ path: { userId: userId ?? '' } }), enabled: userId !== undefined });
}
