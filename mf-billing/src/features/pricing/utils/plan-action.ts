import type { Subscription, SubscriptionPlan } from '@wishlist/contract/client';

/** What a plan's button says: the current plan, when a scheduled plan starts, or choosing it. */
export type PlanActionLabel = { kind: 'current' } | { kind: 'starts'; date: string } | { kind: 'choose' };

export interface PlanAction {
  label: PlanActionLabel;
  /** A paid plan the user already has: choosing it again would start a second subscription. */
  disabled: boolean;
}

/**
 * The plan button of spec §2: 'Current Plan' when the user is on that tier with status active, or when the plan
 * is free; 'Choose {plan}' otherwise. The free plan stays pressable: choosing it answers 'Already Free'. A plan
 * already waiting for the renewal says when it starts (withdrawing it is on the Current Subscription card).
 */
export function planAction(plan: SubscriptionPlan, subscription: Subscription | undefined): PlanAction {
  const onThisTier = subscription?.tier === plan.id && subscription.status === 'active';
  if (onThisTier || plan.price === 0) return { label: { kind: 'current' }, disabled: plan.price > 0 };
  if (subscription?.scheduledTier === plan.id && subscription.premiumUntil)
    return { label: { kind: 'starts', date: subscription.premiumUntil }, disabled: true };
  return { label: { kind: 'choose' }, disabled: false };
}
