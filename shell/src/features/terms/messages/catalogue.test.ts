import { compiled, translationProblems } from '@wishlist/testing/catalogues';
import { describe, expect, it } from 'vitest';
import arabic from './ar.json';
import english from './en.json';

describe("the Terms' own catalogue", () => {
  it('has every English message in Arabic, with the same placeholders and tags', () => {
    expect(translationProblems(compiled(english), compiled(arabic), 'ar')).toEqual([]);
  });
});
