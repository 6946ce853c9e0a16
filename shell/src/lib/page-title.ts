import { useEffect } from 'react';
import { useIntl } from '../i18n.ts';

/**
 * The document's title while a screen shows: 'Login' → 'Login · Wishlist', none → 'Wishlist'. Set from an effect.
 */
export function usePageTitle(title?: string) {
  const intl = useIntl();
  const shown = title
    ? intl.formatMessage({ id: 'page.title' }, { title })
    : intl.formatMessage({ id: 'page.untitled' });
  useEffect(() => {
    document.title = shown;
  }, [shown]);
}
