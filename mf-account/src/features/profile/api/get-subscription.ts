import { useQuery } from '@tanstack/react-query';
import { getSubscriptionOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** The user's tier and today's likes (the same cache entry Discover and billing's screens read). */
export function useSubscription(userId: string) {
  return useQuery(getSubscriptionOptions({ path: { userId } }));
}
