import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { translationProblems } from './catalogues.ts';

/** A catalogue's texts compiled, as an import of one gives them. */
const compiled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(text)]));

describe('a translation', () => {
  it('is complete with every message, placeholder and plural form of its language', () => {
    const english = { 'likes.left': '{count, plural, one {# like left} other {# likes left}}' };
    const arabic = {
      'likes.left':
        '{count, plural, zero {لا إعجابات} one {إعجاب واحد} two {إعجابان} few {# إعجابات} many {# إعجابًا} other {# إعجاب}}',
    };
    expect(translationProblems(compiled(english), compiled(arabic), 'ar')).toEqual([]);
  });

  it('misses a message, a placeholder or an Arabic plural form', () => {
    const english = { a: 'Hi {name}', b: '{count, plural, one {# like} other {# likes}}', c: 'Bye' };
    const arabic = { a: 'مرحبًا', b: '{count, plural, one {إعجاب} other {# إعجاب}}', d: 'زائد' };
    expect(translationProblems(compiled(english), compiled(arabic), 'ar')).toEqual([
      'd: not in English',
      expect.stringMatching(/^a: /),
      'b: no plural form count: zero',
      'b: no plural form count: two',
      'b: no plural form count: few',
      'b: no plural form count: many',
      'c: missing',
    ]);
  });
});
