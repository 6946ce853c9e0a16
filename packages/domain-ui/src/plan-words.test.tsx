// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { planLines } from '@wishlist/shared-data/plans';
import { plans } from '@wishlist/testing/fixtures';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arabic from './messages/plans.ar.json';
import english from './messages/plans.en.json';
import { usePlanWords } from './plan-words.ts';

const wordsIn = (locale: string, messages: Record<string, string>) =>
  renderHook(usePlanWords, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={messages}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

describe("the plans' words", () => {
  it("word each card's lines as the plans answer does in English (the contract's example)", () => {
    const words = wordsIn('en', english);
    for (const plan of plans) expect(planLines(plans, plan).map(words.line)).toEqual(plan.features);
    expect(plans.map((plan) => words.name(plan.id))).toEqual(plans.map((plan) => plan.name));
  });

  it('name the plans that sell a feature, and the cheapest of them', () => {
    const words = wordsIn('en', english);
    expect(words.names(['gold'])).toBe('Gold');
    expect(words.names(['premium', 'gold'])).toBe('Premium and Gold');
    expect(words.cheapest(['premium', 'gold'])).toBe('Premium');
    expect(words.names([])).toBe('a paid plan');
    expect(words.cheapest([])).toBe('a paid plan');
  });

  it('read in Arabic, with the plural of each count', () => {
    const words = wordsIn('ar', { ...english, ...arabic });
    expect(words.names(['premium', 'gold'])).toBe('بريميوم وجولد');
    const likes = (count: number) => words.line({ code: 'likesPerDay', count });
    expect([0, 1, 2, 3, 11, 100].map(likes)).toEqual([
      'لا إعجابات يوميًا',
      'إعجاب واحد يوميًا',
      'إعجابان يوميًا',
      '3 إعجابات يوميًا',
      '11 إعجابًا يوميًا',
      '100 إعجاب يوميًا',
    ]);
  });
});
