import { describe, expect, it } from 'vitest';
import { timeUntilReset } from './until-reset.ts';

describe('timeUntilReset', () => {
  it('counts hours and minutes to the next 00:00 UTC, rounding up', () => {
    expect(timeUntilReset(new Date('2026-11-24T18:48:00Z'))).toBe('5 h 12 min');
    expect(timeUntilReset(new Date('2026-11-24T18:47:30Z'))).toBe('5 h 13 min');
    expect(timeUntilReset(new Date('2026-11-24T00:00:00Z'))).toBe('24 h 0 min');
  });

  it('says only minutes in the last hour, never 0', () => {
    expect(timeUntilReset(new Date('2026-11-24T23:15:00Z'))).toBe('45 min');
    expect(timeUntilReset(new Date('2026-11-24T23:59:59Z'))).toBe('1 min');
  });

  it('crosses the end of a month and a year', () => {
    expect(timeUntilReset(new Date('2026-12-31T22:00:00Z'))).toBe('2 h 0 min');
  });
});
