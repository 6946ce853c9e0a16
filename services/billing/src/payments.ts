import { ApiError, sessionUser, type Handlers, type SuccessBody } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Subscription } from './entities.ts';
import type { MatchingClient } from './matching-client.ts';
import { planRepository } from './plan-repository.ts';
import { subscriptionRepository, type LockedSubscription } from './subscription-repository.ts';
import {
  isPaid,
  next,
  planChange,
  proratedCents,
  type PaidTier,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription-state.ts';

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
  /** Ends the row's paid subscription at once wherever it runs (its account is being deleted, rows and all). */
  endNow(row: Subscription): Promise<void>;
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
    ...(state.scheduledTier && { scheduledTier: state.scheduledTier }),
  };
}

/** What moving the locked subscription to `tier` does: the state machine's event and what it costs today. */
async function planChangeOf(subscription: LockedSubscription, tier: PaidTier, now: Date): Promise<PlanChange> {
  const state = subscription.state();
  const event = planChange(state, tier);
  if (event.type !== 'upgraded' || !isPaid(state) || !state.premiumUntil) return { event, tier, amountCents: 0 };
  const plans = planRepository(subscription.em);
  const [from, to] = await Promise.all([plans.of(state.tier), plans.of(tier)]);
  return { event, tier, amountCents: proratedCents(from.priceCents, to.priceCents, state.premiumUntil, now) };
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

    // A read that takes the row lock, so what it answers is what changeSubscription would do at this moment.
    async previewSubscriptionChange(request) {
      const at = now();
      const { tier } = request.query;
      const { change, premiumUntil } = await subscriptionRepository(request.em).update(sessionUser(request), at, renews, async (subscription) => ({
        change: await planChangeOf(subscription, tier, at),
        premiumUntil: subscription.state().premiumUntil,
      }));
      const plan = await planRepository(request.em).of(tier);
      const startsNow = change.event.type === 'upgraded';
      const renewsAt = (premiumUntil ?? at).toISOString();
      return {
        tier,
        when: startsNow ? ('now' as const) : ('renewal' as const),
        effectiveAt: startsNow ? at.toISOString() : renewsAt,
        renewsAt,
        amountDue: change.amountCents / 100,
        price: plan.priceCents / 100,
      };
    },

    async changeSubscription(request) {
      const at = now();
      const state = await subscriptionRepository(request.em).update(sessionUser(request), at, renews, async (subscription) => {
        await transport.changePlan(subscription, await planChangeOf(subscription, request.body.tier, at), at);
        return subscription.state();
      });
      return subscriptionBody(request, state, matching);
    },
  } satisfies Handlers;
}
