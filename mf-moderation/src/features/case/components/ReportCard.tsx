import type { ModerationReport } from '@wishlist/contract/client/types.gen.ts';
import { Badge, Card, Text, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl, useModerationWords } from '../../../i18n.ts';
import type english from '../../../messages/en.json';

/** A field the profile left empty. */
const NOTHING = '—';

/**
 * One report: who made it (and whether their account counted as credible), why, their note, and the evidence it
 * froze when it was made: the profile's fields and photos then, and the last messages between the two.
 */
export function ReportCard({ report, name }: { report: ModerationReport; name: string }) {
  const { reporter, evidence } = report;
  const intl = useIntl();
  const words = useModerationWords();
  return (
    <Card as="article" aria-label={intl.formatMessage({ id: 'moderation.report.label' }, { name: reporter.name })}>
      <Line>
        <Reason>{words.reason(report.reason)}</Reason>
        {report.reviewed && (
          <Badge>
            <FormattedMessage id="moderation.report.reviewed" />
          </Badge>
        )}
      </Line>
      <Text $size="sm">
        <FormattedMessage
          id="moderation.report.byLine"
          values={{
            strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
            name: <bdi>{reporter.name}</bdi>,
            credibility: reporter.credible ? (
              <Badge $tone="success">
                <FormattedMessage id="moderation.report.credible" />
              </Badge>
            ) : (
              <Badge>
                <FormattedMessage id="moderation.report.notCredible" />
              </Badge>
            ),
            when: words.when(report.createdAt),
          }}
        />
      </Text>
      {report.note && (
        <Note dir="auto">
          <FormattedMessage id="moderation.quoted" values={{ text: report.note }} />
        </Note>
      )}
      <Evidence>
        <EvidenceTitle>
          <FormattedMessage id="moderation.report.profileThen" />
        </EvidenceTitle>
        <ProfileThen evidence={evidence} />
        <EvidenceTitle>
          <FormattedMessage id="moderation.report.messagesThen" />
        </EvidenceTitle>
        <MessagesThen report={report} name={name} />
      </Evidence>
    </Card>
  );
}

/** A field of the profile as the report froze it: what the person wrote, isolated from the page's direction. */
function Field({ term, children }: { term: keyof typeof english; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={term} />
      </dt>
      <dd>
        <bdi>{children}</bdi>
      </dd>
    </>
  );
}

/** The profile's fields and photos as the report froze them. */
function ProfileThen({ evidence: { profile, photos } }: { evidence: ModerationReport['evidence'] }) {
  const intl = useIntl();
  const words = useModerationWords();
  return (
    <>
      <Fields>
        <Field term="moderation.report.field.name">{`${profile.firstName} ${profile.lastName}`.trim()}</Field>
        <Field term="moderation.report.field.born">
          {profile.birthDate ?? intl.formatMessage({ id: 'moderation.report.notGiven' })}
        </Field>
        <Field term="moderation.report.field.location">{profile.location || NOTHING}</Field>
        <Field term="moderation.report.field.bio">{profile.bio || NOTHING}</Field>
        {profile.instagramHandle && (
          <Field term="moderation.report.field.instagram">
            <FormattedMessage id="moderation.report.instagramHandle" values={{ handle: profile.instagramHandle }} />
          </Field>
        )}
        {profile.interests.length > 0 && (
          <Field term="moderation.report.field.interests">{words.list(profile.interests)}</Field>
        )}
      </Fields>
      {photos.length > 0 && (
        <Photos>
          {photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                alt={intl.formatMessage(
                  { id: 'moderation.report.photoAlt' },
                  { number: index + 1, name: profile.firstName },
                )}
              />
            </a>
          ))}
        </Photos>
      )}
    </>
  );
}

/** The last messages between the reporter and the person, as the report froze them. */
function MessagesThen({ report: { reporter, evidence }, name }: { report: ModerationReport; name: string }) {
  const intl = useIntl();
  const words = useModerationWords();
  if (evidence.messages.length === 0) {
    return (
      <Text $size="sm" $tone="muted">
        <FormattedMessage id="moderation.report.noMessages" />
      </Text>
    );
  }
  return (
    <Transcript
      aria-label={intl.formatMessage({ id: 'moderation.report.messagesLabel' }, { reporter: reporter.name, name })}
    >
      {evidence.messages.map((message, index) => (
        <Bubble key={`${message.sentAt}-${String(index)}`} $mine={message.from === 'reporter'}>
          <Who>
            <FormattedMessage
              id="moderation.report.messageFrom"
              values={{
                name: <bdi>{message.from === 'reporter' ? reporter.name : name}</bdi>,
                when: words.when(message.sentAt),
              }}
            />
          </Who>
          <bdi>{message.text}</bdi>
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
  border-inline-start: 4px solid ${theme.color.border};
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
/**
 * The reporter's messages at the line's end (the right in English, the left in Arabic), the reported person's at its
 * start, as in their chat.
 */
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
