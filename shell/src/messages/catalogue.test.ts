import { compiled, translationProblems } from '@wishlist/testing/catalogues';
import { describe, expect, it } from 'vitest';
import accessibilityArabic from '../features/accessibility/messages/ar.json';
import accessibilityEnglish from '../features/accessibility/messages/en.json';
import faqArabic from '../features/faq/messages/ar.json';
import faqEnglish from '../features/faq/messages/en.json';
import termsArabic from '../features/terms/messages/ar.json';
import termsEnglish from '../features/terms/messages/en.json';
import arabic from './ar.json';
import english from './en.json';

// The shell's catalogue, and the own catalogues of the screens with long texts (loaded with them).
const catalogues = [
  { name: 'shell', english, arabic },
  { name: 'faq', english: faqEnglish, arabic: faqArabic },
  { name: 'terms', english: termsEnglish, arabic: termsArabic },
  { name: 'accessibility statement', english: accessibilityEnglish, arabic: accessibilityArabic },
];

describe("the shell's catalogues", () => {
  it.each(catalogues)(
    'has every English message of the $name catalogue in Arabic, with the same placeholders and tags',
    (catalogue) => {
      expect(translationProblems(compiled(catalogue.english), compiled(catalogue.arabic), 'ar')).toEqual([]);
    },
  );

  it('gives each message one catalogue: a screen with its own never redefines a shell message', () => {
    const shellIds = new Set(Object.keys(english));
    const redefined = catalogues
      .slice(1)
      .flatMap((catalogue) => Object.keys(catalogue.english).filter((id) => shellIds.has(id)));
    expect(redefined).toEqual([]);
  });
});
