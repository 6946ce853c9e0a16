import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { CloseIcon, HeartIcon, IconButton, StarIcon, theme } from '@wishlist/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type DiscoverIntl, FormattedMessage, useIntl } from '../../../i18n.ts';
import { cameFrom } from '../../../lib/came-from.ts';
import { distanceText } from '../../../lib/distance-text.ts';
import { photoText } from '../../../lib/profile-photos.ts';
import type { useDeck } from '../hooks/use-deck.ts';

/** What the list needs of the deck (use-deck.ts): its people from the top, and acting on any of them. */
type ListedDeck = Pick<
  ReturnType<typeof useDeck>,
  'listed' | 'leaving' | 'onLeft' | 'addDisabled' | 'passOn' | 'superLikePerson' | 'addPerson'
>;

/**
 * Discover's list view, the deck without swiping (WCAG 2.5.1, 2.5.7): the same people, one under the other, each with
 * their profile's link and Pass, Super like and Add as buttons that name them.
 */
export function DeckList({ deck }: { deck: ListedDeck }) {
  const { listed: people, leaving, onLeft, addDisabled } = deck;
  const onPass = (person: Profile) => deck.passOn(person);
  const onSuperLike = (person: Profile) => void deck.superLikePerson(person);
  const onAdd = (person: Profile) => void deck.addPerson(person);
  const intl = useIntl();
  // Someone the deck would animate out: the list has no animation, so they are gone at once.
  useEffect(() => {
    if (leaving) onLeft();
  }, [leaving, onLeft]);
  return (
    <List aria-label={intl.formatMessage({ id: 'discover.list.label' })}>
      {people.map((person) => (
        <Row key={person.id}>
          <Thumb src={person.profilePhoto} alt={photoText(person, person.profilePhoto, '')} />
          <About>
            <Name to={`/profile/${person.id}`} state={cameFrom('/app')}>
              <NameText>
                <FormattedMessage
                  id="discover.card.nameAge"
                  values={{ name: <bdi>{person.name}</bdi>, age: person.age }}
                />
              </NameText>
            </Name>
            {placeOf(intl, person) && <Place>{placeOf(intl, person)}</Place>}
          </About>
          <Actions>
            <IconButton
              label={intl.formatMessage({ id: 'discover.list.pass' }, { name: person.name })}
              variant="pass"
              icon={<CloseIcon size={20} />}
              onClick={() => onPass(person)}
            />
            <IconButton
              label={intl.formatMessage({ id: 'discover.list.superLike' }, { name: person.name })}
              variant="pass"
              icon={<StarIcon size={20} />}
              onClick={() => onSuperLike(person)}
              disabled={addDisabled}
            />
            <IconButton
              label={intl.formatMessage({ id: 'discover.list.add' }, { name: person.name })}
              variant="primary"
              icon={<HeartIcon size={20} />}
              onClick={() => onAdd(person)}
              disabled={addDisabled}
            />
          </Actions>
        </Row>
      ))}
    </List>
  );
}

/** Where they are and how far: what the card shows under the name, on one line. */
function placeOf(intl: DiscoverIntl, person: Profile): string {
  const far = typeof person.distanceKm === 'number' ? distanceText(intl, person.distanceKm) : null;
  return [person.location, far].filter(Boolean).join(' · ');
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
`;
const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;
const Thumb = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.color.tint};
`;
const About = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
`;
// 44 px tall, as every target a finger taps; a long name ends with an ellipsis.
const Name = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  overflow: hidden;
  color: ${theme.color.text};
  font-weight: 800;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
`;
// The name's one flex item (the name isolated inside it), so the ellipsis applies to the whole line.
const NameText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Place = styled.span`
  overflow: hidden;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Actions = styled.div`
  display: flex;
  flex: none;
  gap: 6px;
`;
