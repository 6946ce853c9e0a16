// The label of a position taken from the browser: the nearest city of GET /api/cities.
import type { City, Coordinates } from '@wishlist/contract/client';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in km. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The city closest to the position; undefined without cities. */
export function nearestCity(position: Coordinates, cities: readonly City[]): City | undefined {
  let nearest: City | undefined;
  let best = Infinity;
  for (const city of cities) {
    const km = distanceKm(position, city);
    if (km < best) {
      best = km;
      nearest = city;
    }
  }
  return nearest;
}
