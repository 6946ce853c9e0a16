import type Stripe from 'stripe';
import { FREE, isPaid, sameState, type SubscriptionEvent, type SubscriptionState } from '../core/state-machine.ts';
import type { LockedSubscription } from '../core/subscription-repository.ts';
import { tierOfPrice, type StripeAccount } from './stripe-client.ts';

/** The machine's events that bring `state` to what Stripe says of the subscription. */
export function eventsTowards(
  account: StripeAccount,
  state: SubscriptionState,
  remote: Stripe.Subscription,
): SubscriptionEvent[] {
  const item = remote.items.data[0];
  const tier = tierOfPrice(account.prices, item?.price.id);
  if (!item || !tier) {
    account.log.error(
      { subscription: remote.id, price: item?.price.id },
      'Stripe subscription has a price that no plan is configured with',
    );
    return [];
  }
  const periodEnd = new Date(item.current_period_end * 1000);
  // A downgrade is billed by Stripe from the next period; the plan paid for stays until this one ends.
  const paidTier =
    state.scheduledTier === tier && state.premiumUntil?.getTime() === periodEnd.getTime() && isPaid(state)
      ? state.tier
      : tier;
  const paid: SubscriptionEvent = { type: 'period_paid', tier: paidTier, periodEnd };
  switch (remote.status) {
    case 'active':
    case 'trialing': {
      const events: SubscriptionEvent[] = [];
      const periodDiffers =
        state.tier !== paidTier ||
        state.status !== 'active' ||
        state.premiumUntil?.getTime() !== paid.periodEnd.getTime();
      if (periodDiffers) events.push(paid);
      const canceling = periodDiffers ? false : state.cancelAtPeriodEnd;
      if (remote.cancel_at_period_end !== canceling)
        events.push({ type: remote.cancel_at_period_end ? 'cancel_scheduled' : 'cancel_withdrawn' });
      return events;
    }
    case 'past_due':
      if (state.status === 'past_due') return [];
      return [...(isPaid(state) ? [] : [paid]), { type: 'renewal_failed', status: 'past_due' }];
    case 'unpaid':
    case 'paused':
      return isPaid(state) ? [{ type: 'renewal_failed', status: 'unpaid' }] : [];
    case 'canceled':
    case 'incomplete_expired':
      return sameState(state, FREE) ? [] : [{ type: 'ended' }];
    default: // incomplete: the first payment is still to be made
      return [];
  }
}

/** Brings the row to Stripe's view of its subscription; a subscription the user has since replaced is ignored. */
export function syncWithStripe(
  account: StripeAccount,
  subscription: LockedSubscription,
  remote: Stripe.Subscription,
  cause: string,
) {
  if (remote.id !== subscription.row.stripeSubscriptionId) {
    account.log.info(
      { subscription: remote.id },
      "ignoring a Stripe subscription that is no longer the user's current one",
    );
    return;
  }
  for (const event of eventsTowards(account, subscription.state(), remote)) subscription.apply(event, cause);
}
