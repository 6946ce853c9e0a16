import { translationProblems } from '@wishlist/testing/catalogues';
import { describe, expect, it } from 'vitest';
import arabic from './ar.json';
import english from './en.json';
import plansInArabic from './plans.ar.json';
import plansInEnglish from './plans.en.json';

describe("the domain fields' catalogues", () => {
  it('has every English message in Arabic, with the same placeholders and tags', () => {
    expect(translationProblems(english, arabic, 'ar')).toEqual([]);
  });

  it("has every plan's word in Arabic, with every plural form", () => {
    expect(translationProblems(plansInEnglish, plansInArabic, 'ar')).toEqual([]);
  });
});
