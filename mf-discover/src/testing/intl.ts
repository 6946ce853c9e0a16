// Discover's catalogue in a locale, outside any component: for the tests of lib/'s plain functions.
import type { Locale } from '@wishlist/app-runtime/locale';
import { createIntl } from 'react-intl';
import { type DiscoverIntl, discoverCatalogue } from '../i18n.ts';

export async function discoverIntl(locale: Locale): Promise<DiscoverIntl> {
  const messages = await discoverCatalogue.load(locale);
  return createIntl({ locale, messages }) as unknown as DiscoverIntl;
}
