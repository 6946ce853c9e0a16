import type { DiscoverIntl } from '../i18n.ts';

/**
 * How far someone is, as the API gives it (`distanceKm`): the distance between the centres of the two people's grid
 * cells (at least 2 km across), rounded up, and never under 2, which two people of one cell read.
 */
export function distanceText(intl: DiscoverIntl, km: number): string {
  return km <= 2 ? intl.formatMessage({ id: 'distance.lessThan2' }) : intl.formatMessage({ id: 'distance.km' }, { km });
}
