import { useMutation } from '@tanstack/react-query';
import { confirmTestPaymentMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** Test mode only: pays the pending subscription with one of Stripe's documented test cards. */
export function useConfirmTestPayment() {
  return useMutation(confirmTestPaymentMutation());
}
