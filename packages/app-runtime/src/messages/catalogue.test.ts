import { compiled, translationProblems } from '@wishlist/testing/catalogues';
import { describe, expect, it } from 'vitest';
import screensArabic from './screens.ar.json';
import screensEnglish from './screens.en.json';
import standaloneArabic from './standalone.ar.json';
import standaloneEnglish from './standalone.en.json';

describe("the runtime's catalogues", () => {
  it("has every screen's title in Arabic", () => {
    expect(translationProblems(compiled(screensEnglish), compiled(screensArabic), 'ar')).toEqual([]);
  });

  it("has every word of a remote's standalone page in Arabic, with the same placeholders", () => {
    expect(translationProblems(compiled(standaloneEnglish), compiled(standaloneArabic), 'ar')).toEqual([]);
  });
});
