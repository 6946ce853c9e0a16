import { useEffect, useEffectEvent } from 'react';

/** Where the arrow keys belong to what has the focus (a text field moves its caret, a dialog is in front). */
const KEEPS_ITS_KEYS = 'input, textarea, select, [contenteditable="true"], [role="dialog"]';

/** ← and → anywhere on the page call `left` and `right`, unless a modifier is held or a field or dialog has them. */
export function useArrowKeys(handlers: { left: () => void; right: () => void }) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const { target } = event;
    if (target instanceof Element && target.closest(KEEPS_ITS_KEYS)) return;
    if (event.key === 'ArrowLeft') handlers.left();
    else if (event.key === 'ArrowRight') handlers.right();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
