import { useQuery } from '@tanstack/react-query';
import { getBillingConfigOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** How this deployment takes payments: Stripe (with its publishable key) or billing's test mode. */
export function useBillingConfig() {
  return useQuery(getBillingConfigOptions());
}
