import { useQuery } from '@tanstack/react-query';
import { getWishlistOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** The people the user added, newest first (the same cache entry the Wishlist screen reads). */
export function useWishlist(userId: string) {
  return useQuery(getWishlistOptions({ path: { userId } }));
}
