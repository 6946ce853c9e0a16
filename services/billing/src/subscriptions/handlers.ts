import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { PlanChange, SubscriptionDeps } from '../core/payment-transport.ts';
import { planRepository } from '../core/plan-repository.ts';
import { isPaid, next, planChange, proratedCents, type PaidTier } from '../core/state-machine.ts';
import { subscriptionBody } from '../core/subscription-body.ts';
import { subscriptionRepository, type LockedSubscription } from '../core/subscription-repository.ts';

/** What moving the locked subscription to `tier` does: the state machine's event and what it costs today. */
async function planChangeOf(subscription: LockedSubscription, tier: PaidTier, now: Date): Promise<PlanChange> {
  const state = subscription.state();
  const event = planChange(state, tier);
  if (event.type !== 'upgraded' || !isPaid(state) || !state.premiumUntil) return { event, tier, amountCents: 0 };
  const plans = planRepository(subscription.em);
  const [from, to] = await Promise.all([plans.of(state.tier), plans.of(tier)]);
  return { event, tier, amountCents: proratedCents(from.priceCents, to.priceCents, state.premiumUntil, now) };
}

/** What a change of plan would do, in the contract's words: when it takes effect, and what is due now. */
function previewBody(change: PlanChange, priceCents: number, premiumUntil: Date | null, at: Date) {
  const startsNow = change.event.type === 'upgraded';
  const renewsAt = (premiumUntil ?? at).toISOString();
  return {
    tier: change.tier,
    when: startsNow ? ('now' as const) : ('renewal' as const),
    effectiveAt: startsNow ? at.toISOString() : renewsAt,
    renewsAt,
    amountDue: change.amountCents / 100,
    price: priceCents / 100,
  };
}

/** A paid subscription is changed, never started again. */
async function refuseSecondSubscription(subscription: LockedSubscription, at: Date) {
  const { row } = subscription;
  if (!isPaid(subscription.state())) return;
  const plan = await planRepository(subscription.em).of(row.tier);
  // A paid period always has its end; the day is written as the plans screen writes it.
  const until = (row.premiumUntil ?? at).toISOString().slice(0, 10);
  throw new ApiError('ALREADY_SUBSCRIBED', { plan: plan.name, until });
}

/** Works on the signed-in person's subscription under its row lock, as of `at`. */
const ownSubscription =
  ({ transport }: SubscriptionDeps) =>
  <T>(request: FastifyRequest, at: Date, work: (subscription: LockedSubscription) => Promise<T>) =>
    subscriptionRepository(request.em).update(sessionUser(request), at, transport.renewsLocally, work);

/** Reading the subscription, and starting a paid one. */
function readAndStart(deps: SubscriptionDeps) {
  const { transport, now, matching } = deps;
  const updateOwn = ownSubscription(deps);
  return {
    async getSubscription(request) {
      const renews = transport.renewsLocally;
      const state = await subscriptionRepository(request.em).current(sessionUser(request), now(), renews);
      return subscriptionBody(request, state, matching);
    },

    async createSubscription(request) {
      const at = now();
      const clientSecret = await updateOwn(request, at, async (subscription) => {
        await refuseSecondSubscription(subscription, at);
        return transport.start(subscription, request.body.priceId, at);
      });
      return { clientSecret, mode: transport.mode };
    },
  } satisfies Handlers;
}

/** A cancel at the end of the period, and its withdrawal before then. */
function cancelAndResume(deps: SubscriptionDeps) {
  const { transport, now, matching } = deps;
  const updateOwn = ownSubscription(deps);
  return {
    async cancelSubscription(request) {
      const at = now();
      const state = await updateOwn(request, at, async (subscription) => {
        // The state machine refuses what cannot be canceled before the provider is asked.
        next(subscription.state(), { type: 'cancel_scheduled' });
        await transport.cancel(subscription, at);
        return subscription.state();
      });
      return subscriptionBody(request, state, matching);
    },

    async resumeSubscription(request) {
      const at = now();
      const state = await updateOwn(request, at, async (subscription) => {
        // Only a cancel still waiting for the period's end can be withdrawn; the provider is asked after.
        next(subscription.state(), { type: 'cancel_withdrawn' });
        await transport.resume(subscription, at);
        return subscription.state();
      });
      return subscriptionBody(request, state, matching);
    },
  } satisfies Handlers;
}

/** A change of plan: what it would do, and making it. */
function planChanges(deps: SubscriptionDeps) {
  const { transport, now, matching } = deps;
  const updateOwn = ownSubscription(deps);
  return {
    // A read that takes the row lock, so what it answers is what changeSubscription would do at this moment.
    async previewSubscriptionChange(request) {
      const at = now();
      const { tier } = request.query;
      const { change, premiumUntil } = await updateOwn(request, at, async (subscription) => ({
        change: await planChangeOf(subscription, tier, at),
        premiumUntil: subscription.state().premiumUntil,
      }));
      const plan = await planRepository(request.em).of(tier);
      return previewBody(change, plan.priceCents, premiumUntil, at);
    },

    async changeSubscription(request) {
      const at = now();
      const state = await updateOwn(request, at, async (subscription) => {
        await transport.changePlan(subscription, await planChangeOf(subscription, request.body.tier, at), at);
        return subscription.state();
      });
      return subscriptionBody(request, state, matching);
    },
  } satisfies Handlers;
}

/** A user's subscription: read it, start one, cancel or resume it, and preview or make a change of plan. */
export function subscriptionHandlers(deps: SubscriptionDeps) {
  return { ...readAndStart(deps), ...cancelAndResume(deps), ...planChanges(deps) } satisfies Handlers;
}
