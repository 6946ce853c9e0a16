import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { listLikesReceivedInfiniteQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { LikesReceivedResponse, Message, MessagesPage } from '@wishlist/contract/client/types.gen.ts';
import { describe, expect, it } from 'vitest';
import { applyServerEvent, messagesQueryKey, unreadTotalOptions } from './conversations.ts';
import { createQueryClient } from '@wishlist/app-runtime/query-client';

const jordan = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const person = { id: jordan, name: 'Jordan Reyes', age: 29, imageURL: '/api/avatars/jordan-1' };
const message = (n: number, mine: boolean): Message => ({
  id: `00000000-0000-4000-8000-00000000000${String(n)}`,
  clientId: `00000000-0000-4000-9000-00000000000${String(n)}`,
  mine,
  text: `message ${String(n)}`,
  sentAt: `2026-11-24T10:0${String(n)}:00Z`,
  ...(mine && { readAt: null }),
});

/** The likes received as Discover and Likes you load them; answers their state in the cache. */
function likesReceived(client: QueryClient) {
  const key = listLikesReceivedInfiniteQueryKey();
  client.setQueryData<InfiniteData<LikesReceivedResponse>>(key, {
    pages: [{ count: 1, withComment: 0, locked: true, likes: [], nextCursor: null }],
    pageParams: [{}],
  });
  return () => client.getQueryState(key);
}

function loaded(messages: Message[]) {
  const client = createQueryClient();
  client.setQueryData<InfiniteData<MessagesPage>>(messagesQueryKey(jordan), {
    pages: [{ messages, nextCursor: null, open: true, profile: person }],
    pageParams: [{}],
  });
  client.setQueryData(unreadTotalOptions().queryKey, {
    conversations: [],
    nextCursor: null,
    unreadTotal: 0,
    newMatchTotal: 0,
  });
  const read = () => client.getQueryData<InfiniteData<MessagesPage>>(messagesQueryKey(jordan))?.pages[0];
  return { client, read };
}

describe('the conversations in the cache, kept in step with the event stream', () => {
  it('adds a new message to its loaded conversation once, and has the unread total read again', () => {
    const { client, read } = loaded([message(1, true)]);
    applyServerEvent(client, { type: 'message', data: { profileId: jordan, message: message(2, false) } });
    applyServerEvent(client, { type: 'message', data: { profileId: jordan, message: message(2, false) } });
    // The echo of the user's own send, known by its clientId under another id: shown once.
    applyServerEvent(client, {
      type: 'message',
      data: { profileId: jordan, message: { ...message(1, true), id: '00000000-0000-4000-8000-000000000009' } },
    });
    expect(read()?.messages.map((m) => m.text)).toEqual(['message 1', 'message 2']);
    expect(client.getQueryState(unreadTotalOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('marks my messages read up to the one named, with the time told', () => {
    const { client, read } = loaded([message(1, true), message(2, true), message(3, false), message(4, true)]);
    applyServerEvent(client, {
      type: 'read',
      data: { profileId: jordan, upToMessageId: message(2, true).id, readAt: '2026-11-24T21:04:00Z' },
    });
    expect(read()?.messages.map((m) => m.readAt)).toEqual([
      '2026-11-24T21:04:00Z',
      '2026-11-24T21:04:00Z',
      undefined,
      null,
    ]);
  });

  it('closes a conversation and keeps its messages', () => {
    const { client, read } = loaded([message(1, true)]);
    applyServerEvent(client, { type: 'conversation-closed', data: { profileId: jordan } });
    expect(read()?.open).toBe(false);
    expect(read()?.messages).toHaveLength(1);
  });

  it('reads everything again after a new connection, when events may have been missed', () => {
    const { client } = loaded([message(1, true)]);
    const likes = likesReceived(client);
    applyServerEvent(client, { type: 'resync' });
    expect(client.getQueryState(messagesQueryKey(jordan))?.isInvalidated).toBe(true);
    expect(client.getQueryState(unreadTotalOptions().queryKey)?.isInvalidated).toBe(true);
    expect(likes()?.isInvalidated).toBe(true);
  });

  it('reads the likes received again when a like of the user came or went, and nothing else', () => {
    const { client } = loaded([message(1, true)]);
    const likes = likesReceived(client);
    applyServerEvent(client, { type: 'likes-received', data: {} });
    expect(likes()?.isInvalidated).toBe(true);
    expect(client.getQueryState(messagesQueryKey(jordan))?.isInvalidated).toBe(false);
  });
});
