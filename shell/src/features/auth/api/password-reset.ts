import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmPasswordResetMutation,
  requestPasswordResetMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { checkPasswordReset } from '@wishlist/contract/client/sdk.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { forgetSessionUser } from '@wishlist/app-runtime/session';

/** POST /api/auth/password-reset: mails a one-time link; in demo mode the answer carries the link itself. */
export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutation());
}

export const resetLinkCheckKey = (token: string) => ['checkPasswordReset', token] as const;

/**
 * POST /api/auth/password-reset/check, as the link's screen opens: whether the link can still set a password (it is
 * not used up). Answers the refusal (used, expired, unknown) or null; anything else (offline, a limit) is left to
 * Set New Password, which says it then.
 */
export function useResetLinkRefusal(token: string) {
  return useQuery({
    queryKey: resetLinkCheckKey(token),
    queryFn: async () => {
      try {
        await checkPasswordReset({ body: { token }, throwOnError: true });
        return null;
      } catch (error) {
        if (isApiError(error, 'RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED')) return error;
        throw error;
      }
    },
    enabled: token !== '',
    retry: false,
    // A link's state changes only when it is used: this screen does that and then leaves.
    staleTime: Infinity,
  });
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
