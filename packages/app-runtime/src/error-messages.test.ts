import { readdirSync, readFileSync } from 'node:fs';
import { ErrorCodeSchema } from '@wishlist/contract/client/schemas.gen.ts';
import { describe, expect, it } from 'vitest';

// The browser's catalogues of error messages, one per language (messages/errors.<language>.json): the English one is
// generated from the contract's `x-errors` by `npm run gen`, the others are translated from it.
const folder = new URL('./messages/', import.meta.url);
const catalogues = readdirSync(folder)
  .map((file) => /^errors\.(.+)\.json$/.exec(file)?.[1])
  .filter((language) => language !== undefined)
  .map((language) => ({
    language,
    messages: JSON.parse(readFileSync(new URL(`errors.${language}.json`, folder), 'utf8')) as Record<string, string>,
  }));
const english = catalogues.find(({ language }) => language === 'en')?.messages ?? {};
const ids = ErrorCodeSchema.enum.map((code) => `errors.${code}`);
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map(([, name]) => name).sort();

describe('the error messages of every contract code', () => {
  it('are in English and Arabic at least', () => {
    expect(catalogues.map(({ language }) => language).sort()).toEqual(expect.arrayContaining(['ar', 'en']));
  });

  it.each(catalogues)('has every code, and only those, in $language', ({ messages }) => {
    expect(ids.filter((id) => !messages[id]?.trim())).toEqual([]);
    expect(Object.keys(messages).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(catalogues)('fills in $language the same values as the English', ({ messages }) => {
    const differing = ids.filter(
      (id) => placeholders(messages[id] ?? '').join() !== placeholders(english[id] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });
});
