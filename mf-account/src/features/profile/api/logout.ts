import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { turnOffPush } from '@wishlist/shared-data/push';
import { forgetSessionUser } from '@wishlist/app-runtime/session';

/**
 * Ends the server session (POST /api/auth/logout), then forgets the user and everything read for them, so the
 * next person on this browser starts clean. This browser's push subscription goes first (removing it needs the
 * session): a signed-out browser is no longer told of the person's matches and messages. A browser without one,
 * or a failure there, never holds the sign-out up.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const logout = logoutMutation();
  return useMutation({
    ...logout,
    mutationFn: async (...args: Parameters<NonNullable<typeof logout.mutationFn>>) => {
      await turnOffPush().catch(() => undefined);
      return logout.mutationFn?.(...args);
    },
    onSuccess: () => forgetSessionUser(queryClient),
  });
}
