import { ApiError, type Handlers } from '@wishlist/service-kit';
import type Stripe from 'stripe';
import type { StripeAccount } from './stripe-client.ts';
import { stripeEventRepository } from './stripe-event-repository.ts';
import { syncWithStripe } from './stripe-sync.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body as sent (fastify-raw-body, registered in app.ts): Stripe signs these exact bytes. */
    rawBody?: string | Buffer;
  }
}

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
 * the row brought to that state rather than replaying the event. Without Stripe keys there is no webhook (404).
 */
export function stripeWebhookHandlers(account: StripeAccount | null, now: () => Date) {
  return {
    async receiveStripeWebhook(request) {
      if (!account) throw new ApiError('STRIPE_OFF');
      let event: Stripe.Event;
      try {
        event = account.api.webhooks.constructEvent(
          request.rawBody ?? '',
          request.headers['stripe-signature'] ?? '',
          account.webhookSecret,
        );
      } catch {
        throw new ApiError('INVALID_SIGNATURE');
      }
      const at = now();
      const subscriptionId = subscriptionOf(event);
      await stripeEventRepository(request.em).receiveOnce(event, at, async (subscriptions) => {
        if (!subscriptionId) return;
        const subscription = await subscriptions.lockByStripeSubscription(subscriptionId, at);
        if (!subscription) {
          request.log.info(
            { event: event.id, subscription: subscriptionId },
            "Stripe event about a subscription that is no user's current one",
          );
          return;
        }
        // Read under the row lock, so two events of one subscription apply in the order Stripe's state moved.
        const remote = await account.api.subscriptions.retrieve(subscriptionId).catch((err: unknown) => {
          request.log.error(
            { err, event: event.id },
            'Stripe subscription could not be read; Stripe will deliver the event again',
          );
          throw new ApiError('STRIPE_UNREADABLE');
        });
        syncWithStripe(account, subscription, remote, `stripe:${event.type}:${event.id}`);
      });
      return { received: true as const };
    },
  } satisfies Handlers;
}
