import { describe, expect, it } from 'vitest';
import { WIDEST, activeFilterCount, ageRangeText, draftOf, filtersUpdate } from './feed-filters.ts';

const saved = {
  minAge: null,
  maxAge: null,
  maxDistanceKm: 80,
  commonInterests: false,
  intentions: [],
  dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
  twoWay: false,
};
const everything = { hasLocation: true, interests: true };

describe('feed filters', () => {
  it('open the sheet on the saved filters: no bound is the slider’s end', () => {
    expect(draftOf(saved)).toEqual({ minAge: 18, maxAge: 80, maxDistanceKm: 80, commonInterests: false });
    expect(draftOf({ ...saved, minAge: 25, maxAge: 99 })).toMatchObject({ minAge: 25, maxAge: 80 });
  });

  it('save an age end at the slider’s end as no bound, and interests in common only with the plan', () => {
    expect(filtersUpdate(WIDEST, { interests: true })).toEqual({
      minAge: null,
      maxAge: null,
      maxDistanceKm: null,
      commonInterests: false,
    });
    const chosen = { minAge: 25, maxAge: 40, maxDistanceKm: 10, commonInterests: true };
    expect(filtersUpdate(chosen, { interests: true })).toEqual(chosen);
    expect(filtersUpdate(chosen, { interests: false })).toEqual({ minAge: 25, maxAge: 40, maxDistanceKm: 10 });
  });

  it('count what narrows the deck now: the distance once located, interests while the plan has them', () => {
    expect(activeFilterCount(saved, everything)).toBe(1);
    expect(activeFilterCount(saved, { ...everything, hasLocation: false })).toBe(0);
    const all = { ...saved, minAge: 25, maxAge: null, maxDistanceKm: 10, commonInterests: true };
    expect(activeFilterCount(all, everything)).toBe(3);
    expect(activeFilterCount(all, { ...everything, interests: false })).toBe(2);
    expect(activeFilterCount({ ...saved, maxDistanceKm: null }, everything)).toBe(0);
  });

  it('write the age range with 80 as 80+', () => {
    expect(ageRangeText({ ...WIDEST, minAge: 25, maxAge: 40 })).toBe('25–40');
    expect(ageRangeText(WIDEST)).toBe('18–80+');
  });
});
