// Data that the stories and tests of every remote share, shaped like the contract's examples. A remote that
// wants Maya with pictures spreads her and adds its own.
import type { Subscription, User } from '@wishlist/contract/client/types.gen.ts';
import { ApiError } from '../api-client.ts';

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
export const goldSubscription: Subscription = { ...premiumSubscription, tier: 'gold', dailyLikes: 40, dailyLikeLimit: null };

/** A failed call as the API client raises it for an answer in the contract's Error shape. */
export function apiError(status: number, error: string, message: string, code: string): ApiError {
  return new ApiError(status, error, JSON.stringify({ statusCode: status, error, message, code }));
}

/** A failed load: the service cannot be reached (the edge answers 503 without a body). */
export const serviceUnavailable = new ApiError(503, 'Service Unavailable', '');
