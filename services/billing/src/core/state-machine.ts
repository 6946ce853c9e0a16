import { ApiError } from '@wishlist/service-kit';

/**
 * The subscription state machine: the one place that decides how a subscription changes. Both payment
 * transports drive it — the test-payment mode directly, Stripe through the subscription its webhooks point at —
 * and every change it makes is stored with its cause (see repository.ts). An event the state does not allow is
 * refused with the contract's code (a 409 whose message is safe to show).
 */
export type Tier = 'free' | 'premium' | 'gold';
export type PaidTier = Exclude<Tier, 'free'>;
/** Stripe's subscription statuses, as far as the app shows them. */
export type Status = 'active' | 'incomplete' | 'past_due' | 'unpaid' | 'canceled';

export interface SubscriptionState {
  tier: Tier;
  status: Status;
  /** End of the period paid for; null on the free tier. */
  premiumUntil: Date | null;
  /** The paid tier ends at premiumUntil instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** A lower paid tier that takes over when the period renews; null when none is waiting. */
  scheduledTier: PaidTier | null;
}

export type SubscriptionEvent =
  /** A period was paid for: the first payment, a renewal, or a retried payment that went through. */
  | { type: 'period_paid'; tier: PaidTier; periodEnd: Date }
  /** A renewal failed: `past_due` keeps the tier while the payment is retried, `unpaid` takes it away. */
  | { type: 'renewal_failed'; status: 'past_due' | 'unpaid' }
  /** The user cancelled: access continues until the end of the period already paid for. */
  | { type: 'cancel_scheduled' }
  | { type: 'cancel_withdrawn' }
  /** A move to a higher plan: it starts at once, in the period already paid for (the difference is charged). */
  | { type: 'upgraded'; tier: PaidTier }
  /** A move to a lower plan: the current one stays until the period ends, the lower one renews. */
  | { type: 'downgrade_scheduled'; tier: PaidTier }
  | { type: 'downgrade_withdrawn' }
  /** The paid subscription is over (its period ended after a cancel, or the provider ended it). */
  | { type: 'ended' };

export const FREE: SubscriptionState = {
  tier: 'free',
  status: 'active',
  premiumUntil: null,
  cancelAtPeriodEnd: false,
  scheduledTier: null,
};

/** Paid plans from lower to higher: moving up starts at once, moving down waits for the renewal. */
const paidRank: Record<PaidTier, number> = { premium: 1, gold: 2 };
export const isUpgrade = (from: PaidTier, to: PaidTier) => paidRank[to] > paidRank[from];

/** The event that moves a paid subscription to `tier`, refused where the state does not allow it. */
export function planChange(state: SubscriptionState, tier: PaidTier): SubscriptionEvent {
  if (!isPaid(state)) throw new ApiError('NO_PLAN_TO_CHANGE');
  if (state.status !== 'active') throw new ApiError('NOT_ACTIVE');
  if (tier === state.tier) {
    if (state.scheduledTier) return { type: 'downgrade_withdrawn' };
    throw new ApiError('SAME_PLAN');
  }
  if (isUpgrade(state.tier, tier)) return { type: 'upgraded', tier };
  if (state.cancelAtPeriodEnd) throw new ApiError('ALREADY_CANCELED');
  return { type: 'downgrade_scheduled', tier };
}

export const isPaid = (state: SubscriptionState): state is SubscriptionState & { tier: PaidTier } =>
  state.tier !== 'free';

export function next(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'period_paid':
      return {
        tier: event.tier,
        status: 'active',
        premiumUntil: event.periodEnd,
        cancelAtPeriodEnd: false,
        scheduledTier: null,
      };
    case 'renewal_failed':
      if (!isPaid(state)) throw new ApiError('NOT_RENEWABLE');
      return event.status === 'past_due' ? { ...state, status: 'past_due' } : { ...FREE, status: 'unpaid' };
    case 'cancel_scheduled':
      if (!isPaid(state)) throw new ApiError('NO_SUBSCRIPTION');
      if (state.cancelAtPeriodEnd) throw new ApiError('ALREADY_CANCELED');
      return { ...state, cancelAtPeriodEnd: true, scheduledTier: null };
    case 'cancel_withdrawn':
      if (!state.cancelAtPeriodEnd) throw new ApiError('NOT_CANCELED');
      return { ...state, cancelAtPeriodEnd: false };
    case 'upgraded':
    case 'downgrade_scheduled': {
      if (planChange(state, event.tier).type !== event.type) throw new ApiError('INVALID_TRANSITION');
      return event.type === 'upgraded'
        ? { ...state, tier: event.tier, scheduledTier: null }
        : { ...state, scheduledTier: event.tier };
    }
    case 'downgrade_withdrawn':
      if (!state.scheduledTier) throw new ApiError('NO_DOWNGRADE_WAITING');
      return { ...state, scheduledTier: null };
    case 'ended':
      return FREE;
  }
}

export const sameState = (a: SubscriptionState, b: SubscriptionState) =>
  a.tier === b.tier &&
  a.status === b.status &&
  a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
  a.scheduledTier === b.scheduledTier &&
  a.premiumUntil?.getTime() === b.premiumUntil?.getTime();

/**
 * What the passage of time does by `now`: a canceled subscription ends with its period. With `renews`
 * (the test-payment mode, which has no provider to charge the card) an uncanceled one is renewed for
 * each period that has passed, on the scheduled lower plan if one waits; with Stripe, renewals arrive as Stripe's events.
 */
export function dueEvent(state: SubscriptionState, now: Date, renews: boolean): SubscriptionEvent | null {
  if (!isPaid(state) || !state.premiumUntil || state.premiumUntil > now) return null;
  if (state.cancelAtPeriodEnd) return { type: 'ended' };
  if (!renews || state.status !== 'active') return null;
  let periodEnd = state.premiumUntil;
  while (periodEnd <= now) periodEnd = addMonth(periodEnd);
  return { type: 'period_paid', tier: state.scheduledTier ?? state.tier, periodEnd };
}

/** The same time `months` calendar months later (UTC), on the month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonth(date: Date, months = 1): Date {
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * What moving up costs today, in cents: the price difference for the part of the period that is left, as Stripe
 * prorates (the unused time of the old price is credited, the rest of the period on the new price is charged).
 * Monthly periods: the period started a calendar month before it ends.
 */
export function proratedCents(fromCents: number, toCents: number, periodEnd: Date, now: Date): number {
  const periodStart = addMonth(periodEnd, -1).getTime();
  const left = Math.min(1, Math.max(0, (periodEnd.getTime() - now.getTime()) / (periodEnd.getTime() - periodStart)));
  return Math.max(0, Math.round((toCents - fromCents) * left));
}
