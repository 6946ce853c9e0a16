import { describe, expect, it } from 'vitest';
import { discoverIntl } from '../testing/intl.ts';
import { timeUntilReset } from './until-reset.ts';

const english = await discoverIntl('en');
const arabic = await discoverIntl('ar');

describe('timeUntilReset', () => {
  it('counts hours and minutes to the next 00:00 UTC, rounding up', () => {
    expect(timeUntilReset(english, new Date('2026-11-24T18:48:00Z'))).toBe('5 h 12 min');
    expect(timeUntilReset(english, new Date('2026-11-24T18:47:30Z'))).toBe('5 h 13 min');
    expect(timeUntilReset(english, new Date('2026-11-24T00:00:00Z'))).toBe('24 h 0 min');
  });

  it('says only minutes in the last hour, never 0', () => {
    expect(timeUntilReset(english, new Date('2026-11-24T23:15:00Z'))).toBe('45 min');
    expect(timeUntilReset(english, new Date('2026-11-24T23:59:59Z'))).toBe('1 min');
  });

  it('crosses the end of a month and a year', () => {
    expect(timeUntilReset(english, new Date('2026-12-31T22:00:00Z'))).toBe('2 h 0 min');
  });

  it('says hours and minutes in Arabic, in the plural form of each number', () => {
    const minutesBefore = (minutes: number) => new Date(Date.UTC(2026, 10, 25) - minutes * 60_000);
    expect([1, 2, 3, 11].map((minutes) => timeUntilReset(arabic, minutesBefore(minutes)))).toEqual([
      'دقيقة',
      'دقيقتين',
      '3 دقائق',
      '11 دقيقة',
    ]);
    expect(timeUntilReset(arabic, minutesBefore(2 * 60 + 3))).toBe('ساعتين و3 دقائق');
    expect(timeUntilReset(arabic, minutesBefore(11 * 60))).toBe('11 ساعة و0 دقيقة');
  });
});
