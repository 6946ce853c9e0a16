import type { Locale } from '@wishlist/app-runtime/locale';

// Made on first use, one per locale: a formatter is slow to make, and a list formats many moments.
const moments = new Map<Locale, Intl.DateTimeFormat>();

/** A moment as a moderator reads it, in their own time zone: 'Nov 25, 9:30 AM' (en), '25 نوفمبر، 9:30 ص' (ar). */
export function formatWhen(iso: string, locale: Locale): string {
  let moment = moments.get(locale);
  if (!moment) {
    // English as the United States writes it, as the console always has; the pseudo-locale too.
    moment = new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    moments.set(locale, moment);
  }
  return moment.format(new Date(iso));
}
