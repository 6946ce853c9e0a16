import type { RateLimitRule, RateLimits } from '@wishlist/service-kit';

/**
 * Quotas per person on every write of billing (429 RATE_LIMITED with Retry-After; README: "Quotas"): generous for
 * a person, tight for a script. Starting, paying, cancelling, resuming and changing a subscription draw on one budget.
 */
const subscriptionChanges: RateLimitRule = { name: 'subscription-changes', max: 30, timeWindow: '1 hour', per: 'user' };

export const billingQuotas: RateLimits = {
  createSubscription: [subscriptionChanges],
  confirmTestPayment: [subscriptionChanges],
  cancelSubscription: [subscriptionChanges],
  resumeSubscription: [subscriptionChanges],
  changeSubscription: [subscriptionChanges],
  createUploadUrl: [{ name: 'upload-requests', max: 60, timeWindow: '1 hour', per: 'user' }],
};
