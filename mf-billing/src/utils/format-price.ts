import type { Locale } from '@wishlist/app-runtime/locale';

// In English, plain string work, not Intl.NumberFormat: a page's first Intl formatter loads its locale's data, which
// cost a slow phone about 100 ms (4× CPU) while the pricing page hydrated its plans (docs/architecture.md, "Loading
// fast on a phone"). Prices are US dollars, written as en-US writes them (the tests hold it to Intl's); another
// language gets Intl's, made on first use.

/** "$1,234.50" from a number of dollars, with or without its cents. */
function usd(dollars: number, withCents: boolean): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = String(withCents ? Math.floor(cents / 100) : Math.round(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = withCents ? `.${String(cents % 100).padStart(2, '0')}` : '';
  return `${dollars < 0 && cents > 0 ? '-' : ''}$${whole}${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** US dollars as `locale` writes them, with or without cents. */
function localUsd(dollars: number, withCents: boolean, locale: Locale): string {
  if (locale !== 'ar') return usd(dollars, withCents);
  const key = `${locale} ${String(withCents)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = withCents ? 2 : 0;
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(dollars);
}

/** "$9.99", "$0": whole-dollar prices are shown without cents. */
export function formatPrice(dollars: number, locale: Locale): string {
  return localUsd(dollars, !Number.isInteger(dollars), locale);
}

/** "$10.00": a charge is always shown with its cents. */
export function formatCharge(dollars: number, locale: Locale): string {
  return localUsd(dollars, true, locale);
}
