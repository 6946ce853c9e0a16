import { useQuery } from '@tanstack/react-query';
import { getWishlistOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/wishlist/{userId}: the people the user added, newest first. */
export function useWishlist(userId: string) {
  return useQuery(getWishlistOptions({ path: { userId } }));
}
