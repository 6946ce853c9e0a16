import { Button, LoadingState, QueryState } from '@wishlist/ui';
import { AuditList } from '../../../components/AuditList.tsx';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { refusalText } from '../../../utils/refusal.ts';
import { useAuditLog } from '../api/list-audit.ts';
import { RoleChanges } from './RoleChanges.tsx';

/**
 * /moderation/audit — every moderation action, newest first: what, whom, who, when, why; older ones on demand. For
 * admins, the role changes below it.
 */
export function AuditScreen() {
  const audit = useAuditLog();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = audit;
  return (
    <ConsoleLayout title="Audit Log">
      <QueryState
        query={audit}
        loadingText="Loading the audit log..."
        errorTitle="We couldn't load the audit log"
        errorMessage={refusalText}
        empty={{
          when: (data) => data.pages.every((page) => page.entries.length === 0),
          title: 'Nothing yet',
          text: 'Every action a moderator takes (dismiss, warn, remove, suspend, ban, approve) is listed here.',
        }}
      >
        {(data) => (
          <>
            <AuditList entries={data.pages.flatMap((page) => page.entries)} />
            {isFetchingNextPage ? (
              <LoadingState text="Loading older actions..." />
            ) : (
              hasNextPage && (
                <Button variant="secondary" onClick={() => void fetchNextPage()}>
                  Older actions
                </Button>
              )
            )}
          </>
        )}
      </QueryState>
      <RoleChanges />
    </ConsoleLayout>
  );
}
