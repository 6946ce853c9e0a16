import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { forgetSessionUser } from '@wishlist/mf-shared/session';

/**
 * Ends the server session (POST /api/auth/logout), then forgets the user and everything read for them, so the
 * next person on this browser starts clean.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logoutMutation(),
    onSuccess: () => forgetSessionUser(queryClient),
  });
}
