import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { boostRepository } from './boost-repository.ts';
import { entitlementRepository } from './entitlement-repository.ts';
import { messageRepository } from './message-repository.ts';
import { utcDay } from './profile-view.ts';
import { wishlistRepository } from './wishlist-repository.ts';

/** The first day (`YYYY-MM-01`) of the UTC calendar month that boosts are counted in. */
const utcMonth = (now = new Date()) => `${now.toISOString().slice(0, 7)}-01`;

/** What the user's plan allows and what is used (GET /api/entitlements), and boosts, which spend it. */
export const entitlementHandlers = () =>
  ({
    async getEntitlements(request) {
      const userId = sessionUser(request);
      const day = utcDay();
      const { tier, premiumUntil, limits, flags } = await entitlementRepository(request.em).of(userId);
      const wishlist = wishlistRepository(request.em);
      const boosts = boostRepository(request.em);
      const boostEndsAt = await boosts.endsAt(userId);
      return {
        tier,
        premiumUntil: premiumUntil?.toISOString() ?? null,
        limits,
        flags,
        used: {
          likesToday: await wishlist.likesUsed(userId, day),
          messagesToday: await messageRepository(request.em).sentOn(userId, day),
          superLikesToday: await wishlist.superLikesUsed(userId, day),
          boostsThisMonth: await boosts.usedThisMonth(userId, utcMonth()),
        },
        boostEndsAt: boostEndsAt?.toISOString() ?? null,
      };
    },

    async startBoost(request, reply) {
      const userId = sessionUser(request);
      const { limits } = await entitlementRepository(request.em).of(userId);
      if (limits.boostsPerMonth === 0) throw new ApiError(403, 'Boosts come with Premium and Gold.', 'BOOSTS_LOCKED');
      const started = await boostRepository(request.em).start({ userId, cap: limits.boostsPerMonth, month: utcMonth() });
      if (started === 'BOOST_ACTIVE') throw new ApiError(409, 'Your boost is still running.', 'BOOST_ACTIVE');
      if (started === 'BOOST_LIMIT_REACHED') throw new ApiError(429, "This month's boosts are used up.", 'BOOST_LIMIT_REACHED');
      if (started === 'NO_PROFILE') throw new ApiError(404, 'Profile not found', 'NOT_FOUND');
      reply.status(201);
      return { boost: { startedAt: started.startedAt.toISOString(), endsAt: started.endsAt.toISOString() } };
    },
  }) satisfies Handlers;
