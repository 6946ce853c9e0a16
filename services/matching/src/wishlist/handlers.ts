import { ApiError, sessionUser, type Handler, type Handlers } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '@wishlist/service-kit';
import type { LikeHooks } from '../core/like-hooks.ts';
import { utcDay } from '../core/days.ts';
import { entitlementRepository } from '../core/plan-repository.ts';
import { shownTo } from '../core/shown-profile-repository.ts';
import { profileNotFound } from '../core/not-found.ts';
import { removed } from '../core/replies.ts';
import { toProfile } from '../core/profile-view.ts';
import { usageRepository } from '../core/usage-repository.ts';
import { likeComment } from './comments.ts';
import { readWishlist, wishlistRepository } from './repository.ts';

/** The like of `userId` by `profileId` that answers theirs (see core/like-hooks.ts); true when it made the match. */
const likeBack = async (em: EntityManager, userId: string, profileId: string) => {
  const liked = await wishlistRepository(em).add({ userId: profileId, profileId: userId, cap: null, day: utcDay() });
  return typeof liked === 'object' && liked.matched;
};

const addToWishlist =
  ({ db, likes }: { db: Db; likes: LikeHooks }): Handler<'addToWishlist'> =>
  async (request, reply) => {
    const userId = sessionUser(request);
    const { profileId, superLike = false, comment } = request.body;
    if (profileId === userId) throw new ApiError('SELF_LIKE');
    const { limits } = await entitlementRepository(request.em).of(userId);
    if (superLike && limits.superLikesPerDay === 0) throw new ApiError('SUPER_LIKES_LOCKED', { plans: 'Gold' });
    const profile = await shownTo(db, userId, profileId);
    if (!profile) throw profileNotFound();
    const cap = superLike ? limits.superLikesPerDay : limits.likesPerDay;
    const like = { userId, profileId, cap, day: utcDay(), superLike };
    const added = await wishlistRepository(request.em).add(
      comment ? { ...like, comment: likeComment(profile, comment) } : like,
    );
    if (typeof added === 'string') throw new ApiError(added);
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
  };

const getWishlist =
  ({ db }: { db: Db }): Handler<'getWishlist'> =>
  async (request) => {
    const entries = await readWishlist(db, sessionUser(request));
    return {
      wishlist: entries.map((entry) => ({
        id: entry.id,
        profile: toProfile(entry.profile),
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  };

const removeFromWishlist: Handler<'removeFromWishlist'> = async (request, reply) => {
  const wasThere = await wishlistRepository(request.em).remove(sessionUser(request), request.params.profileId);
  return removed(reply, wasThere);
};

const restoreWishlistEntry =
  ({ db }: { db: Db }): Handler<'restoreWishlistEntry'> =>
  async (request, reply) => {
    const userId = sessionUser(request);
    const { profileId } = request.params;
    const profile = await shownTo(db, userId, profileId);
    if (!profile) throw profileNotFound();
    const restored = await wishlistRepository(request.em).restore(userId, profileId);
    if (typeof restored === 'string') throw new ApiError(restored);
    reply.status(201);
    const entry = { id: restored.entryId, profile: toProfile(profile), createdAt: restored.createdAt.toISOString() };
    return { entry, matched: restored.matched };
  };

const checkLikeLimit: Handler<'checkLikeLimit'> = async (request) => {
  const userId = sessionUser(request);
  const limit = (await entitlementRepository(request.em).of(userId)).limits.likesPerDay;
  const used = await usageRepository(request.em).likesUsed(userId, utcDay());
  if (limit !== null && used >= limit) throw new ApiError('LIKE_LIMIT_REACHED');
  return { used, limit, remaining: limit === null ? null : limit - used };
};

const getLikesUsedToday: Handler<'getLikesUsedToday'> = async (request) => {
  const day = utcDay();
  return { used: await usageRepository(request.em).likesUsed(request.params.userId, day), day };
};

/**
 * Wishlists (likes and super likes) and the daily caps; a like that meets the other's like is a match. The caps
 * come from matching's own copy of the user's entitlements: a like asks no other service.
 */
export function wishlistHandlers({ db, likes }: { db: Db; likes: LikeHooks }) {
  return {
    addToWishlist: addToWishlist({ db, likes }),
    getWishlist: getWishlist({ db }),
    removeFromWishlist,
    restoreWishlistEntry: restoreWishlistEntry({ db }),
    checkLikeLimit,
    getLikesUsedToday,
  } satisfies Handlers;
}
