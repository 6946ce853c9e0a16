import { pageLocale } from '@wishlist/app-runtime/locale';

/**
 * When a suspension ends (the `until` of an ACCOUNT_SUSPENDED answer), in the page's language and the person's time
 * zone: the server's words name only the day, in UTC.
 */
export const suspensionEnd = (until: string) =>
  new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until));
