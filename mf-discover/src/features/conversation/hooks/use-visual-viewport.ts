import { useSyncExternalStore } from 'react';

/** The part of the page the user sees: above a phone's on-screen keyboard, and where the browser scrolled to. */
export interface VisibleArea {
  top: number;
  height: number;
}

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport;
  viewport?.addEventListener('resize', onChange);
  viewport?.addEventListener('scroll', onChange);
  return () => {
    viewport?.removeEventListener('resize', onChange);
    viewport?.removeEventListener('scroll', onChange);
  };
}

// A snapshot must be the same value while nothing changed, so the area is kept as a string of its numbers.
const snapshot = () => {
  const viewport = window.visualViewport;
  return viewport ? `${String(Math.round(viewport.offsetTop))} ${String(Math.round(viewport.height))}` : '';
};

/**
 * The visible area, following the on-screen keyboard: a phone's browser (Safari; Chrome by default) shrinks only
 * the visual viewport when the keyboard opens, so a screen that must keep its composer in sight sizes itself from
 * this. Null where the browser has no visual viewport (the screen then falls back to 100dvh).
 */
export function useVisualViewport(): VisibleArea | null {
  const area = useSyncExternalStore(subscribe, snapshot, () => '');
  if (area === '') return null;
  const [top = 0, height = 0] = area.split(' ').map(Number);
  return { top, height };
}
