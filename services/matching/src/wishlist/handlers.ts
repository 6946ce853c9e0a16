import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { LikeHooks } from '../core/like-hooks.ts';
import { utcDay } from '../core/days.ts';
import { entitlementRepository } from '../core/plan-repository.ts';
import { shownTo } from '../core/shown-profile-repository.ts';
import { profileNotFound } from '../core/not-found.ts';
import { removed } from '../core/replies.ts';
import { toProfile } from '../core/profile-view.ts';
import { usageRepository } from '../core/usage-repository.ts';
import { readWishlist, wishlistRepository } from './repository.ts';

const likeLimitReached = () => new ApiError(429, 'Daily like limit reached', 'LIKE_LIMIT_REACHED');
const alreadyInWishlist = () => new ApiError(409, 'Already in wishlist', 'ALREADY_IN_WISHLIST');

/**
 * Wishlists (likes and super likes) and the daily caps; a like that meets the other's like is a match. The caps
 * come from matching's own copy of the user's entitlements: a like asks no other service.
 */
export function wishlistHandlers({ pool, likes }: { pool: Pool; likes: LikeHooks }) {
  /** The like of `userId` by `profileId` that answers theirs (see core/like-hooks.ts); true when it made the match. */
  const likeBack = async (em: EntityManager, userId: string, profileId: string) => {
    const liked = await wishlistRepository(em).add({ userId: profileId, profileId: userId, cap: null, day: utcDay() });
    return typeof liked === 'object' && liked.matched;
  };

  return {
    async addToWishlist(request, reply) {
      const userId = sessionUser(request);
      const { profileId, superLike = false } = request.body;
      if (profileId === userId) throw new ApiError(400, "You can't add yourself to your wishlist.", 'SELF_LIKE');
      const { limits } = await entitlementRepository(request.em).of(userId);
      if (superLike && limits.superLikesPerDay === 0)
        throw new ApiError(403, 'Super likes come with Gold.', 'SUPER_LIKES_LOCKED');
      const profile = await shownTo(pool, userId, profileId);
      if (!profile) throw profileNotFound();
      const cap = superLike ? limits.superLikesPerDay : limits.likesPerDay;
      const added = await wishlistRepository(request.em).add({ userId, profileId, cap, day: utcDay(), superLike });
      if (added === 'LIKE_LIMIT_REACHED') throw likeLimitReached();
      if (added === 'SUPER_LIKE_LIMIT_REACHED')
        throw new ApiError(429, "Today's super likes are used up.", 'SUPER_LIKE_LIMIT_REACHED');
      if (added === 'ALREADY_IN_WISHLIST') throw alreadyInWishlist();
      if (added === 'NO_SUCH_PROFILE') throw profileNotFound();
      reply.status(201);
      const entry = { id: added.entryId, profile: toProfile(profile), createdAt: added.createdAt.toISOString() };
      const matched =
        added.matched ||
        (await likes.unanswered({
          em: request.em,
          userId,
          profileId,
          likeBack: () => likeBack(request.em, userId, profileId),
        }));
      return { entry, matched };
    },

    async getWishlist(request) {
      const entries = await readWishlist(pool, sessionUser(request));
      return {
        wishlist: entries.map((entry) => ({
          id: entry.id,
          profile: toProfile(entry.profile),
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },

    async removeFromWishlist(request, reply) {
      const wasThere = await wishlistRepository(request.em).remove(sessionUser(request), request.params.profileId);
      return removed(reply, wasThere, 'Not in your wishlist');
    },

    async restoreWishlistEntry(request, reply) {
      const userId = sessionUser(request);
      const { profileId } = request.params;
      const profile = await shownTo(pool, userId, profileId);
      if (!profile) throw profileNotFound();
      const restored = await wishlistRepository(request.em).restore(userId, profileId);
      if (restored === 'NOTHING_TO_UNDO') throw new ApiError(404, 'There is nothing to undo.', 'NOTHING_TO_UNDO');
      if (restored === 'ALREADY_IN_WISHLIST') throw alreadyInWishlist();
      reply.status(201);
      const entry = { id: restored.entryId, profile: toProfile(profile), createdAt: restored.createdAt.toISOString() };
      return { entry, matched: restored.matched };
    },

    async checkLikeLimit(request) {
      const userId = sessionUser(request);
      const limit = (await entitlementRepository(request.em).of(userId)).limits.likesPerDay;
      const used = await usageRepository(request.em).likesUsed(userId, utcDay());
      if (limit !== null && used >= limit) throw likeLimitReached();
      return { used, limit, remaining: limit === null ? null : limit - used };
    },

    async getLikesUsedToday(request) {
      const day = utcDay();
      return { used: await usageRepository(request.em).likesUsed(request.params.userId, day), day };
    },
  } satisfies Handlers;
}
