// The signed-in user's own profile (GET /api/profile), read by Discover (its onboarding, and is it shown to other
// people yet?) and by the profile screen: one query, and so one cache entry; and the one way a change of it is taken.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, OwnProfileResponse } from '@wishlist/contract/client';
import {
  getOwnProfileOptions,
  getOwnProfileQueryKey,
  listProfilesInfiniteQueryKey,
  updateOwnProfileMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useCallback } from 'react';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { getSessionUser, setSessionUser } from '@wishlist/app-runtime/session';

export function useOwnProfile() {
  return useQuery(getOwnProfileOptions());
}

/**
 * What of the own profile decides whom the feed shows: "show me" (both ways), the location, the filters (their
 * dealbreakers included), interests, and the intention (others' dealbreakers, under the two-way switch).
 */
const feedChoices = ({ gender, showMe, coordinates, filters, interests, intention }: OwnProfile) =>
  JSON.stringify([gender, showMe, coordinates, filters, filters.commonInterests && interests, intention]);

/**
 * Takes a changed own profile (every profile operation answers it): into the cache, and into the stored user,
 * whose name, age, bio, photos and interests the other screens read (spec §3). When it changes whom the feed
 * shows, every loaded feed starts over (the deck shows the new choice at once, without a reload).
 */
export function useApplyOwnProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: OwnProfile) => {
      const before = queryClient.getQueryData<OwnProfileResponse>(getOwnProfileQueryKey())?.profile;
      queryClient.setQueryData<OwnProfileResponse>(getOwnProfileQueryKey(), { profile });
      if (before && feedChoices(before) !== feedChoices(profile))
        void queryClient.resetQueries({ queryKey: listProfilesInfiniteQueryKey() });
      const user = getSessionUser();
      if (!user) return;
      const { firstName, lastName, age, bio, profilePhoto, interests, instagramPhotos } = profile;
      setSessionUser({ ...user, firstName, lastName, age, bio, profilePhoto, interests, instagramPhotos });
    },
    [queryClient],
  );
}

/**
 * PATCH /api/profile: saves one's own details (name, date of birth, gender, "show me", location, bio, handle) and the
 * feed's filters.
 */
export function useUpdateOwnProfile() {
  const applyOwnProfile = useApplyOwnProfile();
  const queryClient = useQueryClient();
  return useMutation({
    ...updateOwnProfileMutation(),
    onSuccess: ({ profile }) => applyOwnProfile(profile),
    // An under-18 birth date is refused and remembered by the server: read the profile again, whose
    // `underAgeDeclared` now closes the app to this account (Discover says why).
    onError: (error) => {
      if (isApiError(error, 'TOO_YOUNG', 'UNDER_AGE_DECLARED'))
        void queryClient.invalidateQueries({ queryKey: getOwnProfileQueryKey() });
    },
  });
}
