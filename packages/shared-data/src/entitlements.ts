// What the signed-in user's plan allows and what is used (GET /api/entitlements): the one read behind every
// locked feature and every "left" count on the screens of all remotes.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  getEntitlementsOptions,
  getEntitlementsQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';

export function useEntitlements() {
  return useQuery(getEntitlementsOptions());
}

/** After a like, a super like, a boost or a payment: the counts or the plan changed. */
export function refreshEntitlements(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: getEntitlementsQueryKey() });
}

/** What is left of a limit: null when unlimited, 0 when the plan has none or it is used up. */
function left(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

export const superLikesLeft = ({ limits, used }: Entitlements) => left(limits.superLikesPerDay, used.superLikesToday);
export const boostsLeft = ({ limits, used }: Entitlements) => left(limits.boostsPerMonth, used.boostsThisMonth);

/** The plan has the limited feature at all (a limit of 0 means it does not). */
export const hasSuperLikes = ({ limits }: Entitlements) => limits.superLikesPerDay !== 0;
export const hasBoosts = ({ limits }: Entitlements) => limits.boostsPerMonth !== 0;
