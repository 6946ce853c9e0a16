import { ApiError, isErrorCode, type Handlers } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { BillingConfig } from './config.ts';
import type { PaymentTransport } from './payments.ts';
import { stripeEventRepository } from './stripe-event-repository.ts';
import type { LockedSubscription } from './subscription-repository.ts';
import {
  FREE,
  isPaid,
  sameState,
  TransitionRefused,
  type PaidTier,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription-state.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body as sent (fastify-raw-body): Stripe signs these exact bytes. */
    rawBody?: string | Buffer;
  }
}

export type StripeConfig = BillingConfig & {
  STRIPE_SECRET_KEY: string;
  STRIPE_PUBLISHABLE_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_PRICE_PREMIUM: string;
  STRIPE_PRICE_GOLD: string;
};

export const stripeConfigured = (config: BillingConfig): config is StripeConfig => Boolean(config.STRIPE_SECRET_KEY);

/** Stripe's SDK, pointed at STRIPE_API_URL when set (stripe-mock, or the tests' stand-in). */
export function stripeClient(config: StripeConfig) {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api && { host: api.hostname, port: api.port || undefined, protocol: api.protocol === 'http:' ? 'http' : 'https' }),
  });
}

/**
 * Stripe subscriptions: one Stripe customer per user, one subscription per paid period, created
 * `default_incomplete` so the browser confirms its first payment with Stripe Elements. What Stripe then decides
 * (paid, renewed, failed, canceled) reaches the state machine through its webhooks.
 */
export function stripePayments(config: StripeConfig, stripe: Stripe, log: FastifyBaseLogger, now: () => Date) {
  const prices: Record<PaidTier, string> = { premium: config.STRIPE_PRICE_PREMIUM, gold: config.STRIPE_PRICE_GOLD };
  const tierOfPrice = (priceId: string | undefined) =>
    (Object.keys(prices) as PaidTier[]).find((tier) => prices[tier] === priceId) ?? null;

  /**
   * Calls Stripe; a declined card is the user's to see (402), other failures become a 502 the user can retry
   * (Stripe's details go to the log).
   */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        // Stripe's reason when the contract lists it, else the general decline: its message says the rest.
        const reason = err.decline_code ?? err.code;
        throw new ApiError(402, err.message, isErrorCode(reason) ? reason : 'card_declined');
      }
      log.error({ err }, `Stripe ${what} failed`);
      throw new ApiError(502, 'The payment provider could not be reached. Please try again.', 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  /** The machine's events that bring `state` to what Stripe says of the subscription. */
  function eventsTowards(state: SubscriptionState, remote: Stripe.Subscription): SubscriptionEvent[] {
    const item = remote.items.data[0];
    const tier = tierOfPrice(item?.price.id);
    if (!item || !tier) {
      log.error({ subscription: remote.id, price: item?.price.id }, 'Stripe subscription has a price that no plan is configured with');
      return [];
    }
    const periodEnd = new Date(item.current_period_end * 1000);
    // A downgrade is billed by Stripe from the next period; the plan paid for stays until this one ends.
    const paidTier = state.scheduledTier === tier && state.premiumUntil?.getTime() === periodEnd.getTime() && isPaid(state) ? state.tier : tier;
    const paid: SubscriptionEvent = { type: 'period_paid', tier: paidTier, periodEnd };
    switch (remote.status) {
      case 'active':
      case 'trialing': {
        const events: SubscriptionEvent[] = [];
        const periodDiffers = state.tier !== paidTier || state.status !== 'active' || state.premiumUntil?.getTime() !== paid.periodEnd.getTime();
        if (periodDiffers) events.push(paid);
        const canceling = periodDiffers ? false : state.cancelAtPeriodEnd;
        if (remote.cancel_at_period_end !== canceling) events.push({ type: remote.cancel_at_period_end ? 'cancel_scheduled' : 'cancel_withdrawn' });
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
  function sync(subscription: LockedSubscription, remote: Stripe.Subscription, cause: string) {
    if (remote.id !== subscription.row.stripeSubscriptionId) {
      log.info({ subscription: remote.id }, 'ignoring a Stripe subscription that is no longer the user\'s current one');
      return;
    }
    for (const event of eventsTowards(subscription.state(), remote)) subscription.apply(event, cause);
  }

  const transport: PaymentTransport = {
    mode: 'stripe',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    renewsLocally: false,

    async start({ row }, tier, now) {
      if (!row.stripeCustomerId) {
        // The idempotency key makes a retry after a failure further on find the same customer.
        const customer = await call('customer creation', () =>
          stripe.customers.create({ metadata: { userId: row.userId } }, { idempotencyKey: `wishlist-customer-${row.userId}` }),
        );
        row.stripeCustomerId = customer.id;
      }
      const customer = row.stripeCustomerId;
      const created = await call('subscription creation', () =>
        stripe.subscriptions.create({
          customer,
          items: [{ price: prices[tier] }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId: row.userId, tier },
        }),
      );
      const invoice = created.latest_invoice;
      const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) {
        log.error({ subscription: created.id }, 'Stripe subscription came without the client secret of its first payment');
        throw new ApiError(502, 'The payment provider could not start the payment. Please try again.', 'PAYMENT_PROVIDER_UNAVAILABLE');
      }
      Object.assign(row, { stripeSubscriptionId: created.id, updatedAt: now });
      return clientSecret;
    },

    async cancel(subscription) {
      const subscriptionId = subscription.row.stripeSubscriptionId;
      // Paid for without Stripe (the test-payment mode, before the keys were set): Stripe has nothing to cancel.
      if (!subscriptionId) throw new TransitionRefused('NO_SUBSCRIPTION');
      const updated = await call('cancellation', () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
      sync(subscription, updated, 'cancel_request');
    },

    async endNow({ stripeSubscriptionId: subscriptionId }) {
      if (!subscriptionId) return;
      // Ended already (a retry after a failure further on): nothing to cancel.
      const remote = await call('subscription read', () => stripe.subscriptions.retrieve(subscriptionId));
      if (remote.status === 'canceled' || remote.status === 'incomplete_expired') return;
      await call('cancellation', () => stripe.subscriptions.cancel(subscriptionId));
    },

    async changePlan(subscription, { event, tier }, now) {
      const subscriptionId = subscription.row.stripeSubscriptionId;
      if (!subscriptionId) throw new TransitionRefused('NO_PLAN_TO_CHANGE');
      const current = await call('subscription read', () => stripe.subscriptions.retrieve(subscriptionId));
      const item = current.items.data[0];
      if (!item) throw new TransitionRefused('NO_PLAN_TO_CHANGE');
      const upgrade = event.type === 'upgraded';
      // The same subscription moves to the new price: up, the prorated difference is invoiced and paid at once (a
      // declined card changes nothing); down or back, nothing is charged now and the next period bills the new price.
      const updated = await call('plan change', () =>
        stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: prices[tier] }],
          proration_behavior: upgrade ? 'always_invoice' : 'none',
          ...(upgrade && { proration_date: Math.floor(now.getTime() / 1000), payment_behavior: 'error_if_incomplete' as const }),
          metadata: { userId: subscription.row.userId, tier },
        }),
      );
      subscription.apply(event, 'change_request');
      sync(subscription, updated, 'change_request');
    },
  };

  /** The subscription an event is about, if any (the events this service acts on are about one). */
  function subscriptionOf(event: Stripe.Event): string | null {
    const object = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice.Parent | null };
    if (object.object === 'subscription') return object.id ?? null;
    if (object.object === 'invoice') {
      const subscription = object.parent?.subscription_details?.subscription;
      return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
    }
    return null;
  }

  /**
   * Stripe's event delivery: the signature is checked on the raw body, each event id is stored once in the same
   * transaction as its effect, and since events come in any order, the subscription is read again from Stripe and
   * the row brought to that state rather than replaying the event.
   */
  const handlers = {
    async receiveStripeWebhook(request) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.rawBody ?? '', request.headers['stripe-signature'] ?? '', config.STRIPE_WEBHOOK_SECRET);
      } catch {
        throw new ApiError(400, 'The Stripe-Signature header does not match the payload.', 'INVALID_SIGNATURE');
      }
      const at = now();
      const subscriptionId = subscriptionOf(event);
      await stripeEventRepository(request.em).receiveOnce(event, at, async (subscriptions) => {
        if (!subscriptionId) return;
        const subscription = await subscriptions.lockByStripeSubscription(subscriptionId, at);
        if (!subscription) {
          request.log.info({ event: event.id, subscription: subscriptionId }, 'Stripe event about a subscription that is no user\'s current one');
          return;
        }
        // Read under the row lock, so two events of one subscription apply in the order Stripe's state moved.
        const remote = await stripe.subscriptions.retrieve(subscriptionId).catch((err: unknown) => {
          request.log.error({ err, event: event.id }, 'Stripe subscription could not be read; Stripe will deliver the event again');
          throw new ApiError(503, 'The subscription could not be read from Stripe; deliver the event again later.', 'PAYMENT_PROVIDER_UNAVAILABLE');
        });
        sync(subscription, remote, `stripe:${event.type}:${event.id}`);
      });
      return { received: true as const };
    },
  } satisfies Handlers;

  return { transport, handlers };
}
