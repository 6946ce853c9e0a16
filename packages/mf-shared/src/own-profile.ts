// The signed-in user's own profile (GET /api/profile), read by Discover (is it shown to other people yet?) and by
// the profile screen: one query, and so one cache entry.
import { useQuery } from '@tanstack/react-query';
import { getOwnProfileOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

export function useOwnProfile() {
  return useQuery(getOwnProfileOptions());
}
