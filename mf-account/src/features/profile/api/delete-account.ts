import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { forgetSessionUser } from '@wishlist/app-runtime/session';

/**
 * DELETE /api/account: the account can no longer be used once this answers (its sessions are gone); the user and
 * everything read for them are forgotten here too.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAccountMutation(),
    onSuccess: () => forgetSessionUser(queryClient),
  });
}
