import { describe, expect, it } from 'vitest';
import { NO_FILTERS, activeFilterCount, ageRangeText, feedFilterQuery } from './feed-filters.ts';

describe('feed filters', () => {
  it('sends nothing while every filter is at its widest', () => {
    expect(feedFilterQuery(NO_FILTERS)).toEqual({});
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('sends the filters that narrow the feed as the query parameters of GET /api/profiles', () => {
    const filters = { minAge: 25, maxAge: 40, maxDistanceKm: 10, commonInterests: true };
    expect(feedFilterQuery(filters)).toEqual({ minAge: 25, maxAge: 40, maxDistanceKm: 10, commonInterests: true });
    expect(activeFilterCount(filters)).toBe(3);
  });

  it('leaves out an age end at its bound: 80 is "80+", no upper limit', () => {
    expect(feedFilterQuery({ ...NO_FILTERS, minAge: 30 })).toEqual({ minAge: 30 });
    expect(feedFilterQuery({ ...NO_FILTERS, maxAge: 35 })).toEqual({ maxAge: 35 });
    expect(activeFilterCount({ ...NO_FILTERS, maxAge: 35 })).toBe(1);
  });

  it('writes the age range with 80 as 80+', () => {
    expect(ageRangeText({ ...NO_FILTERS, minAge: 25, maxAge: 40 })).toBe('25–40');
    expect(ageRangeText(NO_FILTERS)).toBe('18–80+');
  });
});
