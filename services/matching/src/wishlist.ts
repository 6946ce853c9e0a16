import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { entitlementRepository } from './entitlement-repository.ts';
import { feedRepository } from './feed-repository.ts';
import { toProfile, utcDay } from './profile-view.ts';
import { wishlistRepository } from './wishlist-repository.ts';

const likeLimitReached = () => new ApiError(429, 'Daily like limit reached', 'LIKE_LIMIT_REACHED');
const profileNotFound = () => new ApiError(404, 'Profile not found', 'NOT_FOUND');

/**
 * Wishlists (likes and super likes), the daily caps and matches. The caps come from matching's own copy of the
 * user's entitlements: a like asks no other service.
 */
export function wishlistHandlers() {
  return {
    async addToWishlist(request, reply) {
      const userId = sessionUser(request);
      const { profileId, superLike = false } = request.body;
      if (profileId === userId) throw new ApiError(400, "You can't add yourself to your wishlist.", 'SELF_LIKE');
      const { limits } = await entitlementRepository(request.em).of(userId);
      if (superLike && limits.superLikesPerDay === 0) throw new ApiError(403, 'Super likes come with Gold.', 'SUPER_LIKES_LOCKED');
      const profile = await feedRepository(request.em).shownTo(userId, profileId);
      if (!profile) throw profileNotFound();
      const cap = superLike ? limits.superLikesPerDay : limits.likesPerDay;
      const added = await wishlistRepository(request.em).add({ userId, profileId, cap, day: utcDay(), superLike });
      if (added === 'LIKE_LIMIT_REACHED') throw likeLimitReached();
      if (added === 'SUPER_LIKE_LIMIT_REACHED') throw new ApiError(429, "Today's super likes are used up.", 'SUPER_LIKE_LIMIT_REACHED');
      if (added === 'ALREADY_IN_WISHLIST') throw new ApiError(409, 'Already in wishlist', 'ALREADY_IN_WISHLIST');
      if (added === 'NO_SUCH_PROFILE') throw profileNotFound();
      reply.status(201);
      return { entry: { id: added.entryId, profile: toProfile(profile), createdAt: added.createdAt.toISOString() }, matched: added.matched };
    },

    async getWishlist(request) {
      const entries = await feedRepository(request.em).wishlist(sessionUser(request));
      return {
        wishlist: entries.map((entry) => ({ id: entry.id, profile: toProfile(entry.profile), createdAt: entry.createdAt.toISOString() })),
      };
    },

    async removeFromWishlist(request, reply) {
      const removed = await wishlistRepository(request.em).remove(sessionUser(request), request.params.profileId);
      if (!removed) throw new ApiError(404, 'Not in your wishlist', 'NOT_FOUND');
      return reply.status(204).send();
    },

    async checkLikeLimit(request) {
      const userId = sessionUser(request);
      const limit = (await entitlementRepository(request.em).of(userId)).limits.likesPerDay;
      const used = await wishlistRepository(request.em).likesUsed(userId, utcDay());
      if (limit !== null && used >= limit) throw likeLimitReached();
      return { used, limit, remaining: limit === null ? null : limit - used };
    },

    async getLikesUsedToday(request) {
      const day = utcDay();
      return { used: await wishlistRepository(request.em).likesUsed(request.params.userId, day), day };
    },

    async listMatches(request) {
      const matches = await wishlistRepository(request.em).matches(sessionUser(request));
      return { matches: matches.map(({ id, profile, matchedAt }) => ({ id, profile: toProfile(profile), matchedAt: matchedAt.toISOString() })) };
    },
  } satisfies Handlers;
}
