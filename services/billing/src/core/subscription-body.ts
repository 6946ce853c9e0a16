import { sessionUser, type SuccessBody } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { MatchingClient } from '../matching-client.ts';
import { planRepository } from './plan-repository.ts';
import type { SubscriptionState } from './state-machine.ts';

/** The Subscription shape the app reads: the state, the plan's like limit and today's likes (from matching). */
export async function subscriptionBody(
  request: FastifyRequest,
  state: SubscriptionState,
  matching: MatchingClient,
): Promise<SuccessBody<'getSubscription'>> {
  const userId = sessionUser(request);
  const [plan, dailyLikes] = await Promise.all([
    planRepository(request.em).of(state.tier),
    matching.likesToday(userId, request.log),
  ]);
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
