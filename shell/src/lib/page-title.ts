import { useEffect } from 'react';

/**
 * The document's title while a screen shows: 'Login' → 'Login · Wishlist', none → 'Wishlist'. Set from an effect,
 * not a <title> element, which only React 19 moves into the head (production runs on Preact).
 */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Wishlist` : 'Wishlist';
  }, [title]);
}
