import { useQuery } from '@tanstack/react-query';
import { listSubscriptionPlansOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** The plans of GET /api/subscription-plans, cheapest first. */
export function usePlans() {
  return useQuery(listSubscriptionPlansOptions());
}
