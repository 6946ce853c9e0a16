import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { rememberUser } from './remember-user.ts';

/** POST /api/auth/login; on success the user is signed in on this device. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ ...loginMutation(), onSuccess: (data) => rememberUser(queryClient, data) });
}
