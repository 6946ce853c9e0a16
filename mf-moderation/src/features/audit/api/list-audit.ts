import { useInfiniteQuery } from '@tanstack/react-query';
import { listModerationAuditInfiniteOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/moderation/audit, page by page: every moderation action, newest first. */
export function useAuditLog() {
  return useInfiniteQuery({
    ...listModerationAuditInfiniteOptions(),
    initialPageParam: {},
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
