import { useMutation } from '@tanstack/react-query';
import { updateOwnProfileMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useApplyOwnProfile } from './apply-own-profile.ts';

/** Saves one's own details (name, date of birth, location, bio, Instagram handle). */
export function useUpdateOwnProfile() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...updateOwnProfileMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}
