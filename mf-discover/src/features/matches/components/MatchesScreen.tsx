import { useSessionUser } from '@wishlist/app-runtime/session';
import { ButtonLink, type EmptyStateProps, HeartIcon, LoadingState, QueryState, ScreenHeader } from '@wishlist/ui';
import { useCallback } from 'react';
import { useMatches } from '../../../api/list-matches.ts';
import styled from 'styled-components';
import { PersonMenu } from '../../../components/safety/PersonMenu.tsx';
import { Screen, ScreenList, ScreenNote } from '../../../components/Screen.tsx';
import { useNearEdge } from '../../../lib/use-near-edge.ts';
import { useConversations } from '../api/list-conversations.ts';
import { ConversationRow } from './ConversationRow.tsx';
import { NewMatchesRow } from './NewMatchesRow.tsx';

/**
 * /matches — "New matches" on top (the matches not opened yet), then the conversations: one per match, newest
 * activity first, with the last message and the unread count; more load as the list is scrolled; each has a ⋯ menu (unmatch, block, report). When there are none, how matches happen.
 */
export function MatchesScreen() {
  const conversations = useConversations();
  const user = useSessionUser();
  const newMatches = useMatches(user?.id ?? '', user !== null).data?.matches.filter((match) => !match.opened) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = conversations;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useNearEdge(null, 'bottom', hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);
  return (
    <Screen>
      <ScreenHeader title="Matches" />
      <QueryState
        query={conversations}
        loadingText="Loading your matches..."
        errorTitle="We couldn't load your matches"
        empty={{ when: (data) => data.pages.every((page) => page.conversations.length === 0), ...noMatches }}
      >
        {(data) => (
          <>
            <NewMatchesRow matches={newMatches} />
            <ScreenNote>They added you back. Say hello!</ScreenNote>
            <List aria-label="Conversations">
              {data.pages.flatMap((page) =>
                page.conversations.map((conversation) => (
                  <Item key={conversation.profile.id}>
                    <ConversationRow conversation={conversation} />
                    {user && <PersonMenu userId={user.id} person={conversation.profile} matched={conversation.open} />}
                  </Item>
                )),
              )}
            </List>
            {isFetchingNextPage && <LoadingState text="Loading more..." />}
          </>
        )}
      </QueryState>
    </Screen>
  );
}

const List = styled(ScreenList)`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

/** A row and, beside it (a button cannot sit inside the row's link), its ⋯ menu. */
const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 6px;
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** Nobody matched yet: how matches happen. */
const noMatches: EmptyStateProps = {
  icon: <HeartIcon size={32} />,
  title: 'No matches yet',
  text: "When someone you added to your wishlist adds you too, it's a match: they show up here and you can write to each other.",
  action: <ButtonLink to="/app">Start Discovering</ButtonLink>,
};
