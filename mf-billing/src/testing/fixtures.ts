// Mocked data for stories and tests, shaped like the contract's examples.
import type { Subscription, SubscriptionPlan, User } from '@wishlist/contract/client';

export const maya: User = {
  id: '3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c',
  username: 'maya',
  firstName: 'Maya',
  lastName: 'Lopez',
  age: 30,
  bio: 'Tacos, trail runs and terrible puns.',
  profilePhoto: null,
  interests: ['Hiking', 'Coffee'],
  instagramPhotos: [],
};

export const freePlan: SubscriptionPlan = {
  id: 'free',
  name: 'Free',
  price: 0,
  features: ['10 likes per day', 'Basic profile viewing', 'Limited messaging'],
};
export const premiumPlan: SubscriptionPlan = {
  id: 'premium',
  name: 'Premium',
  price: 9.99,
  features: ['100 likes per day', 'See who likes you', 'Unlimited messaging', 'Profile boost (1 per month)', 'Advanced filters'],
};
export const goldPlan: SubscriptionPlan = {
  id: 'gold',
  name: 'Gold',
  price: 19.99,
  features: ['Unlimited likes', 'Super likes (5 per day)', 'Profile boost (5 per month)', 'Read receipts', 'Priority matching', 'Incognito mode'],
};
export const plans = [freePlan, premiumPlan, goldPlan];

export const freeSubscription: Subscription = {
  tier: 'free',
  status: 'active',
  dailyLikes: 3,
  dailyLikeLimit: 10,
  premiumUntil: null,
  cancelAtPeriodEnd: false,
};
export const premiumSubscription: Subscription = {
  tier: 'premium',
  status: 'active',
  dailyLikes: 12,
  dailyLikeLimit: 100,
  premiumUntil: '2026-12-22T09:30:00Z',
  cancelAtPeriodEnd: false,
};
export const goldSubscription: Subscription = { ...premiumSubscription, tier: 'gold', dailyLikes: 40, dailyLikeLimit: null };
export const canceledPremiumSubscription: Subscription = { ...premiumSubscription, cancelAtPeriodEnd: true };
