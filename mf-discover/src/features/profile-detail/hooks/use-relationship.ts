import { useMatches } from '../../../api/list-matches.ts';
import { useWishlist } from '@wishlist/shared-data/wishlist';

/** How the signed-in user stands with a person: a match, in their wishlist, or neither (yet). */
export type Relationship = 'match' | 'wishlist' | 'none';

/** From the wishlist and the matches the app already reads; 'none' until they have loaded. */
export function useRelationship(userId: string, profileId: string): Relationship {
  const wishlist = useWishlist(userId);
  const matches = useMatches(userId);
  if (matches.data?.matches.some((match) => match.profile.id === profileId)) return 'match';
  if (wishlist.data?.wishlist.some((entry) => entry.profile.id === profileId)) return 'wishlist';
  return 'none';
}
