// Where a person is (spec §3, "Who you'd like to meet"): the browser's position, or a city chosen from GET /api/cities;
// the server names the place others see after the nearest city. The own profile page and Discover's onboarding use it.
import { useQuery } from '@tanstack/react-query';
import type { Coordinates } from '@wishlist/contract/client';
import { listCitiesOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/cities: the cities a person can choose as their location, with coordinates. */
export function useCities() {
  return useQuery(listCitiesOptions());
}

/** Why the browser gave no position; its words are the catalogue's `domain.location.<reason>`. */
export class NoPosition extends Error {
  readonly reason: 'unsupported' | 'denied' | 'unavailable';
  constructor(reason: NoPosition['reason']) {
    super(`No position: ${reason}`);
    this.reason = reason;
  }
}

/** The browser's position, after the person allows it; fails with `NoPosition` and the browser's reason. */
export function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new NoPosition('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new NoPosition(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  });
}
