// Mocked data for stories and tests, shaped like the contract's examples. Maya, the plans (the contract's example
// of the plans answer) and the free, premium and gold subscriptions come from @wishlist/testing/fixtures.
import type { Subscription } from '@wishlist/contract/client';
import { premiumSubscription } from '@wishlist/testing/fixtures';

export { freePlan, goldPlan, plans, premiumPlan } from '@wishlist/testing/fixtures';

export const canceledPremiumSubscription: Subscription = { ...premiumSubscription, cancelAtPeriodEnd: true };
