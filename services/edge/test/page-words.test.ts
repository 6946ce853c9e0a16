import { catalogueProblems } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import ar from '../src/i18n/ar.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };

describe("the edge's catalogues", () => {
  it('have every message in every language, each taking the same arguments as the English', () => {
    expect(catalogueProblems({ en, ar })).toEqual([]);
  });
});
