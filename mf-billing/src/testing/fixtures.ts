// Mocked data for stories and tests, shaped like the contract's examples. Maya and the free, premium and gold
// subscriptions come from @wishlist/mf-shared/testing/fixtures.
import type { Subscription, SubscriptionPlan } from '@wishlist/contract/client';
import { premiumSubscription } from '@wishlist/mf-shared/testing/fixtures';

export const freePlan: SubscriptionPlan = {
  id: 'free',
  name: 'Free',
  price: 0,
  features: ['10 likes per day', 'Basic profile viewing', 'Age and distance filters', 'Limited messaging'],
  limits: { likesPerDay: 10, messagesPerDay: 20, superLikesPerDay: 0, boostsPerMonth: 0 },
  flags: {
    seeWhoLikesYou: false,
    advancedFilters: false,
    readReceipts: false,
    priorityMatching: false,
    incognito: false,
  },
};
export const premiumPlan: SubscriptionPlan = {
  id: 'premium',
  name: 'Premium',
  price: 9.99,
  features: [
    '100 likes per day',
    'See who likes you',
    'Unlimited messaging',
    'Profile boost (1 per month)',
    'Advanced filters (interests in common)',
  ],
  limits: { likesPerDay: 100, messagesPerDay: null, superLikesPerDay: 0, boostsPerMonth: 1 },
  flags: {
    seeWhoLikesYou: true,
    advancedFilters: true,
    readReceipts: false,
    priorityMatching: false,
    incognito: false,
  },
};
export const goldPlan: SubscriptionPlan = {
  id: 'gold',
  name: 'Gold',
  price: 19.99,
  features: [
    'Unlimited likes',
    'Super likes (5 per day)',
    'Profile boost (5 per month)',
    'Read receipts',
    'Priority matching',
    'Incognito mode',
  ],
  limits: { likesPerDay: null, messagesPerDay: null, superLikesPerDay: 5, boostsPerMonth: 5 },
  flags: { seeWhoLikesYou: true, advancedFilters: true, readReceipts: true, priorityMatching: true, incognito: true },
};
export const plans = [freePlan, premiumPlan, goldPlan];

export const canceledPremiumSubscription: Subscription = { ...premiumSubscription, cancelAtPeriodEnd: true };
