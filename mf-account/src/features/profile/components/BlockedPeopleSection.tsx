import type { BlockedPerson } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Button, ListStack, QueryState, Text, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { useBlocks, useUnblock } from '../api/blocks.ts';
import { Section, SectionText } from './Section.tsx';
import { useDay, useIntl } from '../../../i18n.ts';

/** "Blocked people": whom the user blocked (from a profile, a card, a conversation or a report), each with Unblock. */
export function BlockedPeopleSection() {
  const intl = useIntl();
  const blocks = useBlocks();
  // One mutation for the section, so its answer is heard even after the row it came from has left the list.
  const unblock = useUnblock();
  const onUnblock = (person: BlockedPerson) =>
    unblock.mutate(
      { path: { profileId: person.id } },
      {
        onSuccess: () =>
          toast({ title: intl.formatMessage({ id: 'profile.blocked.unblocked' }, { name: person.name }) }),
        onError: () =>
          toast({
            title: intl.formatMessage({ id: 'profile.blocked.unblockFailed' }),
            description: intl.formatMessage({ id: 'common.tryAgain' }),
            variant: 'destructive',
          }),
      },
    );
  const unblocking = unblock.isPending ? unblock.variables.path.profileId : null;
  return (
    <Section title={intl.formatMessage({ id: 'profile.blocked.title' })}>
      <QueryState
        query={blocks}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        errorTitle={intl.formatMessage({ id: 'profile.blocked.loadFailed' })}
      >
        {({ blocks: people }) =>
          people.length === 0 ? (
            <SectionText>{intl.formatMessage({ id: 'profile.blocked.none' })}</SectionText>
          ) : (
            <>
              <SectionText>{intl.formatMessage({ id: 'profile.blocked.text' })}</SectionText>
              <ListStack $gap="sm">
                {people.map((person) => (
                  <BlockedRow
                    key={person.id}
                    person={person}
                    unblocking={unblocking === person.id}
                    onUnblock={() => onUnblock(person)}
                  />
                ))}
              </ListStack>
            </>
          )
        }
      </QueryState>
    </Section>
  );
}

function BlockedRow({
  person,
  unblocking,
  onUnblock,
}: {
  person: BlockedPerson;
  unblocking: boolean;
  onUnblock: () => void;
}) {
  const intl = useIntl();
  const day = useDay();
  return (
    <Row>
      <Avatar name={person.name} src={person.imageURL} size={48} />
      <Who>
        <Text $weight={800}>{person.name}</Text>
        <Text $size="xs" $tone="muted">
          {intl.formatMessage({ id: 'profile.blocked.on' }, { date: day(person.blockedAt) })}
        </Text>
      </Who>
      <Button
        variant="secondary"
        size="sm"
        disabled={unblocking}
        onClick={onUnblock}
        aria-label={intl.formatMessage({ id: 'profile.blocked.unblockName' }, { name: person.name })}
      >
        {intl.formatMessage({ id: unblocking ? 'profile.blocked.unblocking' : 'profile.blocked.unblock' })}
      </Button>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
`;
const Who = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
`;
