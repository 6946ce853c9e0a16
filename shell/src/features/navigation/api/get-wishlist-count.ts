import { useQuery } from '@tanstack/react-query';
import { getWishlistOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * How many people are on the user's wishlist, for the navigation badge. The same query (and cache entry) as the
 * Wishlist screen's, so adding or removing someone anywhere moves the badge.
 */
export function useWishlistCount(userId: string | undefined): number {
  const { data } = useQuery({ ...getWishlistOptions({ path: { userId: userId ?? '' } }), enabled: userId !== undefined });
  return data?.wishlist.length ?? 0;
}
