import { useMutation } from '@tanstack/react-query';
import { createSubscriptionMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** Starts a paid subscription; answers the client secret of its first payment. */
export function useCreateSubscription() {
  return useMutation(createSubscriptionMutation());
}
