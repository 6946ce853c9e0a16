import { describe, expect, it } from 'vitest';
import { discoverIntl } from '../testing/intl.ts';
import { clockTime, dayLabel, listTime, sameDay } from './chat-time.ts';

// Local times, as the browser shows them.
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();
const now = new Date(2026, 10, 24, 21, 30);
const english = await discoverIntl('en');
const arabic = await discoverIntl('ar');

describe('chat times', () => {
  it('writes a clock in 24 hours', () => {
    expect(clockTime(english, at(2026, 11, 24, 21, 4))).toBe('21:04');
    expect(clockTime(english, at(2026, 11, 24, 9, 5))).toBe('09:05');
  });

  it('names the day between messages', () => {
    expect(dayLabel(english, at(2026, 11, 24, 0, 1), now)).toBe('Today');
    expect(dayLabel(english, at(2026, 11, 23, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(english, at(2026, 11, 20), now)).toBe('Friday, Nov 20');
    expect(dayLabel(english, at(2026, 11, 3), now)).toBe('Nov 3');
    expect(dayLabel(english, at(2025, 12, 31), now)).toBe('Dec 31, 2025');
  });

  it('tells the same local day', () => {
    expect(sameDay(at(2026, 11, 24, 0, 1), at(2026, 11, 24, 23, 59))).toBe(true);
    expect(sameDay(at(2026, 11, 23, 23, 59), at(2026, 11, 24, 0, 1))).toBe(false);
  });

  it('writes the last activity of a conversation', () => {
    expect(listTime(english, at(2026, 11, 24, 8, 15), now)).toBe('08:15');
    expect(listTime(english, at(2026, 11, 23), now)).toBe('Yesterday');
    expect(listTime(english, at(2026, 11, 3), now)).toBe('Nov 3');
    expect(listTime(english, at(2025, 11, 3), now)).toBe('Nov 3, 2025');
  });

  it('writes days and dates in Arabic', () => {
    expect(dayLabel(arabic, at(2026, 11, 24, 0, 1), now)).toBe('اليوم');
    expect(listTime(arabic, at(2026, 11, 23), now)).toBe('أمس');
    expect(dayLabel(arabic, at(2026, 11, 20), now)).toBe('الجمعة، 20 نوفمبر');
    expect(clockTime(arabic, at(2026, 11, 24, 21, 4))).toBe('21:04');
  });
});
