import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockProfileMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { forgetPerson } from './person-gone.ts';

/** POST /api/blocks: neither person sees the other again, and the other is not told. */
export function useBlockProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...blockProfileMutation(),
    onSuccess: (_data, { body }) => forgetPerson(queryClient, userId, body.profileId),
  });
}
