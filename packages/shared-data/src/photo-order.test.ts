import { describe, expect, it } from 'vitest';
import { shownOrder, storedOrder } from './photo-order.ts';

describe('photo order', () => {
  it('shows the newest first and stores an arrangement back oldest first', () => {
    expect(shownOrder(['a', 'b', 'c'])).toEqual(['c', 'b', 'a']);
    expect(storedOrder(shownOrder(['a', 'b', 'c']))).toEqual(['a', 'b', 'c']);
  });
});
