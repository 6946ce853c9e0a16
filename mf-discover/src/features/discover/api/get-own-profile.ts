import { useQuery } from '@tanstack/react-query';
import { getOwnProfileOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/profile: the signed-in user's own profile (is it shown to other people yet?). */
export function useOwnProfile() {
  return useQuery(getOwnProfileOptions());
}
