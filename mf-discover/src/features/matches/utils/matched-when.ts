const DAY_MS = 24 * 60 * 60 * 1000;
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Matched today', 'Matched yesterday', 'Matched Nov 3' (this year) or 'Matched Nov 3, 2025', in local time. */
export function matchedWhen(matchedAt: string, now: Date = new Date()): string {
  const when = new Date(matchedAt);
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const daysAgo = Math.round((startOfDay(now) - startOfDay(when)) / DAY_MS);
  if (daysAgo <= 0) return 'Matched today';
  if (daysAgo === 1) return 'Matched yesterday';
  const format = when.getFullYear() === now.getFullYear() ? shortDate : longDate;
  return `Matched ${format.format(when)}`;
}
