import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { pseudoCatalogue, pseudoText } from './pseudo-locale.ts';

const english = {
  'pricing.title': 'Choose Your Plan',
  'pricing.plan.choose': 'Choose {plan}',
  'likes.left': '{count, plural, =0 {No likes left} one {# like left} other {# likes left}}',
  'cancel.keepUntil': 'You keep {plan} until <strong>{date}</strong>.',
};
const pseudo = pseudoCatalogue(
  Object.fromEntries(Object.entries(english).map(([id, message]) => [id, parse(message)])),
);
const format = (id: keyof typeof english, values: Record<string, unknown>) =>
  new IntlMessageFormat(pseudo[id] ?? [], 'en-XA').format(values as never) as string | unknown[];
const letters = (text: string) => [...text].filter((char) => /\p{L}/u.test(char)).length;

describe('the pseudo-locale', () => {
  it('accents every letter and makes a text 40 % longer', () => {
    const text = pseudoText('Choose Your Plan');
    expect(text).not.toMatch(/[a-zA-Z]/);
    expect([...text].length).toBeGreaterThanOrEqual(Math.ceil('Choose Your Plan'.length * 1.4));
  });

  it("keeps each message's placeholders, plural branches and tags", () => {
    for (const [id, message] of Object.entries(english))
      expect(isStructurallySame(parse(message), pseudo[id] ?? []).success, id).toBe(true);
    expect(format('pricing.plan.choose', { plan: 'Gold' })).toMatch(/^Çĥööšé \S+ Gold$/);
    expect(format('likes.left', { count: 0 })).toMatch(/^Ñö ļîķéš ļéƒţ/);
    expect(format('likes.left', { count: 1 })).toMatch(/^1 ļîķé ļéƒţ/);
    expect(format('likes.left', { count: 11 })).toMatch(/^11 ļîķéš ļéƒţ/);
    const parts = format('cancel.keepUntil', {
      plan: 'Gold',
      date: 'May 1',
      strong: (chunks: string[]) => `*${chunks.join('')}*`,
    });
    expect(String(parts)).toContain('*May 1*');
  });

  it('lengthens a whole message by 40 % at least', () => {
    const shown = String(format('pricing.title', {}));
    expect(letters(shown)).toBeGreaterThanOrEqual(Math.ceil(letters('Choose Your Plan') * 1.4));
  });
});
