import type { ModerationCaseSummary } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, CheckIcon, QueryState, Text, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { StandingBadge } from '../../../components/StandingBadge.tsx';
import { formatWhen } from '../../../utils/format-when.ts';
import { REASON_LABELS } from '../../../utils/labels.ts';
import { refusalText } from '../../../utils/refusal.ts';
import { useReportQueue } from '../api/list-reports.ts';

/**
 * /moderation — the people with open reports, worst first (the server's order: under-18 and harassment before
 * spam, then held people, then credible reporters). Each case opens the person's reports and evidence.
 */
export function QueueScreen() {
  const queue = useReportQueue();
  return (
    <ConsoleLayout title="Reports">
      <QueryState
        query={queue}
        loadingText="Loading the reports..."
        errorTitle="We couldn't load the reports"
        errorMessage={refusalText}
        empty={{
          when: (data) => data.cases.length === 0,
          icon: <CheckIcon size={32} />,
          title: 'No open reports',
          text: 'Every report has been reviewed. New ones show up here, worst first.',
        }}
      >
        {(data) => (
          <Cases aria-label="Reported people">
            {data.cases.map((summary) => (
              <li key={summary.profileId}>
                <CaseCard summary={summary} />
              </li>
            ))}
          </Cases>
        )}
      </QueryState>
    </ConsoleLayout>
  );
}

/**
 * A reported person: the link is their name, named by what it shows (WCAG 2.5.3), and stretched over the whole card so
 * a finger finds it; the card's other facts are read after it.
 */
function CaseCard({ summary }: { summary: ModerationCaseSummary }) {
  const { profileId, name, photoURL, standing, worstReason, reasons, reports, reporters, credibleReporters } = summary;
  return (
    <Card>
      <Avatar name={name} src={photoURL} size={52} decorative />
      <Facts>
        <Line>
          <Name to={`/moderation/reports/${profileId}`}>{name}</Name>
          <StandingBadge standing={standing} />
        </Line>
        <Worst>{REASON_LABELS[worstReason]}</Worst>
        {reasons.length > 1 && (
          <Text $size="sm" $tone="muted">
            Also:{' '}
            {reasons
              .filter((reason) => reason !== worstReason)
              .map((reason) => REASON_LABELS[reason])
              .join(', ')}
          </Text>
        )}
        <Text $size="sm" $tone="muted">
          {reports} {reports === 1 ? 'report' : 'reports'} from {reporters} {reporters === 1 ? 'person' : 'people'},{' '}
          {credibleReporters} credible · last {formatWhen(summary.lastReportedAt)}
        </Text>
      </Facts>
    </Card>
  );
}

/** One column on a phone; as many 360 px columns as a desktop holds. */
const Cases = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Card = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  height: 100%;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;
const Facts = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: 4px;
`;
const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;
const Name = styled(Link)`
  overflow: hidden;
  font-weight: 800;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.color.focus};
  }
`;
const Worst = styled.span`
  color: ${theme.color.danger};
  font-weight: 800;
`;
