import { describe, expect, it } from 'vitest';
import { isAdult, latestAdultBirthDate } from './birth-date.ts';

const today = new Date(2026, 10, 22); // 22 November 2026, local time

describe('the 18+ rule', () => {
  it('accepts someone whose 18th birthday is today or past', () => {
    expect(isAdult('2008-11-22', today)).toBe(true);
    expect(isAdult('1996-04-12', today)).toBe(true);
  });

  it('refuses someone who turns 18 tomorrow or later', () => {
    expect(isAdult('2008-11-23', today)).toBe(false);
    expect(isAdult('2015-01-01', today)).toBe(false);
  });

  it('refuses what is not a date', () => {
    expect(isAdult('', today)).toBe(false);
    expect(isAdult('22/11/1990', today)).toBe(false);
  });

  it('gives the latest birth date of an adult', () => {
    expect(latestAdultBirthDate(today)).toBe('2008-11-22');
  });

  it('counts a 29 February birthday as 28 February in other years', () => {
    expect(latestAdultBirthDate(new Date(2028, 1, 29))).toBe('2010-02-28');
    expect(isAdult('2010-03-01', new Date(2028, 1, 29))).toBe(false);
  });
});
