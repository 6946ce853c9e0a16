import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { rememberUser } from './remember-user.ts';

/** POST /api/auth/register; on success the new user is signed in on this device. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ ...registerMutation(), onSuccess: (data) => rememberUser(queryClient, data) });
}
