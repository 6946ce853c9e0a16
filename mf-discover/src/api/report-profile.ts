import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportProfileMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { forgetPerson } from './person-gone.ts';

/** POST /api/reports: the report goes to the moderators and the person is blocked too. */
export function useReportProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reportProfileMutation(),
    onSuccess: (_data, { body }) => forgetPerson(queryClient, userId, body.profileId),
  });
}
