/**
 * How far someone is, as the API gives it (`distanceKm`): measured between grid cells of at least 2 km and
 * rounded up, so `n` means "less than n km" and the smallest value, 2, covers the same cell and its neighbours.
 */
export function distanceText(km: number): string {
  return km <= 2 ? 'Less than 2 km away' : `${String(km)} km away`;
}
