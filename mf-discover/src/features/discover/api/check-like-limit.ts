import { checkLikeLimitMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useUnobservedMutation } from '../../../lib/use-unobserved-mutation.ts';

/**
 * POST /api/check-like-limit/{userId}: resolves while a like is left today; fails (429) when none is. Sent even
 * offline (`networkMode: 'always'`), so a like fails at once and says so instead of waiting for the network.
 */
export function useCheckLikeLimit(userId: string) {
  const check = useUnobservedMutation({ ...checkLikeLimitMutation(), networkMode: 'always' });
  return { check: () => check({ path: { userId } }) };
}
