import { useMutation } from '@tanstack/react-query';
import {
  removeIntroVideoMutation,
  updateIntroVideoMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useApplyOwnProfile } from '@wishlist/shared-data/own-profile';

/** Makes an uploaded video one's introduction video. */
export function useUpdateIntroVideo() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...updateIntroVideoMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}

/** Removes one's introduction video (DELETE /api/profile/video): it is deleted from the store. */
export function useRemoveIntroVideo() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...removeIntroVideoMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}
