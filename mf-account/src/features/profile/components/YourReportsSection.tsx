import type { MyReport } from '@wishlist/contract/client/types.gen.ts';
import { Badge, ListStack, QueryState, Text } from '@wishlist/ui';
import styled from 'styled-components';
import { useMyReports } from '../api/decisions.ts';
import { Section, SectionText } from './Section.tsx';

const STATUS = {
  received: { label: 'Received', tone: 'neutral' },
  'under-review': { label: 'Under review', tone: 'gold' },
  decided: { label: 'Decided', tone: 'success' },
} as const;

const day = (at: string) =>
  new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "Your reports": each report the user made, received → under review → decided, with the outcome in one line. */
export function YourReportsSection() {
  const reports = useMyReports();
  return (
    <Section title="Your reports">
      <QueryState query={reports} loadingText="Loading..." errorTitle="We couldn't load your reports">
        {({ reports: made }) =>
          made.length === 0 ? (
            <SectionText>None. When you report someone, you can follow it here until a moderator decides.</SectionText>
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
  return (
    <Row aria-label={`Report about ${report.name}`}>
      <Line>
        <Text $weight={800}>{report.name || 'Someone'}</Text>
        <Badge $tone={status.tone}>{status.label}</Badge>
      </Line>
      <Text $size="xs" $tone="muted">
        Reported {day(report.createdAt)}
        {report.decidedAt && `, decided ${day(report.decidedAt)}`}
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
