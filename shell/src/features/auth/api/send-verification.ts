import { useMutation } from '@tanstack/react-query';
import { sendVerificationMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** POST /api/auth/send-verification: mails a 6-digit code (demo mode: to the demo mailbox); the answer never carries it. */
export function useSendVerification() {
  return useMutation(sendVerificationMutation());
}
