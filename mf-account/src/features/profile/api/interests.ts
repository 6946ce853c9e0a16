import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfileResponse } from '@wishlist/contract/client';
import {
  addInterestMutation,
  getOwnProfileQueryKey,
  removeInterestMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { getSessionUser, setSessionUser } from '@wishlist/app-runtime/session';
import { useCallback } from 'react';

/** The interests after a change, as the server answers them: into the own profile and the stored user. */
function useApplyInterests() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ interests }: { interests: string[] }) => {
      queryClient.setQueryData<OwnProfileResponse>(getOwnProfileQueryKey(), (current) =>
        current ? { profile: { ...current.profile, interests } } : current,
      );
      const user = getSessionUser();
      if (user) setSessionUser({ ...user, interests });
    },
    [queryClient],
  );
}

/** Adds an interest on the server (trimmed there too; a duplicate is ignored). */
export function useAddInterest() {
  const applyInterests = useApplyInterests();
  return useMutation({ ...addInterestMutation(), onSuccess: applyInterests });
}

export function useRemoveInterest() {
  const applyInterests = useApplyInterests();
  return useMutation({ ...removeInterestMutation(), onSuccess: applyInterests });
}
