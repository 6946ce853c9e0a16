import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

export type SwipeDirection = 'left' | 'right';

/** How far (px) the card must be dragged for a swipe; a shorter drag springs back. */
export const SWIPE_THRESHOLD = 96;
/** Movement (px) below which a press is still a tap (it opens the profile). */
const TAP_SLOP = 8;

/** Degrees of tilt per pixel of drag, so the card turns like one held at the bottom. */
export const TILT_PER_PX = 0.06;

interface Drag {
  pointerId: number;
  startX: number;
  dragging: boolean;
}

/**
 * Drag-to-swipe for the top card, with pointer events (mouse, touch and pen alike). The card follows the
 * pointer horizontally; released beyond the threshold it calls `onSwipe` with the direction and the offset it
 * was let go at (the exit animation starts there), and springs back once that settles. Vertical movement is
 * left to the browser (`touch-action: pan-y` on the card), so the page still scrolls.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection, offset: number) => Promise<void> | void, disabled: boolean) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const wasDragged = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const end = () => {
    drag.current = null;
    setDragging(false);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (disabled || !event.isPrimary || event.button !== 0) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, dragging: false };
      wasDragged.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      if (!current.dragging) {
        if (Math.abs(dx) < TAP_SLOP) return;
        // Captured only once it is a drag, so a tap still reaches the link under the pointer.
        current.dragging = true;
        wasDragged.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      }
      setOffset(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      end();
      if (!current.dragging) return;
      const dx = event.clientX - current.startX;
      if (Math.abs(dx) < SWIPE_THRESHOLD) {
        setOffset(0);
        return;
      }
      // Held where it was let go until the swipe settles (a like waits for the server), then springs back:
      // by then a card that left has been replaced by the next one.
      void Promise.resolve(onSwipe(dx > 0 ? 'right' : 'left', dx)).finally(() => {
        if (mounted.current) setOffset(0);
      });
    },
    onPointerCancel: () => {
      end();
      setOffset(0);
    },
    /** A drag is not a tap: it must not open the profile. */
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!wasDragged.current) return;
      wasDragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { offset, dragging, handlers };
}
