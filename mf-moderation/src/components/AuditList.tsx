import type { AuditEntry } from '@wishlist/contract/client/types.gen.ts';
import { Text, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatWhen } from '../utils/format-when.ts';
import { ACTION_LABELS } from '../utils/labels.ts';

/** What an entry's details add to its action: '7 days', the corrected birth date. */
function detailsText({ action, details }: AuditEntry): string | undefined {
  const facts = details as { days?: number; before?: string; after?: string };
  if (action === 'suspend' && facts.days) return `${String(facts.days)} ${facts.days === 1 ? 'day' : 'days'}`;
  if (action === 'correct-birth-date' && facts.after) return `${facts.before ?? '?'} → ${facts.after}`;
  return undefined;
}

/**
 * Actions as the audit log lists them: what, whom (linked to the case, unless `whom` is left out), who, when, why. The
 * link is stretched over its whole entry, so a finger finds it (a name alone is a line of text high).
 */
export function AuditList({ entries, whom = true }: { entries: AuditEntry[]; whom?: boolean }) {
  return (
    <Entries>
      {entries.map((entry) => {
        const extra = detailsText(entry);
        return (
          <Entry key={entry.id} aria-label={`${ACTION_LABELS[entry.action]}: ${entry.profileName}`}>
            <Line>
              <strong>{ACTION_LABELS[entry.action]}</strong>
              {extra && <span>({extra})</span>}
              {whom && (
                <>
                  <span>·</span>
                  <Link to={`/moderation/reports/${entry.profileId}`}>{entry.profileName}</Link>
                </>
              )}
            </Line>
            <Text $size="sm" $leading={1.45}>
              {entry.reason}
            </Text>
            <Text $size="xs" $tone="muted">
              by {entry.moderator.name} · <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
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
