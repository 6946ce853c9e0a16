// How the conversation screens write times, in the browser's own time zone and the page's language: a clock under a
// message and in "Seen 21:04", a day between messages, and the last activity in the list.
import type { DiscoverIntl } from '../i18n.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// A 24-hour clock in every language (English reads 21:04, as the spec's screens do).
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const WEEKDAY = { weekday: 'long', month: 'short', day: 'numeric' } as const;
const SHORT_DATE = { month: 'short', day: 'numeric' } as const;
const LONG_DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const;

/** Whole calendar days from `when` to `now` (0: the same day). */
function daysBefore(when: Date, now: Date): number {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.round((startOfDay(now) - startOfDay(when)) / DAY_MS);
}

/** 'Nov 3' this year, else 'Nov 3, 2025'. */
const date = (intl: DiscoverIntl, when: Date, now: Date) =>
  intl.formatDate(when, when.getFullYear() === now.getFullYear() ? SHORT_DATE : LONG_DATE);

/** '21:04'. */
export function clockTime(intl: DiscoverIntl, iso: string): string {
  return intl.formatTime(iso, CLOCK);
}

/** The day between messages: 'Today', 'Yesterday', 'Monday, Nov 23' (this week), 'Nov 3' or 'Nov 3, 2025'. */
export function dayLabel(intl: DiscoverIntl, iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  const days = daysBefore(when, now);
  if (days <= 0) return intl.formatMessage({ id: 'chat.today' });
  if (days === 1) return intl.formatMessage({ id: 'chat.yesterday' });
  if (days < 7) return intl.formatDate(when, WEEKDAY);
  return date(intl, when, now);
}

/** The same calendar day, in local time. */
export function sameDay(a: string, b: string): boolean {
  return daysBefore(new Date(a), new Date(b)) === 0 && daysBefore(new Date(b), new Date(a)) === 0;
}

/** The last activity in the conversation list: '21:04' today, else 'Yesterday', 'Nov 3' or 'Nov 3, 2025'. */
export function listTime(intl: DiscoverIntl, iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  const days = daysBefore(when, now);
  if (days <= 0) return clockTime(intl, iso);
  if (days === 1) return intl.formatMessage({ id: 'chat.yesterday' });
  return date(intl, when, now);
}
