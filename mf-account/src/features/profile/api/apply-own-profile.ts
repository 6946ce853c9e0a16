import { useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, OwnProfileResponse } from '@wishlist/contract/client';
import { getOwnProfileQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { getSessionUser, setSessionUser } from '@wishlist/mf-shared/session';
import { useCallback } from 'react';

/**
 * Takes a changed own profile (every profile operation answers it): into the cache, and into the stored user,
 * whose name, age, bio, photos and interests the other screens read (spec §3).
 */
export function useApplyOwnProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: OwnProfile) => {
      queryClient.setQueryData<OwnProfileResponse>(getOwnProfileQueryKey(), { profile });
      const user = getSessionUser();
      if (!user) return;
      const { firstName, lastName, age, bio, profilePhoto, interests, instagramPhotos } = profile;
      setSessionUser({ ...user, firstName, lastName, age, bio, profilePhoto, interests, instagramPhotos });
    },
    [queryClient],
  );
}
