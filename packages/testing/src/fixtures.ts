// Data that the stories and tests of every remote share, shaped like the contract's examples. A remote that
// wants Maya with pictures spreads her and adds its own. Every plan number (prices, limits, flags) is the contract's
// example of the plans answer: stories and tests show what the Prism mocks serve.
import type {
  Entitlements,
  OwnProfile,
  PromptsResponse,
  Subscription,
  SubscriptionPlan,
  User,
} from '@wishlist/contract/client/types.gen.ts';
import { examples } from '@wishlist/contract/examples';
import { ApiError } from '@wishlist/app-runtime/api-client';

/** GET /api/subscription-plans as the contract's example answers it: Free, Premium, Gold, cheapest first. */
// The examples test checks the example against SubscriptionPlan; the generated module only widens its strings.
export const plans = examples.SubscriptionPlans as SubscriptionPlan[];
/** GET /api/prompts as the contract's example answers it: the catalogue of prompts. */
export const promptCatalogue = examples.PromptsResponse as PromptsResponse;
const planOf = (id: SubscriptionPlan['id']): SubscriptionPlan => {
  const plan = plans.find((one) => one.id === id);
  if (!plan) throw new Error(`The contract's plans example has no ${id} plan`);
  return plan;
};
export const freePlan = planOf('free');
export const premiumPlan = planOf('premium');
export const goldPlan = planOf('gold');

/** The filters a new profile starts with: 80 km, any age, the age range, distance and "show me" as dealbreakers. */
export const startingFilters: OwnProfile['filters'] = {
  minAge: null,
  maxAge: null,
  maxDistanceKm: 80,
  commonInterests: false,
  intentions: [],
  dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
  twoWay: false,
};

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

/** Today: 3 likes used of the free plan's. */
export const freeSubscription: Subscription = {
  tier: 'free',
  status: 'active',
  dailyLikes: 3,
  dailyLikeLimit: freePlan.limits.likesPerDay,
  premiumUntil: null,
  cancelAtPeriodEnd: false,
};
/** Today: 12 likes used of Premium's. */
export const premiumSubscription: Subscription = {
  ...freeSubscription,
  tier: 'premium',
  dailyLikes: 12,
  dailyLikeLimit: premiumPlan.limits.likesPerDay,
  premiumUntil: '2026-12-22T09:30:00Z',
};
/** Today: 40 likes used, no cap. */
export const goldSubscription: Subscription = {
  ...premiumSubscription,
  tier: 'gold',
  dailyLikes: 40,
  dailyLikeLimit: goldPlan.limits.likesPerDay,
};

/** Free: 3 likes used today; what the free plan has (no super likes, boosts, filters, likes list or incognito). */
export const freeEntitlements: Entitlements = {
  tier: 'free',
  premiumUntil: null,
  limits: freePlan.limits,
  used: { likesToday: 3, messagesToday: 0, superLikesToday: 0, boostsThisMonth: 0 },
  flags: freePlan.flags,
  boostEndsAt: null,
};
/** Premium: likes you, filters and its boosts (none used). */
export const premiumEntitlements: Entitlements = {
  tier: 'premium',
  premiumUntil: '2026-12-22T09:30:00Z',
  limits: premiumPlan.limits,
  used: { likesToday: 12, messagesToday: 4, superLikesToday: 0, boostsThisMonth: 0 },
  flags: premiumPlan.flags,
  boostEndsAt: null,
};
/** Gold: everything; 2 super likes used today, 1 boost this month, none running. */
export const goldEntitlements: Entitlements = {
  tier: 'gold',
  premiumUntil: '2026-12-22T09:30:00Z',
  limits: goldPlan.limits,
  used: { likesToday: 40, messagesToday: 12, superLikesToday: 2, boostsThisMonth: 1 },
  flags: goldPlan.flags,
  boostEndsAt: null,
};

/** A failed call as the API client raises it for an answer in the contract's Error shape. */
export function apiError(status: number, error: string, message: string, code: string): ApiError {
  return new ApiError(status, error, JSON.stringify({ statusCode: status, error, message, code }));
}

/** A failed load: the service cannot be reached (the edge answers 503 without a body). */
export const serviceUnavailable = new ApiError(503, 'Service Unavailable', '');
