import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { SubscriptionDeps } from '../core/payment-transport.ts';
import { addMonth } from '../core/state-machine.ts';
import { subscriptionBody } from '../core/subscription-body.ts';
import type { StripeAccount } from './stripe-client.ts';
import { stripeWebhookHandlers } from './stripe-webhook.ts';
import { testCardDecline } from './test-cards.ts';
import { testPaymentRepository } from './test-payment-repository.ts';

/**
 * How the app pays (Stripe when `stripe` is given, else the test-payment mode): the mode, Stripe's webhook and
 * the test-payment mode's confirmation of a payment.
 */
export function paymentHandlers({
  transport,
  now,
  matching,
  stripe,
}: SubscriptionDeps & { stripe: StripeAccount | null }) {
  return {
    ...stripeWebhookHandlers(stripe, now),

    async getBillingConfig() {
      return { mode: transport.mode, publishableKey: transport.publishableKey };
    },

    /** Pays a pending test payment with a card: a success starts the paid period, a decline answers Stripe's message. */
    async confirmTestPayment(request) {
      if (transport.mode !== 'test') {
        throw new ApiError('TEST_PAYMENTS_OFF');
      }
      const userId = sessionUser(request);
      const at = now();
      const { clientSecret, cardNumber, expiry } = request.body;
      const decline = testCardDecline(cardNumber, expiry, at);
      const payments = testPaymentRepository(request.em);
      const state = await payments.withPending(clientSecret, userId, at, async (payment, subscriptions) => {
        if (!payment) throw new ApiError('PAYMENT_NOT_FOUND');
        if (decline) {
          payments.declined(payment, decline);
          return null;
        }
        payments.succeeded(payment, at);
        return subscriptions.update(userId, at, transport.renewsLocally, (subscription) => {
          subscription.apply(
            { type: 'period_paid', tier: payment.tier, periodEnd: addMonth(at) },
            `test_payment:${payment.id}`,
          );
          return subscription.state();
        });
      });
      if (!state) throw new ApiError(decline ?? 'card_declined');
      return subscriptionBody(request, state, matching);
    },
  } satisfies Handlers;
}
