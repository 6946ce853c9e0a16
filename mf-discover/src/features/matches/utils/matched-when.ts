import type { useIntl } from '../../../i18n.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Matched today', 'Matched yesterday', 'Matched Nov 3' (this year) or 'Matched Nov 3, 2025', in local time and in
 * the locale of `intl`.
 */
export function matchedWhen(matchedAt: string, intl: ReturnType<typeof useIntl>, now: Date = new Date()): string {
  const when = new Date(matchedAt);
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const daysAgo = Math.round((startOfDay(now) - startOfDay(when)) / DAY_MS);
  if (daysAgo <= 0) return intl.formatMessage({ id: 'matches.row.matchedToday' });
  if (daysAgo === 1) return intl.formatMessage({ id: 'matches.row.matchedYesterday' });
  const year = when.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  const date = intl.formatDate(when, { month: 'short', day: 'numeric', year });
  return intl.formatMessage({ id: 'matches.row.matchedOn' }, { date });
}
