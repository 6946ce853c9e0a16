// What each plan sells (GET /api/subscription-plans): the screens take every plan number from here or from the
// user's entitlements (entitlements.ts), never from their own text.
import { useQuery } from '@tanstack/react-query';
import { listSubscriptionPlansOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { PlanFlags, PlanLimits, SubscriptionPlan } from '@wishlist/contract/client/types.gen.ts';

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

/** What a plan may sell: a flag, some of a limit (a limit of 0 is none), or a limit without a cap. */
export type PlanFeature = keyof PlanFlags | keyof PlanLimits | { unlimited: keyof PlanLimits };

function sells(plan: SubscriptionPlan, feature: PlanFeature): boolean {
  if (typeof feature === 'object') return plan.limits[feature.unlimited] === null;
  return feature in plan.flags
    ? plan.flags[feature as keyof PlanFlags]
    : plan.limits[feature as keyof PlanLimits] !== 0;
}

/** The plans that sell a feature, for an upgrade text: their names and the cheapest of them. */
export interface Sellers {
  /** "Gold", "Premium and Gold", "Plus, Premium and Gold"; "a paid plan" until the plans answer is there. */
  names: string;
  /** The plan "Upgrade to …" names: the cheapest that has it ("a paid plan" as above). */
  cheapest: string;
  /** How many plans have it: a sentence says "has" or "have". */
  count: number;
}

/**
 * Which plans sell a feature, from the plans answer (cheapest first), so no screen writes "comes with Gold": when
 * the plans change, every upgrade text follows.
 */
export function sellersOf(plans: SubscriptionPlan[] | undefined, feature: PlanFeature): Sellers {
  const names = (plans ?? []).filter((plan) => sells(plan, feature)).map((plan) => plan.name);
  const [cheapest] = names;
  if (cheapest === undefined) return { names: 'a paid plan', cheapest: 'a paid plan', count: 0 };
  const last = names.at(-1);
  const words = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${String(last)}` : cheapest;
  return { names: words, cheapest, count: names.length };
}
