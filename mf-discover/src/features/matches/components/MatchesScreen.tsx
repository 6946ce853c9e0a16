import type { Match, User } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Button, ButtonLink, EmptyState, HeartIcon, LoadingState, MapPinIcon, ScreenHeader, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMatches } from '../api/list-matches.ts';
import { matchedWhen } from '../utils/matched-when.ts';

/**
 * /matches — a screen the spec names but leaves out: the people who added the user back, newest match
 * first, each opening their profile; when there are none, how matches happen.
 */
export function MatchesScreen({ user }: { user: User }) {
  const matches = useMatches(user.id);
  return (
    <Screen>
      <ScreenHeader title="Matches" />
      {matches.isPending ? (
        <LoadingState text="Loading your matches..." />
      ) : matches.isError ? (
        <EmptyState
          title="We couldn't load your matches"
          text="Check your connection and try again."
          action={
            <Button onClick={() => void matches.refetch()} disabled={matches.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : matches.data.matches.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size={32} />}
          title="No matches yet"
          text="When someone you added to your wishlist adds you too, it's a match, and they show up here."
          action={<ButtonLink to="/app">Start Discovering</ButtonLink>}
        />
      ) : (
        <>
          <Lead>They added you back. Say hello!</Lead>
          <List>
            {matches.data.matches.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} />
              </li>
            ))}
          </List>
        </>
      )}
    </Screen>
  );
}

function MatchRow({ match: { profile, matchedAt } }: { match: Match }) {
  return (
    <Row to={`/profile/${profile.id}`}>
      <Avatar name={profile.name} src={profile.profilePhoto} size={60} />
      <Details>
        <Name>
          {profile.name}, {profile.age}
        </Name>
        {profile.location && (
          <Muted>
            <MapPinIcon size={14} />
            {profile.location}
          </Muted>
        )}
        <When>{matchedWhen(matchedAt)}</When>
      </Details>
    </Row>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
`;
const Lead = styled.p`
  margin: 0 16px 12px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0 16px 24px;
  list-style: none;
`;
const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.text};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;
const Name = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.size.md};
  font-weight: 800;
`;
const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
`;
const When = styled.p`
  color: ${theme.color.primaryStrong};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;
