import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { BillingClient } from './billing-client.ts';
import { knownTierRepository } from './known-tier-repository.ts';
import { profileRepository } from './profile-repository.ts';
import { toProfile, utcDay } from './profile-view.ts';
import { wishlistRepository } from './wishlist-repository.ts';

const likeLimitReached = () => new ApiError(429, 'Daily like limit reached', 'LIKE_LIMIT_REACHED');
const profileNotFound = () => new ApiError(404, 'Profile not found', 'NOT_FOUND');

/** Wishlists (likes), the daily like cap and matches. */
export function wishlistHandlers({ billing }: { billing: BillingClient }) {
  const dailyLikeLimit = (request: FastifyRequest, userId: string) =>
    billing.dailyLikeLimit(request.log, userId, knownTierRepository(request.em));

  return {
    async addToWishlist(request, reply) {
      const userId = sessionUser(request);
      const { profileId } = request.body;
      if (profileId === userId) throw new ApiError(400, "You can't add yourself to your wishlist.", 'SELF_LIKE');
      const profile = await profileRepository(request.em).findShown(profileId);
      if (!profile) throw profileNotFound();
      const cap = await dailyLikeLimit(request, userId);
      const added = await wishlistRepository(request.em).add({ userId, profileId, cap, day: utcDay() });
      if (added === 'LIKE_LIMIT_REACHED') throw likeLimitReached();
      if (added === 'ALREADY_IN_WISHLIST') throw new ApiError(409, 'Already in wishlist', 'ALREADY_IN_WISHLIST');
      if (added === 'NO_SUCH_PROFILE') throw profileNotFound();
      reply.status(201);
      return { entry: { id: added.entryId, profile: toProfile(profile), createdAt: added.createdAt.toISOString() }, matched: added.matched };
    },

    async getWishlist(request) {
      const entries = await wishlistRepository(request.em).entries(sessionUser(request));
      return {
        wishlist: entries.map((entry) => ({ id: entry.id, profile: toProfile(entry.profile), createdAt: entry.createdAt.toISOString() })),
      };
    },

    async removeFromWishlist(request, reply) {
      const removed = await wishlistRepository(request.em).remove(sessionUser(request), request.params.profileId);
      if (!removed) throw new ApiError(404, 'Not in your wishlist', 'NOT_FOUND');
      return reply.status(204).send();
    },

    async restoreWishlistEntry(request, reply) {
      const userId = sessionUser(request);
      const { profileId } = request.params;
      const profile = await profileRepository(request.em).findShown(profileId);
      if (!profile) throw profileNotFound();
      const restored = await wishlistRepository(request.em).restore(userId, profileId);
      if (restored === 'NOTHING_TO_UNDO') throw new ApiError(404, 'There is nothing to undo.', 'NOTHING_TO_UNDO');
      if (restored === 'ALREADY_IN_WISHLIST') throw new ApiError(409, 'Already in wishlist', 'ALREADY_IN_WISHLIST');
      reply.status(201);
      return { entry: { id: restored.entryId, profile: toProfile(profile), createdAt: restored.createdAt.toISOString() }, matched: restored.matched };
    },

    async checkLikeLimit(request) {
      const userId = sessionUser(request);
      const limit = await dailyLikeLimit(request, userId);
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
