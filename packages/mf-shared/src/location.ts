// Where a person is (spec §3, "Who you'd like to meet"): the browser's position, labelled with the nearest city of
// GET /api/cities, or a city chosen from that list. The own profile page and Discover's onboarding both use it.
import { useQuery } from '@tanstack/react-query';
import type { City, Coordinates } from '@wishlist/contract/client';
import { listCitiesOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/cities: the cities a person can choose as their location, with coordinates. */
export function useCities() {
  return useQuery(listCitiesOptions());
}

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

/** The browser's position, after the person allows it; fails with the browser's reason (denied, unavailable). */
export function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell your location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED
              ? 'You did not allow your location.'
              : 'Your location could not be found.',
          ),
        ),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  });
}
