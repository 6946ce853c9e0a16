import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, rows, sql, type Sql } from '@wishlist/service-kit';
import { eventWriter } from '../core/event-repository.ts';
import { openSql, PERSON_COLUMNS, recordMatch, type PersonRow } from '../core/match-repository.ts';
import { toConversationPerson } from '../core/profile-view.ts';
import { messageColumns, toMessage, type MessageRow } from '../core/message-rows-repository.ts';
import { pushQueue } from '../core/push-queue-repository.ts';
import { usageRepository } from '../core/usage-repository.ts';
import { neitherBlocked, notRestricted } from '../core/safety-rules-repository.ts';
import { fullName } from '../core/visibility-repository.ts';

/** The messages `m` between the two (the expressions of messages_conversation_idx). */
const inConversation = (userId: string, profileId: string): Sql<boolean> =>
  sql`least(m.sender_id, m.recipient_id) = least(${userId}::uuid, ${profileId}::uuid)
  and greatest(m.sender_id, m.recipient_id) = greatest(${userId}::uuid, ${profileId}::uuid)`;

/**
 * The other person, whether `userId` ever matched them (a conversation row) and whether they are matched now; no row
 * when there is no such profile, a block stands between them (the conversation then does not exist for either) or a
 * moderator restricted the other.
 */
const accessSql = (userId: string, profileId: string) => sql<
  PersonRow & { known: boolean; open: boolean; senderName: string }
>`
  select ${PERSON_COLUMNS},
    (select ${fullName('me')} from matching.profiles me where me.id = ${userId}) as "senderName",
    exists (select 1 from matching.conversations c where c.user_id = ${userId} and c.profile_id = p.id) as known,
    ${openSql(sql`${userId}::uuid`, sql`p.id`)} as open
  from matching.profiles p where p.id = ${profileId} and ${notRestricted('p')} and ${neitherBlocked(sql`${userId}::uuid`, sql`p.id`)}`;

/** Where a page of conversations starts: after this one (microseconds since 1970 of its activity, its person). */
type ConversationsBefore = { activityUs: string; profileId: string };
const OPEN_CONVERSATION = openSql(sql`c.user_id`, sql`c.profile_id`);
const NEITHER_BLOCKED = neitherBlocked(sql`c.user_id`, sql`c.profile_id`);

/**
 * A page of the conversations of `userId`, newest activity first, after the keyset `before`; one that an unmatch
 * closed is listed only when it has messages, and none across a block.
 */
const conversationsSql = (
  userId: string,
  limit: number,
  before: ConversationsBefore | undefined,
) => sql<ConversationRow>`
  select ${PERSON_COLUMNS},
    ((extract(epoch from c.last_activity_at) * 1000000)::bigint)::text as "activityUs", c.last_activity_at as "lastActivityAt",
    m.id as "messageId", m.seq::text as seq, m.client_id as "clientId", m.sender_id as "senderId", m.text, m.sent_at as "sentAt", m.read_receipt_at as "readAt", m.answers,
    (select count(*)::int from matching.messages u where u.recipient_id = c.user_id and u.sender_id = c.profile_id and u.read_at is null) as "unreadCount",
    ${OPEN_CONVERSATION} as open
  from matching.conversations c
  join matching.profiles p on p.id = c.profile_id
  left join matching.messages m on m.id = c.last_message_id
  where c.user_id = ${userId} and ${notRestricted('p')} and ${NEITHER_BLOCKED}
    ${before ? sql`and (c.last_activity_at, c.profile_id) < (timestamptz 'epoch' + ${before.activityUs}::bigint * interval '1 microsecond', ${before.profileId}::uuid)` : sql``}
    and (c.last_message_id is not null or ${OPEN_CONVERSATION})
  order by c.last_activity_at desc, c.profile_id desc
  limit ${limit}`;

/** `userId` opened the conversation with `profileId`: the match is no longer new (the first opening counts). */
const openedSql = (userId: string, profileId: string) => sql`update matching.conversations set opened_at = now()
  where user_id = ${userId} and profile_id = ${profileId} and opened_at is null`;

/**
 * The Matches badge in one round trip: the messages `userId` has not read, and the matches they have not opened
 * since they were made ("New matches"), as the list would show them.
 */
const totalsSql = (userId: string) => sql<{ unreadTotal: number; newMatchTotal: number }>`select
  (select count(*)::int from matching.messages
    where recipient_id = ${userId} and read_at is null and ${neitherBlocked(sql`${userId}::uuid`, sql`sender_id`)}) as "unreadTotal",
  (select count(*)::int from matching.conversations c
    join matching.profiles p on p.id = c.profile_id
    where c.user_id = ${userId} and c.opened_at is null and ${notRestricted('p')}
      and ${NEITHER_BLOCKED} and ${OPEN_CONVERSATION}) as "newMatchTotal"`;

/** A page of one conversation, newest first, before the message numbered `before` (null: from the newest). */
const messagesSql = (userId: string, profileId: string, limit: number, before: string | null) => sql<MessageRow>`
  select ${messageColumns('m')} from matching.messages m
  where ${inConversation(userId, profileId)} ${before === null ? sql`` : sql`and m.seq < ${before}::bigint`}
  order by m.seq desc
  limit ${limit}`;

const byClientId = (userId: string, clientId: string) => sql<MessageRow & { recipientId: string }>`
  select ${messageColumns('m')}, m.recipient_id as "recipientId" from matching.messages m
  where m.sender_id = ${userId} and m.client_id = ${clientId}`;

const insertMessage = ({ userId, profileId, clientId, text }: NewMessage) => sql<MessageRow>`
  with sent as (
    insert into matching.messages (id, sender_id, recipient_id, client_id, text) values (${crypto.randomUUID()}, ${userId}, ${profileId}, ${clientId}, ${text})
    returning ${messageColumns('messages')}
  ), touched as (
    update matching.conversations c set last_message_id = sent.id, last_activity_at = sent."sentAt"
    from sent where (c.user_id, c.profile_id) in ((${userId}::uuid, ${profileId}::uuid), (${profileId}::uuid, ${userId}::uuid))
  )
  select * from sent`;

const messageSeq = ({ userId, profileId, messageId }: ReadUpTo) =>
  sql<{
    seq: string;
  }>`select m.seq::text as seq from matching.messages m where m.id = ${messageId} and ${inConversation(userId, profileId)}`;

/**
 * Marks the messages read; the sender may be told (`read_receipt_at`) only of a read made while their plan has read
 * receipts and the reader shares them, so a plan bought later tells nothing of earlier reads.
 */
const markReadSql = ({ userId, profileId, senderReadReceipts }: ReadUpTo, seq: string) => sql<{
  id: string;
  seq: string;
  readAt: string | null;
}>`
  update matching.messages set read_at = now(), read_receipt_at = case when ${senderReadReceipts}::boolean
      and (select shares_read_receipts from matching.profiles where id = ${userId}) then now() end
  where recipient_id = ${userId} and sender_id = ${profileId} and read_at is null and seq <= ${seq}::bigint
  returning id, seq::text as seq, read_receipt_at as "readAt"`;

export type SendOutcome =
  | { message: MessageRow; created: boolean }
  | 'PROFILE_NOT_FOUND'
  | 'NOT_MATCHED'
  | 'CONVERSATION_CLOSED'
  | 'MESSAGE_LIMIT_REACHED'
  | 'CLIENT_ID_REUSED';

export type ConversationRow = PersonRow & {
  activityUs: string;
  lastActivityAt: string;
  messageId: string | null;
  unreadCount: number;
  open: boolean;
} & Omit<MessageRow, 'id'>;

/** A message to send: see `sendMessage`. */
interface NewMessage {
  userId: string;
  profileId: string;
  clientId: string;
  text: string;
  cap: number | null;
  day: string;
  readReceipts: boolean;
}

/** A read receipt: see `markRead`. */
interface ReadUpTo {
  userId: string;
  profileId: string;
  messageId: string;
  senderReadReceipts: boolean;
}

/** A conversation as the list shows it, from its row. */
function toConversation({ activityUs, lastActivityAt, unreadCount, open, messageId, ...rest }: ConversationRow) {
  const { id, firstName, lastName, birthDate, profilePhoto, ...message } = rest;
  return {
    activityUs,
    person: toConversationPerson({ id, firstName, lastName, birthDate, profilePhoto }),
    lastMessage: messageId === null ? null : { ...message, id: messageId },
    unreadCount,
    lastActivityAt: new Date(lastActivityAt),
    open,
  };
}

/**
 * Sends a message in one transaction that holds both people's lock (see events/repository.ts): the retry of a
 * stored client id answers the first message, the day's count is read and the message stored with no other
 * send of the sender in between (so `cap` holds under any concurrency), and both people's `message` events are
 * made, with the recipient's push. A refused send stores nothing. `readReceipts`: the sender's plan has them (their own event tells `readAt`).
 */
function sendMessage(em: EntityManager, newMessage: NewMessage): Promise<SendOutcome> {
  const { userId, profileId, clientId, cap, day, readReceipts } = newMessage;
  return em.transactional(async (tx) => {
    const txEvents = eventWriter(tx);
    await txEvents.lockUsers([userId, profileId]);
    const stored = await firstRow(tx.getKysely(), byClientId(userId, clientId));
    if (stored) {
      const { recipientId, ...message } = stored;
      return recipientId === profileId ? { message, created: false } : 'CLIENT_ID_REUSED';
    }
    const standing = await firstRow(tx.getKysely(), accessSql(userId, profileId));
    if (!standing) return 'PROFILE_NOT_FOUND';
    if (!standing.open) return standing.known ? 'CONVERSATION_CLOSED' : 'NOT_MATCHED';
    if (cap !== null) {
      if ((await usageRepository(tx).messagesSentOn(userId, day)) >= cap) return 'MESSAGE_LIMIT_REACHED';
    }
    // Matched by a way that made no conversation rows yet: make them now.
    if (!standing.known) await changed(tx.getKysely(), recordMatch(userId, profileId));
    const message = await firstRow(tx.getKysely(), insertMessage(newMessage));
    if (!message) throw new Error('the message insert returned no row');
    // Each person's event names the other, so the new message is told of with its sender's name at once.
    const recipientName = toConversationPerson(standing).name;
    await txEvents.emit([
      {
        userId,
        event: 'message',
        data: { profileId, name: recipientName, message: toMessage(message, userId, readReceipts) },
      },
      {
        userId: profileId,
        event: 'message',
        data: { profileId: userId, name: standing.senderName, message: toMessage(message, profileId, false) },
      },
    ]);
    await pushQueue(tx).add([{ userId: profileId, type: 'message', profileId: userId, messageId: message.id }]);
    return { message, created: true };
  });
}

/**
 * Marks every message of `profileId` to `userId` up to `messageId` read (the first read time stays). The sender
 * is told with a `read` event only when `senderReadReceipts` and the reader shares read receipts. False when the message is not in the conversation.
 */
function markRead(em: EntityManager, upTo: ReadUpTo): Promise<boolean> {
  const { userId, profileId } = upTo;
  return em.transactional(async (tx) => {
    const target = await firstRow(tx.getKysely(), messageSeq(upTo));
    if (!target) return false;
    const read = await rows(tx.getKysely(), markReadSql(upTo, target.seq));
    const newest = read.reduce<(typeof read)[number] | undefined>(
      (a, b) => (a && BigInt(a.seq) > BigInt(b.seq) ? a : b),
      undefined,
    );
    if (newest?.readAt) {
      await eventWriter(tx).emit([
        {
          userId: profileId,
          event: 'read',
          data: { profileId: userId, upToMessageId: newest.id, readAt: new Date(newest.readAt).toISOString() },
        },
      ]);
    }
    return true;
  });
}

/** Conversations between matches: their messages, the daily count, read times, and the events they make. */
export function messageRepository(em: EntityManager) {
  async function access(userId: string, profileId: string) {
    const row = await firstRow(em.getKysely(), accessSql(userId, profileId));
    if (!row) return null;
    const { known, open, ...person } = row;
    return { person: toConversationPerson(person), known, open };
  }

  return {
    /** The other person and where the user stands with them; null when there is no such profile. */
    access,

    async conversations(userId: string, limit: number, before?: ConversationsBefore) {
      return (await rows(em.getKysely(), conversationsSql(userId, limit, before))).map(toConversation);
    },

    async totals(userId: string): Promise<{ unreadTotal: number; newMatchTotal: number }> {
      return (await firstRow(em.getKysely(), totalsSql(userId))) ?? { unreadTotal: 0, newMatchTotal: 0 };
    },

    /** `userId` opened the conversation with `profileId` (a new match is new no more). */
    opened: (userId: string, profileId: string) => changed(em.getKysely(), openedSql(userId, profileId)),

    /** Up to `limit` messages before message number `before`, newest first. */
    page: (userId: string, profileId: string, limit: number, before: string | null) =>
      rows(em.getKysely(), messagesSql(userId, profileId, limit, before)),

    /** See `sendMessage`. */
    send: (message: NewMessage) => sendMessage(em, message),

    /** See `markRead`. */
    markRead: (read: ReadUpTo) => markRead(em, read),
  };
}
