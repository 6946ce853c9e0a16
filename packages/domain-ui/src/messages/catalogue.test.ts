import { compiled, translationProblems } from '@wishlist/testing/catalogues';
import { describe, expect, it } from 'vitest';
import { INTENTIONS, intentionMessage } from '../intentions.ts';
import { ruleTitle, termsRules } from '../terms-rules.ts';
import arabic from './ar.json';
import english from './en.json';
import plansInArabic from './plans.ar.json';
import plansInEnglish from './plans.en.json';

describe("the domain fields' catalogues", () => {
  it('has every English message in Arabic, with the same placeholders and tags', () => {
    expect(translationProblems(compiled(english), compiled(arabic), 'ar')).toEqual([]);
  });

  it('words every intention and every rule of the Terms', () => {
    for (const intention of INTENTIONS) expect(english).toHaveProperty([intentionMessage(intention)]);
    for (const { name } of termsRules) expect(english).toHaveProperty([ruleTitle(name)]);
  });

  it("has every plan's word in Arabic, with every plural form", () => {
    expect(translationProblems(compiled(plansInEnglish), compiled(plansInArabic), 'ar')).toEqual([]);
  });
});
