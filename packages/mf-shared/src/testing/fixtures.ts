// Data that the stories and tests of every remote share, shaped like the contract's examples. A remote that
// wants Maya with pictures spreads her and adds its own.
import type { Entitlements, Subscription, User } from '@wishlist/contract/client/types.gen.ts';
import { ApiError } from '../api-client.ts';

export const maya: User = {
  id: '3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c',
  username: 'maya',
  role: 'member',
  firstName: 'Maya',
  lastName: 'Lopez',
  age: 30,
  bio: 'Tacos, trail runs and terrible puns.',
  profilePhoto: null,
  interests: ['Hiking', 'Coffee'],
  instagramPhotos: [],
};

/** Today: 3 of 10 likes used. */
export const freeSubscription: Subscription = {
  tier: 'free',
  status: 'active',
  dailyLikes: 3,
  dailyLikeLimit: 10,
  premiumUntil: null,
  cancelAtPeriodEnd: false,
};
/** Today: 12 of 100 likes used. */
export const premiumSubscription: Subscription = {
  ...freeSubscription,
  tier: 'premium',
  dailyLikes: 12,
  dailyLikeLimit: 100,
  premiumUntil: '2026-12-22T09:30:00Z',
};
/** Today: 40 likes used, no cap. */
export const goldSubscription: Subscription = {
  ...premiumSubscription,
  tier: 'gold',
  dailyLikes: 40,
  dailyLikeLimit: null,
};

/** Free: 3 of 10 likes used today; no super likes, boosts, filters, likes list or incognito. */
export const freeEntitlements: Entitlements = {
  tier: 'free',
  premiumUntil: null,
  limits: { likesPerDay: 10, messagesPerDay: 20, superLikesPerDay: 0, boostsPerMonth: 0 },
  used: { likesToday: 3, messagesToday: 0, superLikesToday: 0, boostsThisMonth: 0 },
  flags: {
    seeWhoLikesYou: false,
    advancedFilters: false,
    readReceipts: false,
    priorityMatching: false,
    incognito: false,
  },
  boostEndsAt: null,
};
/** Premium: likes you, filters and 1 boost a month (unused). */
export const premiumEntitlements: Entitlements = {
  tier: 'premium',
  premiumUntil: '2026-12-22T09:30:00Z',
  limits: { likesPerDay: 100, messagesPerDay: null, superLikesPerDay: 0, boostsPerMonth: 1 },
  used: { likesToday: 12, messagesToday: 4, superLikesToday: 0, boostsThisMonth: 0 },
  flags: {
    seeWhoLikesYou: true,
    advancedFilters: true,
    readReceipts: false,
    priorityMatching: false,
    incognito: false,
  },
  boostEndsAt: null,
};
/** Gold: everything; 2 of 5 super likes used today, 1 of 5 boosts this month, none running. */
export const goldEntitlements: Entitlements = {
  tier: 'gold',
  premiumUntil: '2026-12-22T09:30:00Z',
  limits: { likesPerDay: null, messagesPerDay: null, superLikesPerDay: 5, boostsPerMonth: 5 },
  used: { likesToday: 40, messagesToday: 12, superLikesToday: 2, boostsThisMonth: 1 },
  flags: { seeWhoLikesYou: true, advancedFilters: true, readReceipts: true, priorityMatching: true, incognito: true },
  boostEndsAt: null,
};

/** A failed call as the API client raises it for an answer in the contract's Error shape. */
export function apiError(status: number, error: string, message: string, code: string): ApiError {
  return new ApiError(status, error, JSON.stringify({ statusCode: status, error, message, code }));
}

/** A failed load: the service cannot be reached (the edge answers 503 without a body). */
export const serviceUnavailable = new ApiError(503, 'Service Unavailable', '');
