import type { Statement } from '@wishlist/contract/client/types.gen.ts';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { ruleTitle } from '@wishlist/domain-ui/terms-rules';
import { Badge, Button, ListStack, QueryState, Text, TextArea, theme } from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppeal, useStatements } from '../api/decisions.ts';
import { Section, SectionText } from './Section.tsx';
import { FormattedMessage, inBdi, useDay, useIntl } from '../../../i18n.ts';

const NOTE_MAX = 1000;

/**
 * "Decisions about you": each moderation decision that took something from the user, with its statement of reasons
 * (what, for how long, why, the rule, whether automated) and its appeal: Appeal, then Send appeal, two taps.
 */
export function DecisionsSection() {
  const intl = useIntl();
  const statements = useStatements();
  return (
    <Section title={intl.formatMessage({ id: 'profile.decisions.title' })}>
      <QueryState
        query={statements}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        errorTitle={intl.formatMessage({ id: 'profile.decisions.loadFailed' })}
      >
        {({ statements: decisions }) =>
          decisions.length === 0 ? (
            <SectionText>{intl.formatMessage({ id: 'profile.decisions.none' })}</SectionText>
          ) : (
            <ListStack $gap="md">
              {decisions.map((statement) => (
                <StatementItem key={statement.id} statement={statement} />
              ))}
            </ListStack>
          )
        }
      </QueryState>
    </Section>
  );
}

export function StatementItem({ statement }: { statement: Statement }) {
  const intl = useIntl();
  const day = useDay();
  return (
    <Item aria-label={intl.formatMessage({ id: 'profile.decisions.label' }, { date: day(statement.issuedAt) })}>
      <Text $weight={800}>{statement.restriction}</Text>
      <Text $size="sm">
        <FormattedMessage id="profile.decisions.why" values={{ facts: statement.facts, bdi: inBdi }} />
      </Text>
      <Text $size="sm">
        <FormattedMessage
          id="profile.decisions.rule"
          values={{
            rule: intl.formatMessage({ id: ruleTitle(statement.rule) }),
            link: (chunks) => <RuleLink href={`/terms#${statement.rule}`}>{chunks}</RuleLink>,
          }}
        />
      </Text>
      <Text $size="xs" $tone="muted">
        {intl.formatMessage(
          { id: statement.automated ? 'profile.decisions.automated' : 'profile.decisions.byModerator' },
          { date: day(statement.issuedAt) },
        )}
      </Text>
      <AppealPart statement={statement} />
    </Item>
  );
}

const APPEAL_STATES = {
  pending: { label: 'profile.decisions.pending', tone: 'gold', text: 'profile.decisions.pendingText' },
  upheld: { label: 'profile.decisions.upheld', tone: 'danger', text: 'profile.decisions.upheldText' },
  reversed: { label: 'profile.decisions.reversed', tone: 'success', text: 'profile.decisions.reversedText' },
} as const;

/** The appeal: its state once sent; before, Appeal (first tap) opens an optional note and Send appeal (second tap). */
function AppealPart({ statement }: { statement: Statement }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const appeal = useAppeal();
  const intl = useIntl();
  const day = useDay();
  if (statement.appeal) {
    const state = APPEAL_STATES[statement.appeal.status];
    return (
      <AppealState role="status">
        <Badge $tone={state.tone}>{intl.formatMessage({ id: state.label })}</Badge>
        <Text $size="sm">
          {intl.formatMessage({ id: state.text })}
          {statement.appeal.decision && (
            <FormattedMessage
              id="profile.decisions.decision"
              values={{ decision: statement.appeal.decision, bdi: inBdi }}
            />
          )}
        </Text>
      </AppealState>
    );
  }
  if (new Date(statement.appealUntil) < new Date()) return null;
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'profile.decisions.appeal' })}
      </Button>
    );
  const send = () =>
    appeal.mutate({ path: { statementId: statement.id }, body: note.trim() ? { note: note.trim() } : {} });
  return (
    <>
      <TextArea
        label={intl.formatMessage({ id: 'profile.decisions.appealNote' })}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        hint={intl.formatMessage({ id: 'profile.decisions.appealHint' }, { date: day(statement.appealUntil) })}
      />
      {appeal.isError && (
        <Text $size="sm" $tone="danger" role="alert">
          {apiMessage(appeal.error) ?? intl.formatMessage({ id: 'profile.decisions.appealFailed' })}
        </Text>
      )}
      <Button size="sm" onClick={send} disabled={appeal.isPending}>
        {intl.formatMessage({ id: appeal.isPending ? 'profile.decisions.sending' : 'profile.decisions.send' })}
      </Button>
    </>
  );
}

/** The rule's name, a link to it in the Terms, as tall as a finger needs. */
const RuleLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.color.border};
  &:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
`;
const AppealState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.xs};
`;
