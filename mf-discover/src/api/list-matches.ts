import { useQuery } from '@tanstack/react-query';
import { listMatchesOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/matches/{userId}: the people who added the user back, newest match first. */
export function useMatches(userId: string) {
  return useQuery(listMatchesOptions({ path: { userId } }));
}
