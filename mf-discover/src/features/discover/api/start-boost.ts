import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startBoostMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { refreshEntitlements } from '@wishlist/shared-data/entitlements';

/** POST /api/boosts: 30 minutes first in other people's feeds; the entitlements then tell when it ends. */
export function useStartBoost() {
  const queryClient = useQueryClient();
  return useMutation({ ...startBoostMutation(), onSettled: () => refreshEntitlements(queryClient) });
}
