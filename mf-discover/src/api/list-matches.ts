import { useQuery } from '@tanstack/react-query';
import { listMatchesOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * GET /api/matches/{userId}: the people who added the user back, newest match first, each saying whether the user
 * opened its conversation yet. The event stream and opening a conversation refresh it.
 */
export function useMatches(userId: string, enabled = true) {
  return useQuery({ ...listMatchesOptions({ path: { userId } }), enabled });
}
