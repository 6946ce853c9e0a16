import { useEffect } from 'react';

/**
 * The document's title while a screen shows: 'Login' → 'Login · Wishlist', none → 'Wishlist'. Set from an effect.
 */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Wishlist` : 'Wishlist';
  }, [title]);
}
