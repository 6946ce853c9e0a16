import type { RoleChanges as RoleChangeList } from '@wishlist/contract/client/types.gen.ts';
import { QueryState, Text, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useIsAdmin } from '../../../api/desk.ts';
import { formatWhen } from '../../../utils/format-when.ts';
import { refusalText } from '../../../utils/refusal.ts';
import { useRoleChanges } from '../api/list-role-changes.ts';

/** Under the audit log, for admins only: every change of a role, newest first (moderators see nothing of it). */
export function RoleChanges() {
  const isAdmin = useIsAdmin();
  const changes = useRoleChanges(isAdmin);
  if (!isAdmin) return null;
  return (
    <section aria-labelledby="role-changes">
      <SectionTitle id="role-changes">Role changes</SectionTitle>
      <QueryState
        query={changes}
        loadingText="Loading the role changes..."
        errorTitle="We couldn't load the role changes"
        errorMessage={refusalText}
        empty={{
          when: (data) => data.changes.length === 0,
          title: 'No role changes yet',
          text: 'Each role given or taken with npm run moderation is listed here.',
        }}
      >
        {(data) => <RoleChangeRows changes={data.changes} />}
      </QueryState>
    </section>
  );
}

export function RoleChangeRows({ changes }: RoleChangeList) {
  return (
    <Rows>
      {changes.map((change) => (
        <Row
          key={`${change.accountId}-${change.at}`}
          aria-label={`${change.username}: ${change.before} to ${change.after}`}
        >
          <Text $weight={700}>
            {change.username}: {change.before} → {change.after}
          </Text>
          <Text $size="xs" $tone="muted">
            by {change.changedBy} · <time dateTime={change.at}>{formatWhen(change.at)}</time>
          </Text>
        </Row>
      ))}
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
