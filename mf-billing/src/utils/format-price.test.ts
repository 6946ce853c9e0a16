import { describe, expect, it } from 'vitest';
import { formatCharge, formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('shows cents for fractional prices', () => {
    expect(formatPrice(9.99, 'en')).toBe('$9.99');
    expect(formatPrice(19.9, 'en')).toBe('$19.90');
  });

  it('shows whole-dollar prices without cents', () => {
    expect(formatPrice(0, 'en')).toBe('$0');
    expect(formatPrice(10, 'en')).toBe('$10');
  });
});

describe('formatCharge', () => {
  it('always shows the cents', () => {
    expect(formatCharge(10, 'en')).toBe('$10.00');
    expect(formatCharge(0.1 + 0.2, 'en')).toBe('$0.30');
    expect(formatCharge(0.005, 'en')).toBe('$0.01');
  });
});

describe('prices in Arabic', () => {
  it('are what Intl.NumberFormat writes for ar', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('ar', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    expect(formatPrice(9.99, 'ar')).toBe(intl(2).format(9.99));
    expect(formatPrice(10, 'ar')).toBe(intl(0).format(10));
    expect(formatCharge(10, 'ar')).toBe(intl(2).format(10));
    expect(formatPrice(10, 'ar')).not.toBe(formatPrice(10, 'en'));
  });
});

describe('prices as en-US writes US dollars', () => {
  it('writes what Intl.NumberFormat writes, thousands and signs included', () => {
    const intl = (dollars: number, cents: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }).format(dollars);
    for (const dollars of [0, 1, 9.99, 19.99, 999.5, 1000, 1234.56, 1234567.8, -5, -0.25, 12.345])
      expect(formatCharge(dollars, 'en'), String(dollars)).toBe(intl(dollars, true));
    for (const dollars of [0, 7, 1000, 25000, -40])
      expect(formatPrice(dollars, 'en'), String(dollars)).toBe(intl(dollars, false));
  });
});
