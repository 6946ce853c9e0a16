// The conversations in the query cache, kept in step with the event stream: the one place that knows how a
// message, a read receipt, a match, a closed conversation or a change of the likes received changes what the
// screens read. The shell applies
// every event of the stream here (whatever screen is open), and the conversation screen adds what it sends.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  listConversationsOptions,
  listConversationsQueryKey,
  listLikesReceivedInfiniteQueryKey,
  listMatchesQueryKey,
  listMessagesInfiniteQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Message, MessagesPage } from '@wishlist/contract/client/types.gen.ts';
import type { ServerEvent } from '@wishlist/app-runtime/event-stream';

type MessagePages = InfiniteData<MessagesPage>;

/** The cache entry of one conversation's messages (the screen reads it with the same key). */
export const messagesQueryKey = (profileId: string) => listMessagesInfiniteQueryKey({ path: { profileId } });

/** A query key that matches every query of the same operation, whatever its parameters or paging. */
const everyQueryOf = ([{ _id }]: readonly [{ _id: string }]) => [{ _id }];

/**
 * The navigation's unread total: the first conversation only (newest activity first, so the one a new message
 * belongs to) and `unreadTotal`, which counts every conversation.
 */
export const unreadTotalOptions = () => listConversationsOptions({ query: { limit: 1 } });

/** The list and the unread total are read again from the server (the order and the counts are its to say). */
export function refreshConversations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: everyQueryOf(listConversationsQueryKey()) });
}

/** The likes received (Discover's count, the Likes-you screen) are read again: the server says who counts. */
export function refreshLikesReceived(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listLikesReceivedInfiniteQueryKey() });
}

function updateMessages(
  queryClient: QueryClient,
  profileId: string,
  update: (pages: MessagePages) => MessagePages,
): void {
  queryClient.setQueryData<MessagePages>(messagesQueryKey(profileId), (pages) => pages && update(pages));
}

/**
 * Puts a message into its loaded conversation, at the end of the newest page, unless it is there already (by id, or
 * by clientId: the stream echoes the user's own sends, and a send's answer and its echo may come in either order).
 */
export function addMessage(queryClient: QueryClient, profileId: string, message: Message): void {
  updateMessages(queryClient, profileId, (data) => {
    const known = data.pages.some((page) =>
      page.messages.some((m) => m.id === message.id || m.clientId === message.clientId),
    );
    if (known) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** The other person read the user's messages up to one: each of those not yet read gets the time. */
function markReadUpTo(queryClient: QueryClient, profileId: string, upToMessageId: string, readAt: string): void {
  updateMessages(queryClient, profileId, (data) => {
    const all = data.pages.flatMap((page) => page.messages);
    const upTo = all.find((m) => m.id === upToMessageId);
    if (!upTo) return data;
    const read = (m: Message) => (m.mine && m.sentAt <= upTo.sentAt && !m.readAt ? { ...m, readAt } : m);
    return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(read) })) };
  });
}

function closeConversation(queryClient: QueryClient, profileId: string): void {
  updateMessages(queryClient, profileId, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, open: false })),
  }));
}

/** What each event of the stream changes in the cache. */
export function applyServerEvent(queryClient: QueryClient, event: ServerEvent): void {
  switch (event.type) {
    case 'message':
      addMessage(queryClient, event.data.profileId, event.data.message);
      void refreshConversations(queryClient);
      return;
    case 'read':
      markReadUpTo(queryClient, event.data.profileId, event.data.upToMessageId, event.data.readAt);
      return;
    case 'match':
      void refreshConversations(queryClient);
      void queryClient.invalidateQueries({ queryKey: everyQueryOf(listMatchesQueryKey({ path: { userId: '' } })) });
      return;
    case 'conversation-closed':
      closeConversation(queryClient, event.data.profileId);
      void refreshConversations(queryClient);
      return;
    case 'likes-received':
      void refreshLikesReceived(queryClient);
      return;
    case 'resync':
      void refreshConversations(queryClient);
      void refreshLikesReceived(queryClient);
      void queryClient.invalidateQueries({ queryKey: everyQueryOf(messagesQueryKey('')) });
      return;
  }
}
