import { useQuery } from '@tanstack/react-query';
import { getSubscriptionOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/user/{userId}/subscription: the tier and today's used likes. */
export function useSubscription(userId: string) {
  return useQuery(getSubscriptionOptions({ path: { userId } }));
}
