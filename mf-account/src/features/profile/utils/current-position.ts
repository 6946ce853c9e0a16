import type { Coordinates } from '@wishlist/contract/client';

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
