import type { components } from '@wishlist/contract/schema';
import { sql, type Sql } from '@wishlist/service-kit';

/**
 * Messages as they are read and shown: what the conversations (messages/) and the match writer (a like's comment
 * becoming the first message, core/match-repository.ts) share.
 */

type CommentContext = components['schemas']['CommentContext'];
type Message = components['schemas']['Message'];

export const messageColumns = (alias: 'm' | 'messages'): Sql => {
  const m = sql.raw(alias);
  return sql`${m}.id, ${m}.seq::text as seq, ${m}.client_id as "clientId", ${m}.sender_id as "senderId",
  ${m}.text, ${m}.sent_at as "sentAt", ${m}.read_receipt_at as "readAt", ${m}.answers`;
};
/** A stored message; MikroORM's pool reads timestamps as text. `readAt`: the read its sender may be told of. */
export type MessageRow = {
  id: string;
  seq: string;
  clientId: string;
  senderId: string;
  text: string;
  sentAt: string;
  readAt: string | null;
  /** What a like's comment answers, on the message it became at the match. */
  answers: CommentContext | null;
};

/**
 * A message as `viewer` may see it: the one place of the read-receipt rule. `readAt` is told only on the viewer's
 * own messages and only when the viewer has read receipts (gold); everyone else never receives it.
 */
export function toMessage(row: MessageRow, viewer: string, readReceipts: boolean): Message {
  const mine = row.senderId === viewer;
  return {
    id: row.id,
    clientId: row.clientId,
    mine,
    text: row.text,
    sentAt: new Date(row.sentAt).toISOString(),
    ...(row.answers && { answers: row.answers }),
    ...(mine && readReceipts && { readAt: row.readAt === null ? null : new Date(row.readAt).toISOString() }),
  };
}
