import { describe, expect, it } from 'vitest';
import { nextIndex, stackOf, topIndex } from './deck.ts';

const people = ['ana', 'ben', 'cy', 'dee', 'eli'];

describe('the Discover deck', () => {
  it('stacks up to three people from the top', () => {
    expect(stackOf(people, 0, false)).toEqual(['ana', 'ben', 'cy']);
    expect(stackOf(people.slice(0, 2), 0, false)).toEqual(['ana', 'ben']);
    expect(stackOf([], 0, false)).toEqual([]);
  });

  it('passes to the next person and wraps around after the last', () => {
    expect(nextIndex(0, 5, false)).toBe(1);
    expect(nextIndex(4, 5, false)).toBe(0);
    expect(nextIndex(0, 1, false)).toBe(0);
    expect(stackOf(people, 4, false)).toEqual(['eli', 'ana', 'ben']);
  });

  it('waits for the next page instead of wrapping while the feed has more', () => {
    expect(nextIndex(4, 5, true)).toBe(5);
    expect(topIndex(5, 5, true)).toBe(5);
    expect(stackOf(people, 4, true)).toEqual(['eli']);
    expect(stackOf(people, 5, true)).toEqual([]);
  });

  it('keeps its place when the person on top leaves the deck, wrapping at the end', () => {
    // 'eli' (index 4) was added to the wishlist and left: the deck wraps to the first person.
    expect(topIndex(4, 4, false)).toBe(0);
    // 'cy' (index 2) left: 'dee' moves up into the same index.
    expect(stackOf(['ana', 'ben', 'dee', 'eli'], 2, false)).toEqual(['dee', 'eli', 'ana']);
  });
});
