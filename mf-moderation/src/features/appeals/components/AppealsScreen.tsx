import type { ModerationAppeal } from '@wishlist/contract/client/types.gen.ts';
import { Button, Card, CheckIcon, ListStack, QueryState, Text, TextArea, theme, toast } from '@wishlist/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { formatWhen } from '../../../utils/format-when.ts';
import { ACTION_LABELS } from '../../../utils/labels.ts';
import { refusalText } from '../../../utils/refusal.ts';
import { useAppeals, useDecideAppeal } from '../api/appeals.ts';

const REASON_MAX = 500;

/**
 * /moderation/appeals — people's appeals of decisions about them, oldest first. A moderator other than the one who
 * decided upholds or reverses each, with a reason the person reads; a reversal gives back what the decision took.
 */
export function AppealsScreen() {
  const appeals = useAppeals();
  return (
    <ConsoleLayout title="Appeals">
      <QueryState
        query={appeals}
        loadingText="Loading the appeals..."
        errorTitle="We couldn't load the appeals"
        errorMessage={refusalText}
        empty={{
          when: (data) => data.appeals.length === 0,
          icon: <CheckIcon size={32} />,
          title: 'No appeals waiting',
          text: 'When someone appeals a decision about them, it waits here for a moderator who did not take it.',
        }}
      >
        {(data) => (
          <ListStack $gap="md" aria-label="Appeals">
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
  return (
    <li>
      <Card aria-label={`Appeal of ${decision.profileName}`}>
        <Text $weight={800}>{ACTION_LABELS[decision.action]}</Text>
        <CaseLink to={`/moderation/reports/${decision.profileId}`}>{decision.profileName}</CaseLink>
        <Text $size="sm">{decision.reason}</Text>
        <Text $size="xs" $tone="muted">
          Decided by {decision.moderator.name} · {formatWhen(decision.createdAt)}; appealed{' '}
          {formatWhen(appeal.createdAt)}
        </Text>
        <Note>{appeal.note ? `“${appeal.note}”` : 'No note: they only asked for another look.'}</Note>
        {appeal.mayDecide ? (
          <Decide appealId={appeal.id} name={decision.profileName} />
        ) : (
          <Text $size="sm" $tone="muted">
            You took this decision or it is about you: another moderator decides the appeal.
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
  const submit = (outcome: 'upheld' | 'reversed') =>
    decide.mutate(
      { path: { appealId }, body: { outcome, reason: reason.trim() } },
      {
        onSuccess: () =>
          toast({
            title: outcome === 'reversed' ? `Reversed: ${name} has back what it took` : 'Upheld',
            description: 'They can read your reason.',
          }),
      },
    );
  const ready = reason.trim().length > 0 && !decide.isPending;
  return (
    <>
      <TextArea
        label="Reason (they will read it)"
        required
        rows={2}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {decide.isError && (
        <Text $size="sm" $tone="danger" role="alert">
          {refusalText(decide.error) ?? 'That did not go through. Try again.'}
        </Text>
      )}
      <Buttons>
        <Button size="sm" variant="secondary" disabled={!ready} onClick={() => submit('upheld')}>
          Uphold
        </Button>
        <Button size="sm" disabled={!ready} onClick={() => submit('reversed')}>
          Reverse
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
