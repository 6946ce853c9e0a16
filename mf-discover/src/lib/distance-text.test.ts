import { describe, expect, it } from 'vitest';
import { distanceText } from './distance-text.ts';

describe('distanceText', () => {
  it('says "less than 2 km" for the smallest distance the API gives, then whole km', () => {
    expect(distanceText(2)).toBe('Less than 2 km away');
    expect(distanceText(3)).toBe('3 km away');
    expect(distanceText(293)).toBe('293 km away');
  });
});
