import { useMutation } from '@tanstack/react-query';
import { checkLikeLimitMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * POST /api/check-like-limit/{userId}: resolves while a like is left today; fails (429) when none is. Sent even
 * offline (`networkMode: 'always'`), so a like fails at once and says so instead of waiting for the network.
 */
export function useCheckLikeLimit(userId: string) {
  const mutation = useMutation({ ...checkLikeLimitMutation(), networkMode: 'always' });
  return {
    check: () => mutation.mutateAsync({ path: { userId } }),
    isPending: mutation.isPending,
  };
}
