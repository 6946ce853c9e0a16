/** The UTC day (`YYYY-MM-DD`) that daily likes and messages are counted in. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** The first day (`YYYY-MM-01`) of the UTC calendar month that boosts are counted in. */
export const utcMonth = (now = new Date()) => `${now.toISOString().slice(0, 7)}-01`;

/** Seconds until the next 00:00 UTC, when the daily counts start again. */
export function secondsToNextUtcDay(now = new Date()) {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((next - now.getTime()) / 1000);
}
