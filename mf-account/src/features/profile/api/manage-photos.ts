import { useMutation } from '@tanstack/react-query';
import {
  describeProfilePhotoMutation,
  removeProfilePhotoMutation,
  reorderProfilePhotosMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useApplyOwnProfile } from '@wishlist/shared-data/own-profile';

/** Deletes one of one's photos (DELETE /api/profile/photos?imageURL=…). */
export function useRemoveProfilePhoto() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...removeProfilePhotoMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}

/** Says what one of one's photos shows (PUT /api/profile/photos/description): its text for everyone else. */
export function useDescribeProfilePhoto() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...describeProfilePhotoMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}

/** Puts one's photos in a new order (PUT /api/profile/photos, the stored order). */
export function useReorderProfilePhotos() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...reorderProfilePhotosMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}
