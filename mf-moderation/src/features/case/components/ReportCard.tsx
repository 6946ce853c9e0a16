import type { ModerationReport } from '@wishlist/contract/client/types.gen.ts';
import { Badge, Card, Text, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { formatWhen } from '../../../utils/format-when.ts';
import { REASON_LABELS } from '../../../utils/labels.ts';

/**
 * One report: who made it (and whether their account counted as credible), why, their note, and the evidence it
 * froze when it was made: the profile's fields and photos then, and the last messages between the two.
 */
export function ReportCard({ report, name }: { report: ModerationReport; name: string }) {
  const { reporter, evidence } = report;
  return (
    <Card as="article" aria-label={`Report by ${reporter.name}`}>
      <Line>
        <Reason>{REASON_LABELS[report.reason]}</Reason>
        {report.reviewed && <Badge>Reviewed</Badge>}
      </Line>
      <Text $size="sm">
        By <strong>{reporter.name}</strong>{' '}
        {reporter.credible ? <Badge $tone="success">Credible</Badge> : <Badge>Not credible</Badge>} ·{' '}
        {formatWhen(report.createdAt)}
      </Text>
      {report.note && <Note>“{report.note}”</Note>}
      <Evidence>
        <EvidenceTitle>The profile when reported</EvidenceTitle>
        <ProfileThen evidence={evidence} />
        <EvidenceTitle>Their messages</EvidenceTitle>
        <MessagesThen report={report} name={name} />
      </Evidence>
    </Card>
  );
}

/** The profile's fields and photos as the report froze them. */
function ProfileThen({ evidence: { profile, photos } }: { evidence: ModerationReport['evidence'] }) {
  return (
    <>
      <Fields>
        <dt>Name</dt>
        <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
        <dt>Born</dt>
        <dd>{profile.birthDate ?? 'not given'}</dd>
        <dt>Location</dt>
        <dd>{profile.location || '—'}</dd>
        <dt>Bio</dt>
        <dd>{profile.bio || '—'}</dd>
        {profile.instagramHandle && (
          <>
            <dt>Instagram</dt>
            <dd>@{profile.instagramHandle}</dd>
          </>
        )}
        {profile.interests.length > 0 && (
          <>
            <dt>Interests</dt>
            <dd>{profile.interests.join(', ')}</dd>
          </>
        )}
      </Fields>
      {photos.length > 0 && (
        <Photos>
          {photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={`Photo ${String(index + 1)} of ${profile.firstName} when reported`} />
            </a>
          ))}
        </Photos>
      )}
    </>
  );
}

/** The last messages between the reporter and the person, as the report froze them. */
function MessagesThen({ report: { reporter, evidence }, name }: { report: ModerationReport; name: string }) {
  if (evidence.messages.length === 0) {
    return (
      <Text $size="sm" $tone="muted">
        None: they had not written to each other.
      </Text>
    );
  }
  return (
    <Transcript aria-label={`Messages between ${reporter.name} and ${name}`}>
      {evidence.messages.map((message, index) => (
        <Bubble key={`${message.sentAt}-${String(index)}`} $mine={message.from === 'reporter'}>
          <Who>
            {message.from === 'reporter' ? reporter.name : name} · {formatWhen(message.sentAt)}
          </Who>
          {message.text}
        </Bubble>
      ))}
    </Transcript>
  );
}

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;
const Reason = styled.h3`
  color: ${theme.color.danger};
  font-size: ${theme.size.md};
  font-weight: 800;
`;
const Note = styled.blockquote`
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid ${theme.color.border};
  font-style: italic;
`;
const Evidence = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.color.border};
`;
const EvidenceTitle = styled.h4`
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: ${theme.size.sm};
  dt {
    color: ${theme.color.muted};
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Photos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(90px, 1fr));
  gap: 6px;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.tint};
  }
`;
const Transcript = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-height: 360px;
  margin: 0;
  padding: 8px;
  overflow-y: auto;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.background};
  list-style: none;
`;
/** The reporter's messages on the right, the reported person's on the left, as in their chat. */
const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 6px 10px;
  border-radius: ${theme.radius.sm};
  background: ${({ $mine }) => ($mine ? theme.color.tint : theme.color.surface)};
  font-size: ${theme.size.sm};
  overflow-wrap: anywhere;
`;
const Who = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 12px;
  font-weight: 700;
`;
