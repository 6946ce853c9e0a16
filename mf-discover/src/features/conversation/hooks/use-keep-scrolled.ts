import { useLayoutEffect, useRef } from 'react';
import type { TimelineItem } from '../utils/timeline.ts';

/** Within this distance (px) of the end, a new message scrolls the conversation down to it. */
const FOLLOW_PX = 120;

/**
 * Keeps the conversation (the scrolling box the returned ref is put on) where the user reads it: at the end when it
 * opens, when a new message arrives while the user is near the end (or sent it), and when the visible height changes
 * (the keyboard); in place when older messages arrive above.
 */
export function useKeepScrolled(items: TimelineItem[], height: number | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const first = items[0]?.key;
  const last = items.at(-1);
  const seen = useRef<{ first?: string; last?: string; scrollHeight: number; clientHeight: number }>({
    scrollHeight: 0,
    clientHeight: 0,
  });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    const grewAbove = before.last !== undefined && last?.key === before.last && first !== before.first;
    const wasNearEnd = before.scrollHeight - box.scrollTop - before.clientHeight < FOLLOW_PX;
    if (grewAbove) box.scrollTop += box.scrollHeight - before.scrollHeight;
    else if (wasNearEnd || (last?.kind === 'message' && last.mine && last.key !== before.last))
      box.scrollTop = box.scrollHeight;
    seen.current = { first, last: last?.key, scrollHeight: box.scrollHeight, clientHeight: box.clientHeight };
  }, [first, last, height]);
  return scroller;
}
