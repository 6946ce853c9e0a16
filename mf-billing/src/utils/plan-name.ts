import type { SubscriptionPlan, Tier } from '@wishlist/contract/client';

/** The plan's display name for a tier ('Premium'); the capitalised tier while the plans are not loaded. */
export function planName(tier: Tier, plans: SubscriptionPlan[] | undefined): string {
  return plans?.find((plan) => plan.id === tier)?.name ?? tier.charAt(0).toUpperCase() + tier.slice(1);
}
