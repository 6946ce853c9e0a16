import { useMutation } from '@tanstack/react-query';
import { addProfilePhotoMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useApplyOwnProfile } from '@wishlist/shared-data/own-profile';

/** Puts an uploaded photo among one's photos. */
export function useAddProfilePhoto() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...addProfilePhotoMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}
