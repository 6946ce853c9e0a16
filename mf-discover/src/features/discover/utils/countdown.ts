// The countdown of a running boost: what is left until it ends, as minutes and seconds.

/** Milliseconds from `now` until `endsAt`; 0 once it has passed. */
export function remainingMs(endsAt: string, now: number): number {
  return Math.max(0, Date.parse(endsAt) - now);
}

/**
 * "29:41", "0:05" (in `locale`'s digits): whole seconds, rounded up, so the last second reads 0:01 and not 0:00.
 */
export function formatCountdown(ms: number, locale = 'en'): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = new Intl.NumberFormat(locale, { useGrouping: false }).format(Math.floor(seconds / 60));
  const rest = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(seconds % 60);
  return `${minutes}:${rest}`;
}
