import type { Message } from '@wishlist/contract/client/types.gen.ts';
import { describe, expect, it } from 'vitest';
import { timeline } from './timeline.ts';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const now = new Date(2026, 10, 24, 22, 0);
let next = 0;
function message(mine: boolean, sentAt: string, readAt?: string | null): Message {
  next += 1;
  const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    id,
    clientId: id.replace('-8000-', '-9000-'),
    mine,
    text: `message ${String(next)}`,
    sentAt,
    ...(readAt !== undefined && { readAt }),
  };
}

describe('the conversation timeline', () => {
  it('heads each day with its name and writes each message with its clock time', () => {
    const items = timeline(
      [message(false, at(23, 20, 15)), message(true, at(24, 9, 5)), message(false, at(24, 21, 4))],
      [],
      now,
    );
    expect(
      items.map((item) => (item.kind === 'day' ? item.label : `${item.mine ? 'me' : 'them'} ${item.time}`)),
    ).toEqual(['Yesterday', 'them 20:15', 'Today', 'me 09:05', 'them 21:04']);
  });

  it('puts "Seen" under the last of my messages the other person read, only when the read time was told', () => {
    const read = message(true, at(24, 9, 0), at(24, 21, 4));
    const alsoRead = message(true, at(24, 9, 1), at(24, 21, 4));
    const unread = message(true, at(24, 9, 2), null);
    const items = timeline([read, alsoRead, unread], [], now);
    expect(items.flatMap((item) => (item.kind === 'message' && item.seen ? [[item.key, item.seen]] : []))).toEqual([
      [alsoRead.id, 'Seen 21:04'],
    ]);
    expect(timeline([message(true, at(24, 9, 0))], [], now).some((item) => item.kind === 'message' && item.seen)).toBe(
      false,
    );
  });

  it('shows messages going out after the stored ones, once stored only once', () => {
    const stored = message(true, at(24, 9, 0));
    const items = timeline(
      [stored],
      [
        { clientId: stored.clientId, text: stored.text, sentAt: stored.sentAt, failed: false },
        { clientId: 'c-1', text: 'on its way', sentAt: at(24, 9, 1), failed: false },
        { clientId: 'c-2', text: 'lost', sentAt: at(24, 9, 2), failed: true },
      ],
      now,
    );
    expect(items.flatMap((item) => (item.kind === 'message' ? [[item.text, item.state]] : []))).toEqual([
      [stored.text, 'sent'],
      ['on its way', 'sending'],
      ['lost', 'failed'],
    ]);
  });
});
