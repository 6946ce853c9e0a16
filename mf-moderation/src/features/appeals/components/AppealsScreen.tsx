import type { ModerationAppeal } from '@wishlist/contract/client/types.gen.ts';
import { Button, Card, CheckIcon, ListStack, QueryState, Text, TextArea, theme, toast } from '@wishlist/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { FormattedMessage, useIntl, useModerationWords } from '../../../i18n.ts';
import { useRefusalText } from '../../../utils/refusal.ts';
import { useAppeals, useDecideAppeal } from '../api/appeals.ts';

const REASON_MAX = 500;

/**
 * /moderation/appeals — people's appeals of decisions about them, oldest first. A moderator other than the one who
 * decided upholds or reverses each, with a reason the person reads; a reversal gives back what the decision took.
 */
export function AppealsScreen() {
  const appeals = useAppeals();
  const intl = useIntl();
  const refusalText = useRefusalText();
  return (
    <ConsoleLayout title={intl.formatMessage({ id: 'moderation.appeals.title' })}>
      <QueryState
        query={appeals}
        loadingText={intl.formatMessage({ id: 'moderation.appeals.loading' })}
        errorTitle={intl.formatMessage({ id: 'moderation.appeals.loadFailed' })}
        errorMessage={refusalText}
        empty={{
          when: (data) => data.appeals.length === 0,
          icon: <CheckIcon size={32} />,
          title: intl.formatMessage({ id: 'moderation.appeals.empty.title' }),
          text: intl.formatMessage({ id: 'moderation.appeals.empty.text' }),
        }}
      >
        {(data) => (
          <ListStack $gap="md" aria-label={intl.formatMessage({ id: 'moderation.appeals.list' })}>
            {data.appeals.map((appeal) => (
              <AppealCard key={appeal.id} appeal={appeal} />
            ))}
          </ListStack>
        )}
      </QueryState>
    </ConsoleLayout>
  );
}

export function AppealCard({ appeal }: { appeal: ModerationAppeal }) {
  const { decision } = appeal;
  const intl = useIntl();
  const words = useModerationWords();
  return (
    <li>
      <Card aria-label={intl.formatMessage({ id: 'moderation.appeals.label' }, { name: decision.profileName })}>
        <Text $weight={800}>{words.action(decision.action)}</Text>
        <CaseLink to={`/moderation/reports/${decision.profileId}`}>
          <bdi>{decision.profileName}</bdi>
        </CaseLink>
        <Text $size="sm" dir="auto">
          {decision.reason}
        </Text>
        <Text $size="xs" $tone="muted">
          <FormattedMessage
            id="moderation.appeals.decided"
            values={{
              moderator: <bdi>{decision.moderator.name}</bdi>,
              decidedAt: words.when(decision.createdAt),
              appealedAt: words.when(appeal.createdAt),
            }}
          />
        </Text>
        <Note dir={appeal.note ? 'auto' : undefined}>
          {appeal.note ? (
            <FormattedMessage id="moderation.quoted" values={{ text: appeal.note }} />
          ) : (
            <FormattedMessage id="moderation.appeals.noNote" />
          )}
        </Note>
        {appeal.mayDecide ? (
          <Decide appealId={appeal.id} name={decision.profileName} />
        ) : (
          <Text $size="sm" $tone="muted">
            <FormattedMessage id="moderation.appeals.notYours" />
          </Text>
        )}
      </Card>
    </li>
  );
}

/** The reason and the two outcomes. */
function Decide({ appealId, name }: { appealId: string; name: string }) {
  const [reason, setReason] = useState('');
  const decide = useDecideAppeal();
  const intl = useIntl();
  const refusalText = useRefusalText();
  const submit = (outcome: 'upheld' | 'reversed') =>
    decide.mutate(
      { path: { appealId }, body: { outcome, reason: reason.trim() } },
      {
        onSuccess: () =>
          toast({
            title:
              outcome === 'reversed'
                ? intl.formatMessage({ id: 'moderation.appeals.reversed' }, { name })
                : intl.formatMessage({ id: 'moderation.appeals.upheld' }),
            description: intl.formatMessage({ id: 'moderation.appeals.readable' }),
          }),
      },
    );
  const ready = reason.trim().length > 0 && !decide.isPending;
  return (
    <>
      <TextArea
        label={intl.formatMessage({ id: 'moderation.reasonTheyRead' })}
        required
        rows={2}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {decide.isError && (
        <Text $size="sm" $tone="danger" role="alert">
          {refusalText(decide.error) ?? intl.formatMessage({ id: 'moderation.failed' })}
        </Text>
      )}
      <Buttons>
        <Button size="sm" variant="secondary" disabled={!ready} onClick={() => submit('upheld')}>
          <FormattedMessage id="moderation.appeals.uphold" />
        </Button>
        <Button size="sm" disabled={!ready} onClick={() => submit('reversed')}>
          <FormattedMessage id="moderation.appeals.reverse" />
        </Button>
      </Buttons>
    </>
  );
}

/** The person's name, a link to their case, as tall as a finger needs. */
const CaseLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 44px;
  font-weight: 800;
`;
const Note = styled.p`
  margin: ${theme.space.xs} 0;
  font-size: ${theme.size.sm};
  font-style: italic;
`;
const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;
