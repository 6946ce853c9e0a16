import { ButtonLink, type EmptyStateProps, HeartIcon, LoadingState, QueryState, ScreenHeader } from '@wishlist/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { Screen, ScreenList, ScreenNote } from '../../../components/Screen.tsx';
import { useNearEdge } from '../../../lib/use-near-edge.ts';
import { useConversations } from '../api/list-conversations.ts';
import { ConversationRow } from './ConversationRow.tsx';

/**
 * /matches — the conversations: one per match, newest activity first, with the last message and the unread count;
 * more load as the list is scrolled. When there are none, how matches happen.
 */
export function MatchesScreen() {
  const conversations = useConversations();
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
            <ScreenNote>They added you back. Say hello!</ScreenNote>
            <List aria-label="Conversations">
              {data.pages.flatMap((page) =>
                page.conversations.map((conversation) => (
                  <li key={conversation.profile.id}>
                    <ConversationRow conversation={conversation} />
                  </li>
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

/** Nobody matched yet: how matches happen. */
const noMatches: EmptyStateProps = {
  icon: <HeartIcon size={32} />,
  title: 'No matches yet',
  text: "When someone you added to your wishlist adds you too, it's a match: they show up here and you can write to each other.",
  action: <ButtonLink to="/app">Start Discovering</ButtonLink>,
};
