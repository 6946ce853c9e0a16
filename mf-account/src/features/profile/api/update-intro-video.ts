import { useMutation } from '@tanstack/react-query';
import { updateIntroVideoMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useApplyOwnProfile } from '@wishlist/mf-shared/own-profile';

/** Makes an uploaded video one's introduction video. */
export function useUpdateIntroVideo() {
  const applyOwnProfile = useApplyOwnProfile();
  return useMutation({ ...updateIntroVideoMutation(), onSuccess: ({ profile }) => applyOwnProfile(profile) });
}
