import { useMutation } from '@tanstack/react-query';
import { changePasswordMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * POST /api/account/password: the current password proves it is the person; every other session of the account
 * ends and this one goes on under a new id (the answer sets the new cookie), so nothing here is forgotten.
 */
export function useChangePassword() {
  return useMutation(changePasswordMutation());
}
