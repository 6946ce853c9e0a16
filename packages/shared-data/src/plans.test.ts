import type { SubscriptionPlan } from '@wishlist/contract/client/types.gen.ts';
import { describe, expect, it } from 'vitest';
import { amountsByPlan, sellersOf } from './plans.ts';

const plan = (name: string, limits: Partial<SubscriptionPlan['limits']>): SubscriptionPlan => ({
  id: 'free',
  name,
  price: 0,
  features: [],
  limits: { likesPerDay: 10, messagesPerDay: 20, superLikesPerDay: 0, boostsPerMonth: 0, ...limits },
  flags: {
    seeWhoLikesYou: false,
    advancedFilters: false,
    readReceipts: false,
    priorityMatching: false,
    incognito: false,
  },
});
const plans = [
  plan('Free', {}),
  plan('Premium', { likesPerDay: 100, messagesPerDay: null, boostsPerMonth: 1 }),
  plan('Gold', { likesPerDay: null, messagesPerDay: null, superLikesPerDay: 5, boostsPerMonth: 5 }),
];

describe('plan numbers in words', () => {
  it('name the plans that have some of a limit, with how much', () => {
    expect(amountsByPlan(plans, 'boostsPerMonth', (n) => (n === 1 ? 'boost a month' : 'boosts a month'))).toBe(
      'Premium has 1 boost a month, Gold 5.',
    );
    expect(amountsByPlan(plans, 'superLikesPerDay', () => 'a day')).toBe('Gold has 5 a day.');
    expect(amountsByPlan(plans, 'likesPerDay', () => 'a day')).toBe('Free has 10 a day, Premium 100, Gold unlimited.');
    expect(amountsByPlan([plans[0] as SubscriptionPlan], 'boostsPerMonth', () => 'a month')).toBe('');
  });

  it('name the plans that sell a feature, cheapest first', () => {
    expect(sellersOf(plans, 'superLikesPerDay')).toEqual({ names: 'Gold', cheapest: 'Gold', count: 1 });
    expect(sellersOf(plans, 'boostsPerMonth')).toEqual({ names: 'Premium and Gold', cheapest: 'Premium', count: 2 });
    expect(sellersOf(plans, 'likesPerDay').names).toBe('Free, Premium and Gold');
    const gold = plans[2] as SubscriptionPlan;
    expect(
      sellersOf([...plans.slice(0, 2), { ...gold, flags: { ...gold.flags, incognito: true } }], 'incognito'),
    ).toEqual({ names: 'Gold', cheapest: 'Gold', count: 1 });
    expect(sellersOf(plans, 'incognito').count).toBe(0);
  });

  it('name the plans without a cap', () => {
    expect(sellersOf(plans, { unlimited: 'messagesPerDay' }).names).toBe('Premium and Gold');
    expect(sellersOf(plans, { unlimited: 'likesPerDay' }).names).toBe('Gold');
    expect(sellersOf(plans, { unlimited: 'boostsPerMonth' }).count).toBe(0);
  });

  it('say "a paid plan" until the plans answer is there', () => {
    expect(sellersOf(undefined, 'superLikesPerDay')).toEqual({
      names: 'a paid plan',
      cheapest: 'a paid plan',
      count: 0,
    });
  });
});
