import { type RefObject, useEffect } from 'react';

/** How close to the edge (px) a scroll must come to ask for more. */
const NEAR_PX = 240;

/**
 * Infinite paging by scrolling: calls `loadMore` when the element scrolled to within 240 px of its `edge` ('bottom'
 * for the page of a list, 'top' inside a conversation), and once at start when it does not fill its box.
 * `scroller` null means the window scrolls.
 */
export function useNearEdge(
  scroller: RefObject<HTMLElement | null> | null,
  edge: 'top' | 'bottom',
  canLoad: boolean,
  loadMore: () => unknown,
) {
  useEffect(() => {
    if (!canLoad) return undefined;
    const target: HTMLElement | Window = scroller?.current ?? window;
    const check = () => {
      const box = scroller?.current ?? document.documentElement;
      const distance = edge === 'top' ? box.scrollTop : box.scrollHeight - box.scrollTop - box.clientHeight;
      if (distance < NEAR_PX) loadMore();
    };
    check();
    target.addEventListener('scroll', check, { passive: true });
    return () => target.removeEventListener('scroll', check);
  }, [scroller, edge, canLoad, loadMore]);
}
