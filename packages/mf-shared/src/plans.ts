// What each plan sells (GET /api/subscription-plans): the screens take every plan number from here or from the
// user's entitlements (entitlements.ts), never from their own text.
import { useQuery } from '@tanstack/react-query';
import { listSubscriptionPlansOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { PlanLimits, SubscriptionPlan } from '@wishlist/contract/client/types.gen.ts';

/** The plans, cheapest first. */
export function usePlans() {
  return useQuery(listSubscriptionPlansOptions());
}

/**
 * Which plans have some of a limit and how much, as a sentence: "Premium has 1 boost a month, Gold 5." (`unit`
 * words the first amount; null is unlimited). Empty when no plan has any.
 */
export function amountsByPlan(
  plans: SubscriptionPlan[],
  limit: keyof PlanLimits,
  unit: (amount: number) => string,
): string {
  const [first, ...rest] = plans.filter((plan) => plan.limits[limit] !== 0);
  if (!first) return '';
  const amount = first.limits[limit];
  const head = `${first.name} has ${amount === null ? 'unlimited' : `${String(amount)} ${unit(amount)}`}`;
  return `${[head, ...rest.map((plan) => `${plan.name} ${String(plan.limits[limit] ?? 'unlimited')}`)].join(', ')}.`;
}

/** The names of the plans without a cap on a limit, cheapest first. */
export const uncappedPlans = (plans: SubscriptionPlan[], limit: keyof PlanLimits): string[] =>
  plans.filter((plan) => plan.limits[limit] === null).map((plan) => plan.name);
