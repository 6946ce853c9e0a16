import type { Locale } from '@wishlist/app-runtime/locale';

// Made on first use, one per locale: a formatter costs a slow phone tens of milliseconds to make, and the pricing
// page's start does not need it (docs/architecture.md, "Loading fast on a phone").
const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** "December 22, 2026" (en), "٢٢ ديسمبر ٢٠٢٦" (ar), in the reader's time zone. */
export function formatDate(isoDateTime: string, locale: Locale): string {
  let longDate = longDates.get(locale);
  if (!longDate) {
    // English as the United States writes it, as the spec's dates read; the pseudo-locale too.
    longDate = new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-US', { dateStyle: 'long' });
    longDates.set(locale, longDate);
  }
  return longDate.format(new Date(isoDateTime));
}
