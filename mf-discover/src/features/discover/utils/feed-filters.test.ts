import { describe, expect, it } from 'vitest';
import { WIDEST, activeFilterCount, ageRangeText, draftOf, filtersUpdate, relaxUpdate } from './feed-filters.ts';
import { startingFilters } from '@wishlist/testing/fixtures';

const saved = startingFilters;
const everything = { hasLocation: true, interests: true };

describe('feed filters', () => {
  it('open the sheet on the saved filters: no bound is the slider’s end', () => {
    expect(draftOf(saved)).toEqual({ ...saved, minAge: 18, maxAge: 80 });
    expect(draftOf({ ...saved, minAge: 25, maxAge: 99 })).toMatchObject({ minAge: 25, maxAge: 80 });
  });

  it('save an age end at the slider’s end as no bound, and interests in common only with the plan', () => {
    const unchanged = { intentions: [], dealbreakers: saved.dealbreakers, twoWay: false };
    expect(filtersUpdate(WIDEST, { interests: true })).toEqual({
      minAge: null,
      maxAge: null,
      maxDistanceKm: null,
      commonInterests: false,
      ...unchanged,
    });
    const chosen = { ...WIDEST, minAge: 25, maxAge: 40, maxDistanceKm: 10, commonInterests: true };
    expect(filtersUpdate(chosen, { interests: true })).toEqual(chosen);
    expect(filtersUpdate(chosen, { interests: false })).toEqual({
      minAge: 25,
      maxAge: 40,
      maxDistanceKm: 10,
      ...unchanged,
    });
  });

  it('save the intentions wanted, the dealbreakers and the two-way switch as chosen', () => {
    const chosen = {
      ...WIDEST,
      intentions: ['long_term' as const],
      dealbreakers: { ...saved.dealbreakers, intention: true, distance: false },
      twoWay: true,
    };
    expect(filtersUpdate(chosen, { interests: false })).toMatchObject({
      intentions: ['long_term'],
      dealbreakers: { ageRange: true, distance: false, showMe: true, intention: true },
      twoWay: true,
    });
  });

  it('relax what emptied the deck: that dealbreaker alone, or the two-way switch', () => {
    expect(relaxUpdate('intention')).toEqual({ dealbreakers: { intention: false } });
    expect(relaxUpdate('twoWay')).toEqual({ twoWay: false });
  });

  it('count what narrows the deck now: the distance once located, interests while the plan has them', () => {
    expect(activeFilterCount(saved, everything)).toBe(1);
    expect(activeFilterCount(saved, { ...everything, hasLocation: false })).toBe(0);
    const all = { ...saved, minAge: 25, maxAge: null, maxDistanceKm: 10, commonInterests: true };
    expect(activeFilterCount(all, everything)).toBe(3);
    expect(activeFilterCount(all, { ...everything, interests: false })).toBe(2);
    expect(activeFilterCount({ ...saved, maxDistanceKm: null }, everything)).toBe(0);
    expect(activeFilterCount({ ...saved, intentions: ['friends'], twoWay: true }, everything)).toBe(3);
  });

  it('write the age range with 80 as 80+', () => {
    expect(ageRangeText({ ...WIDEST, minAge: 25, maxAge: 40 })).toBe('25–40');
    expect(ageRangeText(WIDEST)).toBe('18–80+');
  });
});
