import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { utcDay, utcMonth } from '../core/days.ts';
import { entitlementRepository } from '../core/plan-repository.ts';
import { usageRepository } from '../core/usage-repository.ts';
import { boostRepository } from './boost-repository.ts';

/** What the user's plan allows and what is used (GET /api/entitlements), and boosts, which spend it. */
export function entitlementHandlers() {
  return {
    async getEntitlements(request) {
      const userId = sessionUser(request);
      const day = utcDay();
      const { tier, premiumUntil, limits, flags } = await entitlementRepository(request.em).of(userId);
      const usage = usageRepository(request.em);
      const boosts = boostRepository(request.em);
      const boostEndsAt = await boosts.endsAt(userId);
      return {
        tier,
        premiumUntil: premiumUntil?.toISOString() ?? null,
        limits,
        flags,
        used: {
          likesToday: await usage.likesUsed(userId, day),
          messagesToday: await usage.messagesSentOn(userId, day),
          superLikesToday: await usage.superLikesUsed(userId, day),
          boostsThisMonth: await boosts.usedThisMonth(userId, utcMonth()),
        },
        boostEndsAt: boostEndsAt?.toISOString() ?? null,
      };
    },

    async startBoost(request, reply) {
      const userId = sessionUser(request);
      const { limits } = await entitlementRepository(request.em).of(userId);
      if (limits.boostsPerMonth === 0) throw new ApiError('BOOSTS_LOCKED', { plans: 'Premium and Gold' });
      const started = await boostRepository(request.em).start({
        userId,
        cap: limits.boostsPerMonth,
        month: utcMonth(),
      });
      if (typeof started === 'string') throw new ApiError(started);
      reply.status(201);
      return { boost: { startedAt: started.startedAt.toISOString(), endsAt: started.endsAt.toISOString() } };
    },
  } satisfies Handlers;
}
