/**
 * How far someone is, as the API gives it (`distanceKm`): the distance between the centres of the two people's grid
 * cells (at least 2 km across), rounded up, and never under 2, which two people of one cell read.
 */
export function distanceText(km: number): string {
  return km <= 2 ? 'Less than 2 km away' : `${String(km)} km away`;
}
