import type { SubscriptionPlan } from '@wishlist/contract/client/types.gen.ts';
import { describe, expect, it } from 'vitest';
import { amountsByPlan, planLines, sellersOf } from './plans.ts';

const plan = (id: SubscriptionPlan['id'], limits: Partial<SubscriptionPlan['limits']>): SubscriptionPlan => ({
  id,
  name: id,
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
const free = plan('free', {});
const premium = plan('premium', { likesPerDay: 100, messagesPerDay: null, boostsPerMonth: 1 });
const gold = plan('gold', { likesPerDay: null, messagesPerDay: null, superLikesPerDay: 5, boostsPerMonth: 5 });
const plans = [free, premium, gold];

describe('what the plans sell', () => {
  it('give how much of a limit each plan that has some has', () => {
    expect(amountsByPlan(plans, 'boostsPerMonth')).toEqual([
      { plan: 'premium', amount: 1 },
      { plan: 'gold', amount: 5 },
    ]);
    expect(amountsByPlan(plans, 'likesPerDay').map(({ amount }) => amount)).toEqual([10, 100, null]);
    expect(amountsByPlan([free], 'boostsPerMonth')).toEqual([]);
  });

  it('name the plans that sell a feature, cheapest first', () => {
    expect(sellersOf(plans, 'superLikesPerDay')).toEqual(['gold']);
    expect(sellersOf(plans, 'boostsPerMonth')).toEqual(['premium', 'gold']);
    expect(sellersOf(plans, 'likesPerDay')).toEqual(['free', 'premium', 'gold']);
    const incognitoGold = { ...gold, flags: { ...gold.flags, incognito: true } };
    expect(sellersOf([free, premium, incognitoGold], 'incognito')).toEqual(['gold']);
    expect(sellersOf(plans, 'incognito')).toEqual([]);
    expect(sellersOf(undefined, 'superLikesPerDay')).toEqual([]);
  });

  it('name the plans without a cap', () => {
    expect(sellersOf(plans, { unlimited: 'messagesPerDay' })).toEqual(['premium', 'gold']);
    expect(sellersOf(plans, { unlimited: 'likesPerDay' })).toEqual(['gold']);
    expect(sellersOf(plans, { unlimited: 'boostsPerMonth' })).toEqual([]);
  });

  it("list a card's lines: the likes, then what a plan adds to the one below", () => {
    expect(planLines(plans, free)).toEqual([
      { code: 'likesPerDay', count: 10 },
      { code: 'basicProfile' },
      { code: 'ageAndDistance' },
      { code: 'limitedMessaging' },
    ]);
    expect(planLines(plans, premium)).toEqual([
      { code: 'likesPerDay', count: 100 },
      { code: 'unlimitedMessaging' },
      { code: 'boostsPerMonth', count: 1 },
    ]);
    expect(planLines(plans, gold)).toEqual([
      { code: 'unlimitedLikes' },
      { code: 'superLikesPerDay', count: 5 },
      { code: 'boostsPerMonth', count: 5 },
    ]);
  });
});
