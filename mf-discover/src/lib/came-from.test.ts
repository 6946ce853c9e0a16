import { describe, expect, it } from 'vitest';
import { backPath, cameFrom } from './came-from.ts';

describe('backPath', () => {
  it('returns to where the profile was opened from', () => {
    expect(backPath(cameFrom('/wishlist'))).toBe('/wishlist');
    expect(backPath(cameFrom('/matches'))).toBe('/matches');
  });

  it('goes to Discover without a usable state', () => {
    for (const state of [null, undefined, 'wishlist', {}, { from: 42 }, { from: 'https://elsewhere.test' }])
      expect(backPath(state)).toBe('/app');
  });
});
