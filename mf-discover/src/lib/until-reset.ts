import type { DiscoverIntl } from '../i18n.ts';

/**
 * Spec §9: the daily likes and messages start again at 00:00 UTC. How long until then, as the screens say it:
 * "5 h 12 min", or "12 min" in the last hour (rounded up, so it never says 0 min before the reset).
 */
export function timeUntilReset(intl: DiscoverIntl, now: Date): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const minutes = Math.max(1, Math.ceil((midnight - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? intl.formatMessage({ id: 'reset.hoursMinutes' }, { hours, minutes: minutes % 60 })
    : intl.formatMessage({ id: 'reset.minutes' }, { minutes });
}
