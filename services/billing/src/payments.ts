import { ApiError, sessionUser, type Handlers, type SuccessBody } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { MatchingClient } from './matching-client.ts';
import { planRepository } from './plan-repository.ts';
import { subscriptionRepository, type LockedSubscription } from './subscription-repository.ts';
import { isPaid, next, type PaidTier, type SubscriptionState } from './subscription-state.ts';

/** How money moves: Stripe, or the test-payment mode. Both drive the same state machine. */
export interface PaymentTransport {
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  /** Whether this service renews paid periods itself (test mode) or the provider does (Stripe). */
  renewsLocally: boolean;
  /** Starts a paid subscription for the locked row; answers the client secret of its first payment. */
  start(subscription: LockedSubscription, tier: PaidTier, now: Date): Promise<string>;
  /** Cancels the locked row's paid subscription at the end of its period. */
  cancel(subscription: LockedSubscription, now: Date): Promise<void>;
}

export interface PaymentDeps {
  transport: PaymentTransport;
  now: () => Date;
  matching: MatchingClient;
}

/** The Subscription shape the app reads. */
export async function subscriptionBody(
  request: FastifyRequest,
  state: SubscriptionState,
  matching: MatchingClient,
): Promise<SuccessBody<'getSubscription'>> {
  const userId = sessionUser(request);
  const [plan, dailyLikes] = await Promise.all([planRepository(request.em).of(state.tier), matching.likesToday(userId, request.log)]);
  return {
    tier: state.tier,
    status: state.status,
    dailyLikes,
    dailyLikeLimit: plan.dailyLikeLimit ?? null,
    premiumUntil: state.premiumUntil?.toISOString() ?? null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
}

export function subscriptionHandlers({ transport, now, matching }: PaymentDeps) {
  const renews = transport.renewsLocally;

  return {
    async getSubscription(request) {
      const state = await subscriptionRepository(request.em).current(sessionUser(request), now(), renews);
      return subscriptionBody(request, state, matching);
    },

    async getBillingConfig() {
      return { mode: transport.mode, publishableKey: transport.publishableKey };
    },

    async createSubscription(request) {
      const at = now();
      const clientSecret = await subscriptionRepository(request.em).update(sessionUser(request), at, renews, async (subscription) => {
        const { row } = subscription;
        if (isPaid(subscription.state())) {
          const plan = await planRepository(subscription.em).of(row.tier);
          const until = row.premiumUntil ? ` until ${row.premiumUntil.toISOString().slice(0, 10)}` : '';
          throw new ApiError(409, `You already have the ${plan.name} plan${until}.`, 'ALREADY_SUBSCRIBED');
        }
        return transport.start(subscription, request.body.priceId, at);
      });
      return { clientSecret, mode: transport.mode };
    },

    async cancelSubscription(request) {
      const at = now();
      const state = await subscriptionRepository(request.em).update(sessionUser(request), at, renews, async (subscription) => {
        // The state machine refuses what cannot be canceled before the provider is asked.
        next(subscription.state(), { type: 'cancel_scheduled' });
        await transport.cancel(subscription, at);
        return subscription.state();
      });
      return subscriptionBody(request, state, matching);
    },
  } satisfies Handlers;
}
