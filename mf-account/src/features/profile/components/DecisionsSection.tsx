import type { Statement } from '@wishlist/contract/client/types.gen.ts';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { TERMS_RULES } from '@wishlist/domain-ui/terms-rules';
import { Badge, Button, ListStack, QueryState, Text, TextArea, theme } from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppeal, useStatements } from '../api/decisions.ts';
import { Section, SectionText } from './Section.tsx';

const NOTE_MAX = 1000;
const day = (at: string) =>
  new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * "Decisions about you": each moderation decision that took something from the user, with its statement of reasons
 * (what, for how long, why, the rule, whether automated) and its appeal: Appeal, then Send appeal, two taps.
 */
export function DecisionsSection() {
  const statements = useStatements();
  return (
    <Section title="Decisions about you">
      <QueryState query={statements} loadingText="Loading..." errorTitle="We couldn't load the decisions about you">
        {({ statements: decisions }) =>
          decisions.length === 0 ? (
            <SectionText>None. If our moderators ever act on your account, you'll read why here.</SectionText>
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
  const rule = TERMS_RULES[statement.rule];
  return (
    <Item aria-label={`Decision of ${day(statement.issuedAt)}`}>
      <Text $weight={800}>{statement.restriction}</Text>
      <Text $size="sm">Why: {statement.facts}</Text>
      <Text $size="sm">
        Rule: <RuleLink href={`/terms#${statement.rule}`}>{rule.title}</RuleLink>
      </Text>
      <Text $size="xs" $tone="muted">
        {statement.automated ? 'Automated means were used' : 'Decided by a moderator'} on {day(statement.issuedAt)}
      </Text>
      <AppealPart statement={statement} />
    </Item>
  );
}

const APPEAL_STATES = {
  pending: { label: 'Appeal sent', tone: 'gold', text: 'A moderator who did not take the decision will decide it.' },
  upheld: { label: 'Appeal upheld', tone: 'danger', text: 'The decision stands.' },
  reversed: {
    label: 'Appeal accepted',
    tone: 'success',
    text: 'The decision was reversed and what it took given back.',
  },
} as const;

/** The appeal: its state once sent; before, Appeal (first tap) opens an optional note and Send appeal (second tap). */
function AppealPart({ statement }: { statement: Statement }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const appeal = useAppeal();
  if (statement.appeal) {
    const state = APPEAL_STATES[statement.appeal.status];
    return (
      <AppealState role="status">
        <Badge $tone={state.tone}>{state.label}</Badge>
        <Text $size="sm">
          {state.text}
          {statement.appeal.decision && ` “${statement.appeal.decision}”`}
        </Text>
      </AppealState>
    );
  }
  if (new Date(statement.appealUntil) < new Date()) return null;
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Appeal
      </Button>
    );
  const send = () =>
    appeal.mutate({ path: { statementId: statement.id }, body: note.trim() ? { note: note.trim() } : {} });
  return (
    <>
      <TextArea
        label="Why is it wrong? (optional)"
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        hint={`Free, until ${day(statement.appealUntil)}. Another moderator decides.`}
      />
      {appeal.isError && (
        <Text $size="sm" $tone="danger" role="alert">
          {apiMessage(appeal.error) ?? 'Your appeal did not go through. Try again.'}
        </Text>
      )}
      <Button size="sm" onClick={send} disabled={appeal.isPending}>
        {appeal.isPending ? 'Sending...' : 'Send appeal'}
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
