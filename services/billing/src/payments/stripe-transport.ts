import { ApiError } from '@wishlist/service-kit';
import type { PaymentTransport } from '../core/payment-transport.ts';
import { callStripe, type StripeAccount } from './stripe-client.ts';
import { syncWithStripe } from './stripe-sync.ts';

/**
 * Stripe subscriptions: one Stripe customer per user, one subscription per paid period, created
 * `default_incomplete` so the browser confirms its first payment with Stripe Elements. What Stripe then decides
 * (paid, renewed, failed, canceled) reaches the state machine through its webhooks (stripe-webhook.ts).
 */
export function stripeTransport(account: StripeAccount): PaymentTransport {
  const { api: stripe } = account;
  const call: Call = (what, request) => callStripe(account.log, what, request);

  return {
    mode: 'stripe',
    publishableKey: account.publishableKey,
    renewsLocally: false,

    start: subscriptionStart(account, call),

    async cancel(subscription) {
      const subscriptionId = subscription.row.stripeSubscriptionId;
      // Paid for without Stripe (the test-payment mode, before the keys were set): Stripe has nothing to cancel.
      if (!subscriptionId) throw new ApiError('NO_SUBSCRIPTION');
      const updated = await call('cancellation', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      syncWithStripe(account, subscription, updated, 'cancel_request');
    },

    async resume(subscription) {
      const subscriptionId = subscription.row.stripeSubscriptionId;
      if (!subscriptionId) throw new ApiError('NOT_CANCELED');
      const updated = await call('resumption', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
      );
      syncWithStripe(account, subscription, updated, 'resume_request');
    },

    async endNow({ stripeSubscriptionId: subscriptionId }) {
      if (!subscriptionId) return;
      // Ended already (a retry after a failure further on): nothing to cancel.
      const remote = await call('subscription read', () => stripe.subscriptions.retrieve(subscriptionId));
      if (remote.status === 'canceled' || remote.status === 'incomplete_expired') return;
      await call('cancellation', () => stripe.subscriptions.cancel(subscriptionId));
    },

    async forgetCustomer({ stripeCustomerId: customerId }) {
      if (!customerId) return;
      // Deleted already (a retry after a failure further on): nothing to delete.
      const remote = await call('customer read', () => stripe.customers.retrieve(customerId));
      if (remote.deleted) return;
      await call('customer deletion', () => stripe.customers.del(customerId));
    },

    changePlan: planChanger(account, call),
  };
}

type Call = <T>(what: string, request: () => Promise<T>) => Promise<T>;

/** Starts a paid subscription: the user's Stripe customer (made once), and a subscription whose first payment waits. */
function subscriptionStart({ api: stripe, prices, log }: StripeAccount, call: Call): PaymentTransport['start'] {
  return async ({ row }, tier, now) => {
    if (!row.stripeCustomerId) {
      // The idempotency key makes a retry after a failure further on find the same customer.
      const customer = await call('customer creation', () =>
        stripe.customers.create(
          { metadata: { userId: row.userId } },
          { idempotencyKey: `wishlist-customer-${row.userId}` },
        ),
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
      log.error(
        { subscription: created.id },
        'Stripe subscription came without the client secret of its first payment',
      );
      throw new ApiError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    Object.assign(row, { stripeSubscriptionId: created.id, updatedAt: now });
    return clientSecret;
  };
}

/** Moves the Stripe subscription to another plan's price, and the row with it. */
function planChanger(account: StripeAccount, call: Call): PaymentTransport['changePlan'] {
  const { api: stripe, prices } = account;
  return async (subscription, { event, tier }, now) => {
    const subscriptionId = subscription.row.stripeSubscriptionId;
    if (!subscriptionId) throw new ApiError('NO_PLAN_TO_CHANGE');
    const current = await call('subscription read', () => stripe.subscriptions.retrieve(subscriptionId));
    const item = current.items.data[0];
    if (!item) throw new ApiError('NO_PLAN_TO_CHANGE');
    const upgrade = event.type === 'upgraded';
    // The same subscription moves to the new price: up, the prorated difference is invoiced and paid at once (a
    // declined card changes nothing); down or back, nothing is charged now and the next period bills the new price.
    const updated = await call('plan change', () =>
      stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: prices[tier] }],
        proration_behavior: upgrade ? 'always_invoice' : 'none',
        ...(upgrade && {
          proration_date: Math.floor(now.getTime() / 1000),
          payment_behavior: 'error_if_incomplete' as const,
        }),
        metadata: { userId: subscription.row.userId, tier },
      }),
    );
    subscription.apply(event, 'change_request');
    syncWithStripe(account, subscription, updated, 'change_request');
  };
}
