import type { CommentContext, Message } from '@wishlist/contract/client/types.gen.ts';
import { sameDay } from '../../../lib/chat-time.ts';

/** A message the user wrote that the server has not stored yet: on its way, or failed (Retry sends it again). */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  sentAt: string;
  failed: boolean;
}

export type BubbleState = 'sent' | 'sending' | 'failed';

/**
 * What the conversation shows, top to bottom: a day, then that day's messages. Times are the server's (ISO), written
 * in the reader's language where they are shown (lib/chat-time.ts).
 */
export type TimelineItem =
  | { kind: 'day'; key: string; day: string }
  | {
      kind: 'message';
      key: string;
      clientId: string;
      mine: boolean;
      text: string;
      sentAt: string;
      state: BubbleState;
      /** When the other person read it, under the last message of mine they read: "Seen 21:04". */
      seenAt: string | null;
      /** A like's comment that opened the conversation: the prompt and answer, or the photo, it answers. */
      answers?: CommentContext;
    };

/**
 * The stored messages (oldest first) and then the ones still going out, each day headed by its name. "Seen 21:04"
 * goes under the user's last message the other person read, and only when the server told the read time (a gold
 * sender's read receipts). A message going out that the server has stored meanwhile (its clientId is among the
 * stored ones) shows once.
 */
export function timeline(stored: Message[], outgoing: OutgoingMessage[]): TimelineItem[] {
  const storedIds = new Set(stored.map((message) => message.clientId));
  const lastSeen = stored.findLast((message) => message.mine && message.readAt)?.id;
  const entries = [
    ...stored.map((message) => ({
      key: message.id,
      clientId: message.clientId,
      mine: message.mine,
      text: message.text,
      sentAt: message.sentAt,
      state: 'sent' as const,
      seenAt: message.id === lastSeen && message.readAt ? message.readAt : null,
      ...(message.answers && { answers: message.answers }),
    })),
    ...outgoing
      .filter((message) => !storedIds.has(message.clientId))
      .map((message) => ({
        key: message.clientId,
        clientId: message.clientId,
        mine: true,
        text: message.text,
        sentAt: message.sentAt,
        state: message.failed ? ('failed' as const) : ('sending' as const),
        seenAt: null,
      })),
  ];
  const items: TimelineItem[] = [];
  let previous: string | null = null;
  for (const entry of entries) {
    if (previous === null || !sameDay(previous, entry.sentAt))
      items.push({ kind: 'day', key: `day-${entry.sentAt}`, day: entry.sentAt });
    items.push({ kind: 'message', ...entry });
    previous = entry.sentAt;
  }
  return items;
}
