import type { AuditEntry } from '@wishlist/contract/client/types.gen.ts';
import { Text, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormattedMessage, useIntl, useModerationWords } from '../i18n.ts';

/** Between the parts of an entry's first line. */
const SEPARATOR = '·';

/** What an entry's details add to its action: '7 days', the corrected birth date. */
function useDetailsText(): (entry: AuditEntry) => string | undefined {
  const intl = useIntl();
  return ({ action, details }) => {
    const facts = details as { days?: number; before?: string; after?: string };
    if (action === 'suspend' && facts.days)
      return intl.formatMessage({ id: 'moderation.audit.days' }, { days: facts.days });
    if (action === 'correct-birth-date' && facts.after)
      return intl.formatMessage(
        { id: 'moderation.audit.birthDate' },
        { before: facts.before ?? intl.formatMessage({ id: 'moderation.audit.unknownDate' }), after: facts.after },
      );
    return undefined;
  };
}

/**
 * Actions as the audit log lists them: what, whom (linked to the case, unless `whom` is left out), who, when, why. The
 * link is stretched over its whole entry, so a finger finds it (a name alone is a line of text high).
 */
export function AuditList({ entries, whom = true }: { entries: AuditEntry[]; whom?: boolean }) {
  const intl = useIntl();
  const words = useModerationWords();
  const detailsText = useDetailsText();
  return (
    <Entries>
      {entries.map((entry) => {
        const extra = detailsText(entry);
        const action = words.action(entry.action);
        return (
          <Entry
            key={entry.id}
            aria-label={intl.formatMessage({ id: 'moderation.action.on' }, { action, name: entry.profileName })}
          >
            <Line>
              <strong>{action}</strong>
              {extra && (
                <span>
                  <FormattedMessage id="moderation.audit.details" values={{ details: extra }} />
                </span>
              )}
              {whom && (
                <>
                  <span aria-hidden="true">{SEPARATOR}</span>
                  <Link to={`/moderation/reports/${entry.profileId}`}>
                    <bdi>{entry.profileName}</bdi>
                  </Link>
                </>
              )}
            </Line>
            <Text $size="sm" $leading={1.45} dir="auto">
              {entry.reason}
            </Text>
            <Text $size="xs" $tone="muted">
              <FormattedMessage
                id="moderation.audit.by"
                values={{
                  moderator: <bdi>{entry.moderator.name}</bdi>,
                  when: <time dateTime={entry.createdAt}>{words.when(entry.createdAt)}</time>,
                }}
              />
            </Text>
          </Entry>
        );
      })}
    </Entries>
  );
}

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Entry = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 6px;
  a {
    font-weight: 700;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;
