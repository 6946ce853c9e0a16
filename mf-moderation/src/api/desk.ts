import { useQuery } from '@tanstack/react-query';
import { getModerationDeskOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/moderation/desk: the viewer's role; for admins, burst alerts and actions on admins awaiting them. */
export function useModerationDesk() {
  return useQuery(getModerationDeskOptions());
}

/** Whether the viewer is an admin (unknown until the desk has loaded: not one). */
export const useIsAdmin = () => useModerationDesk().data?.role === 'admin';
