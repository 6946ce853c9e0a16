import { useMutation } from '@tanstack/react-query';
import { checkLikeLimitMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** POST /api/check-like-limit/{userId}: resolves while a like is left today; fails (429) when none is. */
export function useCheckLikeLimit(userId: string) {
  const mutation = useMutation(checkLikeLimitMutation());
  return {
    check: () => mutation.mutateAsync({ path: { userId } }),
    isPending: mutation.isPending,
  };
}
