import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmPasswordResetMutation,
  requestPasswordResetMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { forgetSessionUser } from '@wishlist/mf-shared/session';

/** POST /api/auth/password-reset: mails a one-time link; in demo mode the answer carries the link itself. */
export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutation());
}

/**
 * POST /api/auth/password-reset/confirm: the new password is set and every session of the account ends, this
 * browser's too, so the user stored here is forgotten with what was read for them.
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    ...confirmPasswordResetMutation(),
    onSuccess: () => forgetSessionUser(queryClient),
  });
}
