import { MessageSchema } from '@wishlist/contract/client/schemas.gen.ts';
import { ApiError, sessionUser, type Handler, type Handlers } from '@wishlist/service-kit';
import { decodeCursor, encodeCursor } from '../core/cursor.ts';
import { secondsToNextUtcDay, utcDay } from '../core/days.ts';
import { entitlementRepository } from '../core/plan-repository.ts';
import { profileNotFound } from '../core/not-found.ts';
import { toMessage } from '../core/message-rows-repository.ts';
import { messageRepository } from './repository.ts';

/** The most characters a message holds once trimmed (the contract's Message.text; code points, as it counts). */
const MAX_MESSAGE_LENGTH = MessageSchema.properties.text.maxLength;
/** The kinds of this module's keyset cursors (cursor.ts). */
const CONVERSATIONS = 'c';
const MESSAGES = 'm';
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

/** How `userId` stands with `profileId`: 404 when they may not see them, 403 when the two never matched. */
async function conversationWith(messages: ReturnType<typeof messageRepository>, userId: string, profileId: string) {
  const standing = await messages.access(userId, profileId);
  if (!standing) throw profileNotFound();
  if (!standing.known && !standing.open) throw new ApiError('NOT_MATCHED');
  return standing;
}

const listConversations: Handler<'listConversations'> = async (request) => {
  const userId = sessionUser(request);
  const { cursor, limit = 20 } = request.query;
  // The keyset: the last activity in microseconds since 1970 (exact, unlike a text timestamp) and the profile id.
  const [activityUs = '', profileId = ''] =
    cursor === undefined ? [] : decodeCursor(CONVERSATIONS, cursor, [/^\d{1,17}$/, UUID]);
  const { flags } = await entitlementRepository(request.em).of(userId);
  const messages = messageRepository(request.em);
  const rows = await messages.conversations(
    userId,
    limit + 1,
    cursor === undefined ? undefined : { activityUs, profileId },
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    conversations: page.map((row) => ({
      profile: row.person,
      lastMessage: row.lastMessage && toMessage(row.lastMessage, userId, flags.readReceipts),
      unreadCount: row.unreadCount,
      lastActivityAt: row.lastActivityAt.toISOString(),
      open: row.open,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(CONVERSATIONS, [last.activityUs, last.person.id]) : null,
    ...(await messages.totals(userId)),
  };
};

const listMessages: Handler<'listMessages'> = async (request) => {
  const userId = sessionUser(request);
  const { profileId } = request.params;
  const { before, limit = 50 } = request.query;
  const [beforeSeq = null] = before === undefined ? [] : decodeCursor(MESSAGES, before, [/^\d{1,18}$/]);
  const messages = messageRepository(request.em);
  const standing = await conversationWith(messages, userId, profileId);
  const { flags } = await entitlementRepository(request.em).of(userId);
  const rows = await messages.page(userId, profileId, limit + 1, beforeSeq);
  const page = rows.slice(0, limit);
  const oldest = page.at(-1);
  return {
    messages: page.reverse().map((row) => toMessage(row, userId, flags.readReceipts)),
    nextCursor: rows.length > limit && oldest ? encodeCursor(MESSAGES, [oldest.seq]) : null,
    open: standing.open,
    profile: standing.person,
  };
};

const sendMessage: Handler<'sendMessage'> = async (request, reply) => {
  const userId = sessionUser(request);
  const { profileId } = request.params;
  const text = request.body.text.trim();
  if (text.length === 0) throw new ApiError('EMPTY_MESSAGE');
  if ([...text].length > MAX_MESSAGE_LENGTH) throw new ApiError('MESSAGE_TOO_LONG', { max: MAX_MESSAGE_LENGTH });
  const { limits, flags } = await entitlementRepository(request.em).of(userId);
  const cap = limits.messagesPerDay;
  const sent = await messageRepository(request.em).send({
    userId,
    profileId,
    clientId: request.body.clientId,
    text,
    cap,
    day: utcDay(),
    readReceipts: flags.readReceipts,
  });
  if (sent === 'MESSAGE_LIMIT_REACHED') {
    reply.header('retry-after', secondsToNextUtcDay());
    throw new ApiError(sent, { max: cap ?? 0, plans: 'Premium' });
  }
  if (typeof sent === 'string') throw new ApiError(sent);
  reply.status(sent.created ? 201 : 200);
  return toMessage(sent.message, userId, flags.readReceipts);
};

const markConversationRead: Handler<'markConversationRead'> = async (request, reply) => {
  const userId = sessionUser(request);
  const { profileId } = request.params;
  const messages = messageRepository(request.em);
  await conversationWith(messages, userId, profileId);
  const sender = await entitlementRepository(request.em).of(profileId);
  const marked = await messages.markRead({
    userId,
    profileId,
    messageId: request.body.messageId,
    senderReadReceipts: sender.flags.readReceipts,
  });
  if (!marked) throw new ApiError('MESSAGE_NOT_FOUND');
  return reply.status(204).send();
};

const markConversationOpened: Handler<'markConversationOpened'> = async (request, reply) => {
  const userId = sessionUser(request);
  const { profileId } = request.params;
  const messages = messageRepository(request.em);
  await conversationWith(messages, userId, profileId);
  await messages.opened(userId, profileId);
  return reply.status(204).send();
};

/**
 * Conversations between matches (docs/spec.md §1): only two matched people write to each other; an unmatch closes
 * the conversation and keeps its history. The free plan's daily messages come from matching's own copy of the
 * entitlements, like the likes.
 */
export function messageHandlers() {
  return {
    listConversations,
    listMessages,
    sendMessage,
    markConversationRead,
    markConversationOpened,
  } satisfies Handlers;
}
