import type { MyReport } from '@wishlist/contract/client/types.gen.ts';
import { Badge, ListStack, QueryState, Text } from '@wishlist/ui';
import styled from 'styled-components';
import { useMyReports } from '../api/decisions.ts';
import { Section, SectionText } from './Section.tsx';
import { useDay, useIntl } from '../../../i18n.ts';

const STATUS = {
  received: { label: 'profile.reports.received', tone: 'neutral' },
  'under-review': { label: 'profile.reports.underReview', tone: 'gold' },
  decided: { label: 'profile.reports.decided', tone: 'success' },
} as const;

/** "Your reports": each report the user made, received → under review → decided, with the outcome in one line. */
export function YourReportsSection() {
  const intl = useIntl();
  const reports = useMyReports();
  return (
    <Section title={intl.formatMessage({ id: 'profile.reports.title' })}>
      <QueryState
        query={reports}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        errorTitle={intl.formatMessage({ id: 'profile.reports.loadFailed' })}
      >
        {({ reports: made }) =>
          made.length === 0 ? (
            <SectionText>{intl.formatMessage({ id: 'profile.reports.none' })}</SectionText>
          ) : (
            <ListStack $gap="sm">
              {made.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </ListStack>
          )
        }
      </QueryState>
    </Section>
  );
}

function ReportRow({ report }: { report: MyReport }) {
  const status = STATUS[report.status];
  const intl = useIntl();
  const day = useDay();
  return (
    <Row aria-label={intl.formatMessage({ id: 'profile.reports.label' }, { name: report.name })}>
      <Line>
        <Text $weight={800}>{report.name || intl.formatMessage({ id: 'profile.reports.someone' })}</Text>
        <Badge $tone={status.tone}>{intl.formatMessage({ id: status.label })}</Badge>
      </Line>
      <Text $size="xs" $tone="muted">
        {report.decidedAt
          ? intl.formatMessage(
              { id: 'profile.reports.reportedDecided' },
              { date: day(report.createdAt), decided: day(report.decidedAt) },
            )
          : intl.formatMessage({ id: 'profile.reports.reported' }, { date: day(report.createdAt) })}
      </Text>
      {report.outcome && <Text $size="sm">{report.outcome}</Text>}
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
