// What each plan sells (GET /api/subscription-plans): the screens take every plan number from here or from the
// user's entitlements (entitlements.ts), never from their own text. Nothing here is words: a plan is named by its id
// and a card's line by its code, and each app words them in its language (@wishlist/domain-ui/plan-words).
import { useQuery } from '@tanstack/react-query';
import { listSubscriptionPlansOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { PlanFlags, PlanLimits, SubscriptionPlan, Tier } from '@wishlist/contract/client/types.gen.ts';

/** The plans, cheapest first. */
export function usePlans() {
  return useQuery(listSubscriptionPlansOptions());
}

/** How much of a limit a plan has: a number, or null for unlimited. */
export interface PlanAmount {
  plan: Tier;
  amount: number | null;
}

/** The plans that have some of a limit, cheapest first, with how much ("Premium has 1 boost a month, Gold 5."). */
export function amountsByPlan(plans: SubscriptionPlan[], limit: keyof PlanLimits): PlanAmount[] {
  return plans
    .filter((plan) => plan.limits[limit] !== 0)
    .map((plan) => ({ plan: plan.id, amount: plan.limits[limit] }));
}

/** What a plan may sell: a flag, some of a limit (a limit of 0 is none), or a limit without a cap. */
export type PlanFeature = keyof PlanFlags | keyof PlanLimits | { unlimited: keyof PlanLimits };

function sells(plan: SubscriptionPlan, feature: PlanFeature): boolean {
  if (typeof feature === 'object') return plan.limits[feature.unlimited] === null;
  return feature in plan.flags
    ? plan.flags[feature as keyof PlanFlags]
    : plan.limits[feature as keyof PlanLimits] !== 0;
}

/**
 * The plans that sell a feature, cheapest first (none until the plans answer is there), so no screen writes "comes
 * with Gold": when the plans change, every upgrade text follows.
 */
export function sellersOf(plans: SubscriptionPlan[] | undefined, feature: PlanFeature): Tier[] {
  return (plans ?? []).filter((plan) => sells(plan, feature)).map((plan) => plan.id);
}

/** A line of a plan's card, by code; `count` is the line's number. */
export type PlanLine =
  | { code: 'likesPerDay' | 'superLikesPerDay' | 'boostsPerMonth'; count: number }
  | {
      code:
        | 'unlimitedLikes'
        | 'basicProfile'
        | 'ageAndDistance'
        | 'seeWhoLikesYou'
        | 'unlimitedMessaging'
        | 'limitedMessaging'
        | 'advancedFilters'
        | 'readReceipts'
        | 'priorityMatching'
        | 'incognito';
    };

/** The flags a card names when a plan adds them, in the card's order after the boosts. */
const FLAG_LINES = ['advancedFilters', 'readReceipts', 'priorityMatching', 'incognito'] as const;

/**
 * A plan card's lines, from its limits and flags as the contract says billing writes `features`: the likes, then
 * what the plan adds to the one below it in `plans` (a plan includes everything below it), so a sold line is always
 * what is enforced. The contract gives the lines only as English prose; these codes let each language word them.
 */
export function planLines(plans: SubscriptionPlan[], plan: SubscriptionPlan): PlanLine[] {
  const below = plans[plans.findIndex((one) => one.id === plan.id) - 1];
  const { limits, flags } = plan;
  const added = (pick: (p: SubscriptionPlan) => unknown) => below === undefined || pick(below) !== pick(plan);
  const lines: PlanLine[] = [
    limits.likesPerDay === null ? { code: 'unlimitedLikes' } : { code: 'likesPerDay', count: limits.likesPerDay },
  ];
  // Every plan narrows the deck by age and distance (spec §6); the advanced filters add interests in common.
  if (!below) lines.push({ code: 'basicProfile' }, { code: 'ageAndDistance' });
  if (flags.seeWhoLikesYou && added((p) => p.flags.seeWhoLikesYou)) lines.push({ code: 'seeWhoLikesYou' });
  if (added((p) => p.limits.messagesPerDay))
    lines.push({ code: limits.messagesPerDay === null ? 'unlimitedMessaging' : 'limitedMessaging' });
  if (limits.superLikesPerDay && added((p) => p.limits.superLikesPerDay))
    lines.push({ code: 'superLikesPerDay', count: limits.superLikesPerDay });
  if (limits.boostsPerMonth && added((p) => p.limits.boostsPerMonth))
    lines.push({ code: 'boostsPerMonth', count: limits.boostsPerMonth });
  for (const flag of FLAG_LINES) if (flags[flag] && added((p) => p.flags[flag])) lines.push({ code: flag });
  return lines;
}
