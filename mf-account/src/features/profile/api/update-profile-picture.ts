import { useMutation } from '@tanstack/react-query';
import { updateProfilePictureMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useApplyOwnProfile } from '@wishlist/shared-data/own-profile';

/** Makes one of one's uploaded photos the profile picture. */
export function useUpdateProfilePicture() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...updateProfilePictureMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}
