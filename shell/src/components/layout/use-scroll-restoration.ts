import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by its key: Back and Forward return there, a new page starts at the top. */
const positions = new Map<string, number>();

export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (hash) return; // the browser scrolls to the anchor
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, navigationType]);
}
