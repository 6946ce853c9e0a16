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
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { NewMatchesRow } from './NewMatchesRow.tsx';

/**
 * /matches — "New matches" on top (the matches not opened yet), then the conversations: one per match, newest
 * activity first, with the last message and the unread count; more load as the list is scrolled; each has a ⋯ menu (unmatch, block, report). When there are none, how matches happen.
 */
export function MatchesScreen() {
  const intl = useIntl();
  const conversations = useConversations();
  const user = useSessionUser();
  const newMatches = useMatches(user?.id ?? '', user !== null).data?.matches.filter((match) => !match.opened) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = conversations;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useNearEdge(null, 'bottom', hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);
  return (
    <Screen>
      <ScreenHeader title={intl.formatMessage({ id: 'matches.title' })} />
      <QueryState
        query={conversations}
        loadingText={intl.formatMessage({ id: 'matches.loading' })}
        errorTitle={intl.formatMessage({ id: 'matches.loadFailed' })}
        empty={{ when: (data) => data.pages.every((page) => page.conversations.length === 0), ...noMatches(intl) }}
      >
        {(data) => (
          <>
            <NewMatchesRow matches={newMatches} />
            <ScreenNote>
              <FormattedMessage id="matches.note" />
            </ScreenNote>
            <List aria-label={intl.formatMessage({ id: 'matches.list' })}>
              {data.pages.flatMap((page) =>
                page.conversations.map((conversation) => (
                  <Item key={conversation.profile.id}>
                    <ConversationRow conversation={conversation} />
                    {user && <PersonMenu userId={user.id} person={conversation.profile} matched={conversation.open} />}
                  </Item>
                )),
              )}
            </List>
            {isFetchingNextPage && <LoadingState text={intl.formatMessage({ id: 'matches.loadingMore' })} />}
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
const noMatches = (intl: ReturnType<typeof useIntl>): EmptyStateProps => ({
  icon: <HeartIcon size={32} />,
  title: intl.formatMessage({ id: 'matches.empty.title' }),
  text: intl.formatMessage({ id: 'matches.empty.text' }),
  action: (
    <ButtonLink to="/app">
      <FormattedMessage id="common.startDiscovering" />
    </ButtonLink>
  ),
});
