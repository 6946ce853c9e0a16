import type { RoleChanges as RoleChangeList } from '@wishlist/contract/client/types.gen.ts';
import { QueryState, Text, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useIsAdmin } from '../../../api/desk.ts';
import { FormattedMessage, useIntl, useModerationWords } from '../../../i18n.ts';
import { useRefusalText } from '../../../utils/refusal.ts';
import { useRoleChanges } from '../api/list-role-changes.ts';

/** Under the audit log, for admins only: every change of a role, newest first (moderators see nothing of it). */
export function RoleChanges() {
  const isAdmin = useIsAdmin();
  const changes = useRoleChanges(isAdmin);
  const intl = useIntl();
  const refusalText = useRefusalText();
  if (!isAdmin) return null;
  return (
    <section aria-labelledby="role-changes">
      <SectionTitle id="role-changes">
        <FormattedMessage id="moderation.roles.title" />
      </SectionTitle>
      <QueryState
        query={changes}
        loadingText={intl.formatMessage({ id: 'moderation.roles.loading' })}
        errorTitle={intl.formatMessage({ id: 'moderation.roles.loadFailed' })}
        errorMessage={refusalText}
        empty={{
          when: (data) => data.changes.length === 0,
          title: intl.formatMessage({ id: 'moderation.roles.empty.title' }),
          text: intl.formatMessage({ id: 'moderation.roles.empty.text' }),
        }}
      >
        {(data) => <RoleChangeRows changes={data.changes} />}
      </QueryState>
    </section>
  );
}

export function RoleChangeRows({ changes }: RoleChangeList) {
  const intl = useIntl();
  const words = useModerationWords();
  const role = (name: string) => intl.formatMessage({ id: 'moderation.roles.role' }, { role: name });
  return (
    <Rows>
      {changes.map((change) => {
        const roles = { before: role(change.before), after: role(change.after) };
        return (
          <Row
            key={`${change.accountId}-${change.at}`}
            aria-label={intl.formatMessage(
              { id: 'moderation.roles.changeLabel' },
              { username: change.username, ...roles },
            )}
          >
            <Text $weight={700}>
              <FormattedMessage
                id="moderation.roles.change"
                values={{ username: <bdi>{change.username}</bdi>, ...roles }}
              />
            </Text>
            <Text $size="xs" $tone="muted">
              <FormattedMessage
                id="moderation.audit.by"
                values={{
                  moderator: <bdi>{change.changedBy}</bdi>,
                  when: <time dateTime={change.at}>{words.when(change.at)}</time>,
                }}
              />
            </Text>
          </Row>
        );
      })}
    </Rows>
  );
}

const SectionTitle = styled.h2`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  font-family: ${theme.font.display};
  font-size: ${theme.size.md};
  font-weight: 800;
`;
const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
