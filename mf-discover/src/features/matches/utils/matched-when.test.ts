import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import english from '../../../messages/en.json';
import { matchedWhen } from './matched-when.ts';

const now = new Date(2026, 10, 22, 9, 30);
const intl = createIntl({ locale: 'en', messages: english });

describe('matchedWhen', () => {
  it('says today and yesterday by calendar day', () => {
    expect(matchedWhen(new Date(2026, 10, 22, 0, 5).toISOString(), intl, now)).toBe('Matched today');
    expect(matchedWhen(new Date(2026, 10, 21, 23, 55).toISOString(), intl, now)).toBe('Matched yesterday');
  });

  it('gives the date of older matches, with the year when it is not this one', () => {
    expect(matchedWhen(new Date(2026, 10, 3, 12).toISOString(), intl, now)).toBe('Matched Nov 3');
    expect(matchedWhen(new Date(2025, 11, 31, 12).toISOString(), intl, now)).toBe('Matched Dec 31, 2025');
  });
});
