// The people the user added, newest first (GET /api/wishlist/{userId}): one query, and so one cache entry, for the
// Wishlist screen, the profile's preview and the navigation's badge, so adding or removing someone anywhere shows
// everywhere.
import { useQuery } from '@tanstack/react-query';
import { getWishlistOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** The user's wishlist; idle while nobody is signed in. */
export function useWishlist(userId: string | undefined) {
  return useQuery({ ...getWishlistOptions({ path: { userId: userId ?? '' } }), enabled: userId !== undefined });
}
