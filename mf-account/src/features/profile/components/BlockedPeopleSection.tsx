import type { BlockedPerson } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Button, ListStack, QueryState, Text, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { useBlocks, useUnblock } from '../api/blocks.ts';
import { Section, SectionText } from './Section.tsx';

const blockedOn = (blockedAt: string) =>
  `Blocked ${new Date(blockedAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;

/** "Blocked people": whom the user blocked (from a profile, a card, a conversation or a report), each with Unblock. */
export function BlockedPeopleSection() {
  const blocks = useBlocks();
  // One mutation for the section, so its answer is heard even after the row it came from has left the list.
  const unblock = useUnblock();
  const onUnblock = (person: BlockedPerson) =>
    unblock.mutate(
      { path: { profileId: person.id } },
      {
        onSuccess: () => toast({ title: `${person.name} is unblocked` }),
        onError: () => toast({ title: 'Could not unblock', description: 'Please try again.', variant: 'destructive' }),
      },
    );
  const unblocking = unblock.isPending ? unblock.variables.path.profileId : null;
  return (
    <Section title="Blocked people">
      <QueryState query={blocks} loadingText="Loading..." errorTitle="We couldn't load the people you blocked">
        {({ blocks: people }) =>
          people.length === 0 ? (
            <SectionText>Nobody. People you block can't see you, and you can't see them.</SectionText>
          ) : (
            <>
              <SectionText>
                They can't see you and you can't see them. Unblocking doesn't bring back a match.
              </SectionText>
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
  return (
    <Row>
      <Avatar name={person.name} src={person.imageURL} size={48} />
      <Who>
        <Text $weight={800}>{person.name}</Text>
        <Text $size="xs" $tone="muted">
          {blockedOn(person.blockedAt)}
        </Text>
      </Who>
      <Button
        variant="secondary"
        size="sm"
        disabled={unblocking}
        onClick={onUnblock}
        aria-label={`Unblock ${person.name}`}
      >
        {unblocking ? 'Unblocking...' : 'Unblock'}
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
