import { describe, expect, it } from 'vitest';
import { MAX_PLACEHOLDERS, placeholderTiles } from './placeholders.ts';

describe('locked likes placeholders', () => {
  it('draws one tile per person, at most six', () => {
    expect(placeholderTiles(0)).toHaveLength(0);
    expect(placeholderTiles(3)).toHaveLength(3);
    expect(placeholderTiles(40)).toHaveLength(MAX_PLACEHOLDERS);
  });

  it('draws the same tiles for the same count, each in its own colour', () => {
    expect(placeholderTiles(4)).toEqual(placeholderTiles(4));
    const hues = placeholderTiles(MAX_PLACEHOLDERS).map((tile) => tile.hue);
    expect(new Set(hues).size).toBe(MAX_PLACEHOLDERS);
    for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0);
  });
});
