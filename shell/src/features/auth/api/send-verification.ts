import { useMutation } from '@tanstack/react-query';
import { sendVerificationMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * POST /api/auth/send-verification: mails a 6-digit code; in demo mode (to the demo mailbox) the answer carries it
 * too, for the code step to show.
 */
export function useSendVerification() {
  return useMutation(sendVerificationMutation());
}
