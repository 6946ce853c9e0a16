import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown.ts';

describe('boost countdown', () => {
  const endsAt = '2026-11-24T09:30:00Z';

  it('counts down to the end and stops at zero', () => {
    expect(remainingMs(endsAt, Date.parse('2026-11-24T09:00:00Z'))).toBe(30 * 60_000);
    expect(remainingMs(endsAt, Date.parse('2026-11-24T09:29:59.500Z'))).toBe(500);
    expect(remainingMs(endsAt, Date.parse('2026-11-24T09:31:00Z'))).toBe(0);
  });

  it('reads as minutes and seconds, the last second as 0:01', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 41_000)).toBe('29:41');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(200)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
