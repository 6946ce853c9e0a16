import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

/** Left passes, right adds, up super likes. */
export type SwipeDirection = 'left' | 'right' | 'up';

/** How far (px) the card must be dragged for a swipe; a shorter drag springs back. */
export const SWIPE_THRESHOLD = 96;
/** Movement (px) below which a press is still a tap (it opens the profile). */
const TAP_SLOP = 8;

/** Degrees of tilt per pixel of drag, so the card turns like one held at the bottom. */
export const TILT_PER_PX = 0.06;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dragging: boolean;
}

/** Where a drag ended: sideways beyond the threshold, or upwards beyond it and more up than sideways. */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (-dy >= SWIPE_THRESHOLD && -dy > Math.abs(dx)) return 'up';
  if (Math.abs(dx) >= SWIPE_THRESHOLD) return dx > 0 ? 'right' : 'left';
  return null;
}

/** Whether the component is still mounted: a swipe settles after its card may have gone. */
function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** Where the card is dragged to (sideways, and up only), and whether a drag is on. */
function useDragPosition() {
  const [offset, setOffset] = useState(0);
  const [lift, setLift] = useState(0);
  const [dragging, setDragging] = useState(false);
  return {
    offset,
    lift,
    dragging,
    setDragging,
    follow: (dx: number, dy: number) => {
      setOffset(dx);
      setLift(Math.min(0, dy));
    },
    springBack: () => {
      setOffset(0);
      setLift(0);
    },
  };
}

type OnSwipe = (direction: SwipeDirection, offset: number, lift: number) => Promise<void> | void;

/** A drag let go at (dx, dy): beyond the threshold a swipe, else the card springs back. */
function useLetGo(onSwipe: OnSwipe, springBack: () => void) {
  const mounted = useMounted();
  return (dx: number, dy: number) => {
    const direction = swipeDirection(dx, dy);
    if (!direction) return springBack();
    // Held where it was let go until the swipe settles (a like waits for the server), then springs back:
    // by then a card that left has been replaced by the next one.
    void Promise.resolve(onSwipe(direction, dx, dy)).finally(() => {
      if (mounted.current) springBack();
    });
  };
}

/**
 * Drag-to-swipe for the top card, with pointer events (mouse, touch and pen alike). The card follows the
 * pointer sideways and upwards; released beyond the threshold it calls `onSwipe` with the direction and the
 * offsets it was let go at (the exit animation starts there), and springs back once that settles. The card
 * takes every touch (`touch-action: none`), since an upward swipe is a super like and not a scroll.
 */
export function useSwipe(onSwipe: OnSwipe, disabled: boolean) {
  const position = useDragPosition();
  const drag = useRef<Drag | null>(null);
  const wasDragged = useRef(false);
  const letGo = useLetGo(onSwipe, position.springBack);
  /** The drag of this pointer, if one runs. */
  const dragOf = (event: PointerEvent<HTMLElement>) =>
    drag.current?.pointerId === event.pointerId ? drag.current : null;
  const end = () => {
    drag.current = null;
    position.setDragging(false);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (disabled || !event.isPrimary || event.button !== 0) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dragging: false };
      wasDragged.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = dragOf(event);
      if (!current) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (!current.dragging) {
        if (Math.abs(dx) < TAP_SLOP && -dy < TAP_SLOP) return;
        // Captured only once it is a drag, so a tap still reaches the link under the pointer.
        current.dragging = true;
        wasDragged.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        position.setDragging(true);
      }
      position.follow(dx, dy);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = dragOf(event);
      if (!current) return;
      end();
      if (!current.dragging) return;
      letGo(event.clientX - current.startX, Math.min(0, event.clientY - current.startY));
    },
    onPointerCancel: () => {
      end();
      position.springBack();
    },
    /** A drag is not a tap: it must not open the profile. */
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!wasDragged.current) return;
      wasDragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { offset: position.offset, lift: position.lift, dragging: position.dragging, handlers };
}
