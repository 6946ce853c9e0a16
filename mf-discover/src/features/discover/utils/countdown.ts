// The countdown of a running boost: what is left until it ends, as minutes and seconds.

/** Milliseconds from `now` until `endsAt`; 0 once it has passed. */
export function remainingMs(endsAt: string, now: number): number {
  return Math.max(0, Date.parse(endsAt) - now);
}

/** "29:41", "0:05": whole seconds, rounded up, so the last second reads 0:01 and not 0:00. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}
