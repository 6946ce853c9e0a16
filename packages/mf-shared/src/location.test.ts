import { describe, expect, it } from 'vitest';
import { distanceKm, nearestCity } from './location.ts';

const austin = { name: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 };
const brooklyn = { name: 'Brooklyn, NY', latitude: 40.6782, longitude: -73.9442 };
const seattle = { name: 'Seattle, WA', latitude: 47.6062, longitude: -122.3321 };

describe('nearest city', () => {
  it('measures great-circle distances in km', () => {
    expect(distanceKm(austin, austin)).toBe(0);
    // Austin to Brooklyn is about 2,440 km as the crow flies.
    expect(Math.round(distanceKm(austin, brooklyn) / 10) * 10).toBe(2440);
  });

  it('names the closest city to a position', () => {
    const cities = [austin, brooklyn, seattle];
    expect(nearestCity({ latitude: 30.3, longitude: -97.7 }, cities)).toBe(austin);
    expect(nearestCity({ latitude: 40.73, longitude: -73.99 }, cities)).toBe(brooklyn);
    expect(nearestCity({ latitude: 47.0, longitude: -122.0 }, cities)).toBe(seattle);
    expect(nearestCity({ latitude: 0, longitude: 0 }, [])).toBeUndefined();
  });
});
