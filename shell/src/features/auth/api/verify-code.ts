import { useMutation } from '@tanstack/react-query';
import { verifyCodeMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** POST /api/auth/verify-code: marks the email verified for this browser's session, before register. */
export function useVerifyCode() {
  return useMutation(verifyCodeMutation());
}
