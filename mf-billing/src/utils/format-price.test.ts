import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('shows cents for fractional prices', () => {
    expect(formatPrice(9.99)).toBe('$9.99');
    expect(formatPrice(19.9)).toBe('$19.90');
  });

  it('shows whole-dollar prices without cents', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(10)).toBe('$10');
  });
});
