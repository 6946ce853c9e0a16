import { ApiError } from '@wishlist/service-kit';

/**
 * The subscription state machine: the one place that decides how a subscription changes. Both payment
 * transports drive it — the test-payment mode directly, Stripe through the subscription its webhooks point at —
 * and every change it makes is stored with its cause (see subscription-repository.ts).
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
}

export type SubscriptionEvent =
  /** A period was paid for: the first payment, a renewal, or a retried payment that went through. */
  | { type: 'period_paid'; tier: PaidTier; periodEnd: Date }
  /** A renewal failed: `past_due` keeps the tier while the payment is retried, `unpaid` takes it away. */
  | { type: 'renewal_failed'; status: 'past_due' | 'unpaid' }
  /** The user cancelled: access continues until the end of the period already paid for. */
  | { type: 'cancel_scheduled' }
  | { type: 'cancel_withdrawn' }
  /** The paid subscription is over (its period ended after a cancel, or the provider ended it). */
  | { type: 'ended' };

export const FREE: SubscriptionState = { tier: 'free', status: 'active', premiumUntil: null, cancelAtPeriodEnd: false };

const refusals = {
  NO_SUBSCRIPTION: 'You have no paid subscription to cancel.',
  ALREADY_CANCELED: 'Your subscription is already canceled.',
  NOT_RENEWABLE: 'There is no paid subscription to renew.',
  NOT_CANCELED: 'Your subscription is not canceled.',
};

/** An event that the current state does not allow: a 409 whose message is safe to show. */
export class TransitionRefused extends ApiError {
  constructor(reason: keyof typeof refusals) {
    const code = reason === 'NO_SUBSCRIPTION' || reason === 'ALREADY_CANCELED' ? reason : 'INVALID_TRANSITION';
    super(409, refusals[reason], code);
  }
}

export const isPaid = (state: SubscriptionState): state is SubscriptionState & { tier: PaidTier } => state.tier !== 'free';

export function next(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'period_paid':
      return { tier: event.tier, status: 'active', premiumUntil: event.periodEnd, cancelAtPeriodEnd: false };
    case 'renewal_failed':
      if (!isPaid(state)) throw new TransitionRefused('NOT_RENEWABLE');
      return event.status === 'past_due' ? { ...state, status: 'past_due' } : { ...FREE, status: 'unpaid' };
    case 'cancel_scheduled':
      if (!isPaid(state)) throw new TransitionRefused('NO_SUBSCRIPTION');
      if (state.cancelAtPeriodEnd) throw new TransitionRefused('ALREADY_CANCELED');
      return { ...state, cancelAtPeriodEnd: true };
    case 'cancel_withdrawn':
      if (!state.cancelAtPeriodEnd) throw new TransitionRefused('NOT_CANCELED');
      return { ...state, cancelAtPeriodEnd: false };
    case 'ended':
      return FREE;
  }
}

export const sameState = (a: SubscriptionState, b: SubscriptionState) =>
  a.tier === b.tier &&
  a.status === b.status &&
  a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
  a.premiumUntil?.getTime() === b.premiumUntil?.getTime();

/**
 * What the passage of time does by `now`: a canceled subscription ends with its period. With `renews`
 * (the test-payment mode, which has no provider to charge the card) an uncanceled one is renewed for
 * each period that has passed; with Stripe, renewals arrive as Stripe's events.
 */
export function dueEvent(state: SubscriptionState, now: Date, renews: boolean): SubscriptionEvent | null {
  if (!isPaid(state) || !state.premiumUntil || state.premiumUntil > now) return null;
  if (state.cancelAtPeriodEnd) return { type: 'ended' };
  if (!renews || state.status !== 'active') return null;
  let periodEnd = state.premiumUntil;
  while (periodEnd <= now) periodEnd = addMonth(periodEnd);
  return { type: 'period_paid', tier: state.tier, periodEnd };
}

/** The same time a calendar month later (UTC), on the month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonth(date: Date): Date {
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}
