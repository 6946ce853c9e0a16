// How the conversation screens write times, in the browser's own time zone: a clock under a message and in
// "Seen 21:04", a day between messages, and the last activity in the list.
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Whole calendar days from `when` to `now` (0: the same day). */
function daysBefore(when: Date, now: Date): number {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.round((startOfDay(now) - startOfDay(when)) / DAY_MS);
}

/** '21:04'. */
export function clockTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** The day between messages: 'Today', 'Yesterday', 'Monday, Nov 23' (this week), 'Nov 3' or 'Nov 3, 2025'. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  const days = daysBefore(when, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(when);
  return (when.getFullYear() === now.getFullYear() ? shortDate : longDate).format(when);
}

/** The same calendar day, in local time. */
export function sameDay(a: string, b: string): boolean {
  return daysBefore(new Date(a), new Date(b)) === 0 && daysBefore(new Date(b), new Date(a)) === 0;
}

/** The last activity in the conversation list: '21:04' today, else 'Yesterday', 'Nov 3' or 'Nov 3, 2025'. */
export function listTime(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  const days = daysBefore(when, now);
  if (days <= 0) return clockTime(iso);
  if (days === 1) return 'Yesterday';
  return (when.getFullYear() === now.getFullYear() ? shortDate : longDate).format(when);
}
