import type { Message } from '@wishlist/contract/client/types.gen.ts';
import { describe, expect, it } from 'vitest';
import { timeline } from './timeline.ts';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
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
  it("heads each day with its first message, then that day's messages", () => {
    const items = timeline(
      [message(false, at(23, 20, 15)), message(true, at(24, 9, 5)), message(false, at(24, 21, 4))],
      [],
    );
    expect(
      items.map((item) => (item.kind === 'day' ? `day ${item.day}` : `${item.mine ? 'me' : 'them'} ${item.sentAt}`)),
    ).toEqual([
      `day ${at(23, 20, 15)}`,
      `them ${at(23, 20, 15)}`,
      `day ${at(24, 9, 5)}`,
      `me ${at(24, 9, 5)}`,
      `them ${at(24, 21, 4)}`,
    ]);
  });

  it('puts "Seen" under the last of my messages the other person read, only when the read time was told', () => {
    const read = message(true, at(24, 9, 0), at(24, 21, 4));
    const alsoRead = message(true, at(24, 9, 1), at(24, 21, 4));
    const unread = message(true, at(24, 9, 2), null);
    const items = timeline([read, alsoRead, unread], []);
    expect(items.flatMap((item) => (item.kind === 'message' && item.seenAt ? [[item.key, item.seenAt]] : []))).toEqual([
      [alsoRead.id, at(24, 21, 4)],
    ]);
    expect(timeline([message(true, at(24, 9, 0))], []).some((item) => item.kind === 'message' && item.seenAt)).toBe(
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
    );
    expect(items.flatMap((item) => (item.kind === 'message' ? [[item.text, item.state]] : []))).toEqual([
      [stored.text, 'sent'],
      ['on its way', 'sending'],
      ['lost', 'failed'],
    ]);
  });
});
