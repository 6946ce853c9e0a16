import { Button, LoadingState, QueryState } from '@wishlist/ui';
import { AuditList } from '../../../components/AuditList.tsx';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { useRefusalText } from '../../../utils/refusal.ts';
import { useAuditLog } from '../api/list-audit.ts';
import { RoleChanges } from './RoleChanges.tsx';

/**
 * /moderation/audit — every moderation action, newest first: what, whom, who, when, why; older ones on demand. For
 * admins, the role changes below it.
 */
export function AuditScreen() {
  const audit = useAuditLog();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = audit;
  const intl = useIntl();
  const refusalText = useRefusalText();
  return (
    <ConsoleLayout title={intl.formatMessage({ id: 'moderation.audit.title' })}>
      <QueryState
        query={audit}
        loadingText={intl.formatMessage({ id: 'moderation.audit.loading' })}
        errorTitle={intl.formatMessage({ id: 'moderation.audit.loadFailed' })}
        errorMessage={refusalText}
        empty={{
          when: (data) => data.pages.every((page) => page.entries.length === 0),
          title: intl.formatMessage({ id: 'moderation.audit.empty.title' }),
          text: intl.formatMessage({ id: 'moderation.audit.empty.text' }),
        }}
      >
        {(data) => (
          <>
            <AuditList entries={data.pages.flatMap((page) => page.entries)} />
            {isFetchingNextPage ? (
              <LoadingState text={intl.formatMessage({ id: 'moderation.audit.loadingOlder' })} />
            ) : (
              hasNextPage && (
                <Button variant="secondary" onClick={() => void fetchNextPage()}>
                  <FormattedMessage id="moderation.audit.older" />
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
