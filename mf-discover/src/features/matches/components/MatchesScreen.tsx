import type { Match, User } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, ButtonLink, type EmptyStateProps, Heading, HeartIcon, MapPinIcon, QueryState, ScreenHeader, Text, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { CardLink, CardLinkLines } from '../../../components/CardLink.tsx';
import { IconText } from '../../../components/IconText.tsx';
import { cameFrom } from '../../../lib/came-from.ts';
import { Screen, ScreenList, ScreenNote } from '../../../components/Screen.tsx';
import { useMatches } from '../../../api/list-matches.ts';
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
      <QueryState
        query={matches}
        loadingText="Loading your matches..."
        errorTitle="We couldn't load your matches"
        empty={{ when: (data) => data.matches.length === 0, ...noMatches }}
      >
        {(data) => (
          <>
            <ScreenNote>They added you back. Say hello!</ScreenNote>
            <List>
              {data.matches.map((match) => (
                <li key={match.id}>
                  <MatchRow match={match} />
                </li>
              ))}
            </List>
          </>
        )}
      </QueryState>
    </Screen>
  );
}

function MatchRow({ match: { profile, matchedAt } }: { match: Match }) {
  return (
    <Row to={`/profile/${profile.id}`} state={cameFrom('/matches')}>
      <Avatar name={profile.name} src={profile.profilePhoto} size={60} />
      <CardLinkLines>
        <Heading $size="md">
          {profile.name}, {profile.age}
        </Heading>
        <IconText icon={<MapPinIcon size={14} />} text={profile.location} />
        <Text $tone="primaryStrong" $size="xs" $weight={700}>
          {matchedWhen(matchedAt)}
        </Text>
      </CardLinkLines>
    </Row>
  );
}

const List = styled(ScreenList)`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
const Row = styled(CardLink)`
  gap: 14px;
  padding: 12px;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

/** Nobody matched yet: how matches happen. */
const noMatches: EmptyStateProps = {
  icon: <HeartIcon size={32} />,
  title: 'No matches yet',
  text: "When someone you added to your wishlist adds you too, it's a match, and they show up here.",
  action: <ButtonLink to="/app">Start Discovering</ButtonLink>,
};
