import type { ModerationCaseSummary } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, CheckIcon, QueryState, Text, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { StandingBadge } from '../../../components/StandingBadge.tsx';
import { FormattedMessage, useIntl, useModerationWords } from '../../../i18n.ts';
import { useRefusalText } from '../../../utils/refusal.ts';
import { useReportQueue } from '../api/list-reports.ts';

/**
 * /moderation — the people with open reports, worst first (the server's order: under-18 and harassment before
 * spam, then held people, then credible reporters). Each case opens the person's reports and evidence.
 */
export function QueueScreen() {
  const queue = useReportQueue();
  const intl = useIntl();
  const refusalText = useRefusalText();
  return (
    <ConsoleLayout title={intl.formatMessage({ id: 'moderation.queue.title' })}>
      <QueryState
        query={queue}
        loadingText={intl.formatMessage({ id: 'moderation.queue.loading' })}
        errorTitle={intl.formatMessage({ id: 'moderation.queue.loadFailed' })}
        errorMessage={refusalText}
        empty={{
          when: (data) => data.cases.length === 0,
          icon: <CheckIcon size={32} />,
          title: intl.formatMessage({ id: 'moderation.queue.empty.title' }),
          text: intl.formatMessage({ id: 'moderation.queue.empty.text' }),
        }}
      >
        {(data) => (
          <Cases aria-label={intl.formatMessage({ id: 'moderation.queue.list' })}>
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
  const words = useModerationWords();
  return (
    <Card>
      <Avatar name={name} src={photoURL} size={52} decorative />
      <Facts>
        <Line>
          <Name to={`/moderation/reports/${profileId}`}>
            <bdi>{name}</bdi>
          </Name>
          <StandingBadge standing={standing} />
        </Line>
        <Worst>{words.reason(worstReason)}</Worst>
        {reasons.length > 1 && (
          <Text $size="sm" $tone="muted">
            <FormattedMessage
              id="moderation.queue.also"
              values={{
                reasons: words.list(reasons.filter((reason) => reason !== worstReason).map(words.reason)),
              }}
            />
          </Text>
        )}
        <Text $size="sm" $tone="muted">
          <FormattedMessage
            id="moderation.queue.counts"
            values={{
              reports,
              reporters,
              credible: credibleReporters,
              when: words.when(summary.lastReportedAt),
            }}
          />
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
