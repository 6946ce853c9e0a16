import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, sessionUser, type Handler, type Handlers, type SuccessBody } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import { Plan, type Subscription } from './entities.ts';
import type { MatchingClient } from './matching-client.ts';
import { isPaid, type PaidTier, type SubscriptionState } from './subscription-state.ts';
import { currentState, lockSubscription, settle, stateOf } from './subscriptions.ts';

/** How money moves: Stripe, or the test-payment mode. Both drive the same state machine. */
export interface PaymentTransport {
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  /** Whether this service renews paid periods itself (test mode) or the provider does (Stripe). */
  renewsLocally: boolean;
  /** Starts a paid subscription for the locked row; answers the client secret of its first payment. */
  start(em: EntityManager, row: Subscription, tier: PaidTier, now: Date): Promise<string>;
  /** Cancels the locked row's paid subscription at the end of its period. */
  cancel(em: EntityManager, row: Subscription, now: Date): Promise<void>;
}

export interface PaymentContext {
  transport: PaymentTransport;
  now: () => Date;
  matching: MatchingClient;
}

/** The Subscription shape the app reads. */
export async function subscriptionBody(
  request: FastifyRequest,
  userId: string,
  state: SubscriptionState,
  matching: MatchingClient,
): Promise<SuccessBody<'getSubscription'>> {
  const [plan, dailyLikes] = await Promise.all([request.em.findOneOrFail(Plan, { id: state.tier }), matching.likesToday(userId, request.log)]);
  return {
    tier: state.tier,
    status: state.status,
    dailyLikes,
    dailyLikeLimit: plan.dailyLikeLimit ?? null,
    premiumUntil: state.premiumUntil?.toISOString() ?? null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
}

export function subscriptionHandlers({ transport, now, matching }: PaymentContext) {
  const getSubscription: Handler<'getSubscription'> = async (request) => {
    const { userId } = request.params;
    return subscriptionBody(request, userId, await currentState(request.em, userId, now(), transport.renewsLocally), matching);
  };

  const getTierForUser: Handler<'getTierForUser'> = async (request) => {
    const { tier } = await currentState(request.em, request.params.userId, now(), transport.renewsLocally);
    const plan = await request.em.findOneOrFail(Plan, { id: tier });
    return { tier, dailyLikeLimit: plan.dailyLikeLimit ?? null };
  };

  const getBillingConfig: Handler<'getBillingConfig'> = async () => ({ mode: transport.mode, publishableKey: transport.publishableKey });

  const createSubscription: Handler<'createSubscription'> = async (request) => {
    const at = now();
    const clientSecret = await request.em.transactional(async (em) => {
      const row = await lockSubscription(em, request.body.userId, at);
      settle(em, row, at, transport.renewsLocally);
      if (isPaid(stateOf(row))) {
        const plan = await em.findOneOrFail(Plan, { id: row.tier });
        const until = row.premiumUntil ? ` until ${row.premiumUntil.toISOString().slice(0, 10)}` : '';
        throw new ApiError(409, `You already have the ${plan.name} plan${until}.`, 'ALREADY_SUBSCRIBED');
      }
      return transport.start(em, row, request.body.priceId, at);
    });
    return { clientSecret, mode: transport.mode };
  };

  const cancelSubscription: Handler<'cancelSubscription'> = async (request) => {
    const at = now();
    const userId = sessionUser(request);
    const state = await request.em.transactional(async (em) => {
      const row = await lockSubscription(em, userId, at);
      settle(em, row, at, transport.renewsLocally);
      if (!isPaid(stateOf(row))) throw new ApiError(409, 'You have no paid subscription to cancel.', 'NO_SUBSCRIPTION');
      if (row.cancelAtPeriodEnd) throw new ApiError(409, 'Your subscription is already canceled.', 'ALREADY_CANCELED');
      await transport.cancel(em, row, at);
      return stateOf(row);
    });
    return subscriptionBody(request, userId, state, matching);
  };

  return { getSubscription, getTierForUser, getBillingConfig, createSubscription, cancelSubscription } satisfies Handlers;
}
