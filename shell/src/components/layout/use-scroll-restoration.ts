import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by its key: Back and Forward return there, a new page starts at the top. */
const positions = new Map<string, number>();

export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const pageLoaded = useRef(false);
  useLayoutEffect(() => {
    // The page the browser loaded stays where it is: the browser placed it, and the person may have scrolled it
    // before the app started (moved under a finger, a tap begun on a link would end on something else).
    const firstScreen = !pageLoaded.current;
    pageLoaded.current = true;
    if (!firstScreen && !hash) window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, navigationType]);
}
