import { useQuery } from '@tanstack/react-query';
import { listRoleChangesOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/moderation/role-changes: who gave whom which role, newest first; asked only for admins. */
export function useRoleChanges(enabled: boolean) {
  return useQuery({ ...listRoleChangesOptions(), enabled });
}
