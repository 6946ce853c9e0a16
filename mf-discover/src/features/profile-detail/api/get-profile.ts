import { useQuery } from '@tanstack/react-query';
import { getProfileOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/profiles/{id}: another person's profile. */
export function useProfile(id: string) {
  return useQuery(getProfileOptions({ path: { id } }));
}
