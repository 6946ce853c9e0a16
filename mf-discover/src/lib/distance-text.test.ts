import { describe, expect, it } from 'vitest';
import { discoverIntl } from '../testing/intl.ts';
import { distanceText } from './distance-text.ts';

const english = await discoverIntl('en');
const arabic = await discoverIntl('ar');

describe('distanceText', () => {
  it('says "less than 2 km" for the smallest distance the API gives, then whole km', () => {
    expect(distanceText(english, 2)).toBe('Less than 2 km away');
    expect(distanceText(english, 3)).toBe('3 km away');
    expect(distanceText(english, 1293)).toBe('1,293 km away');
  });

  it('says it in Arabic, with the plural form of each number', () => {
    expect(distanceText(arabic, 2)).toBe('على بعد أقل من كيلومترين');
    expect([3, 11, 100].map((km) => distanceText(arabic, km))).toEqual([
      'على بعد 3 كيلومترات',
      'على بعد 11 كيلومترًا',
      'على بعد 100 كيلومتر',
    ]);
  });
});
