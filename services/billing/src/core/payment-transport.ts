import type { MatchingClient } from '../matching-client.ts';
import type { Subscription } from './entities.ts';
import type { PaidTier, SubscriptionEvent } from './state-machine.ts';
import type { LockedSubscription } from './subscription-repository.ts';

/**
 * How money moves: Stripe (payments/stripe-transport.ts) or the test-payment mode (payments/test-transport.ts). Both drive the same
 * state machine; the subscription handlers call whichever app.ts chose.
 */
export interface PaymentTransport {
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  /** Whether this service renews paid periods itself (test mode) or the provider does (Stripe). */
  renewsLocally: boolean;
  /** Starts a paid subscription for the locked row; answers the client secret of its first payment. */
  start(subscription: LockedSubscription, tier: PaidTier, now: Date): Promise<string>;
  /** Cancels the locked row's paid subscription at the end of its period. */
  cancel(subscription: LockedSubscription, now: Date): Promise<void>;
  /** Withdraws the locked row's cancel, so its paid subscription renews at the end of the period again. */
  resume(subscription: LockedSubscription, now: Date): Promise<void>;
  /** Ends the row's paid subscription at once wherever it runs (its account is being deleted, rows and all). */
  endNow(row: Subscription): Promise<void>;
  /** Deletes the person at the provider (the Stripe Customer: their cards, addresses, name): the account is going. */
  forgetCustomer(row: Subscription): Promise<void>;
  /**
   * Moves the locked row's paid subscription to another plan (`change`, decided by the state machine): an upgrade
   * charges `amountCents` (the prorated difference) now, a downgrade is billed from the next period.
   */
  changePlan(subscription: LockedSubscription, change: PlanChange, now: Date): Promise<void>;
}

export interface PlanChange {
  event: SubscriptionEvent;
  tier: PaidTier;
  amountCents: number;
}

/** What the handlers that move a subscription (the subscriptions' and the payments') are given. */
export interface SubscriptionDeps {
  transport: PaymentTransport;
  now: () => Date;
  matching: MatchingClient;
}
