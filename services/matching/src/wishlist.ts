import { ApiError, sessionUser, type Handler } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import { dailyLikeLimit } from './billing.ts';
import { DailyLikes, WishlistEntry } from './entities.ts';
import { findShownProfile } from './profiles.ts';
import { toProfile, utcDay } from './profile-view.ts';
import { CONSUME_LIKE_SQL, INSERT_ENTRY_SQL, LIKED_BACK_SQL, MATCHES_SQL, type ProfileRow } from './sql.ts';

const likeLimitReached = () => new ApiError(429, 'Daily like limit reached', 'LIKE_LIMIT_REACHED');
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const sqlState = (err: unknown) => (err as { code?: unknown }).code;

export const addToWishlist: Handler<'addToWishlist'> = async (request, reply) => {
  const { userId, profileId } = request.body;
  if (profileId === userId) throw new ApiError(400, "You can't add yourself to your wishlist.", 'SELF_LIKE');
  const profile = await findShownProfile(request.em, profileId);
  const limit = await dailyLikeLimit(request, userId);

  // The like is counted and the entry written in one transaction: no race can exceed the cap, and a refused
  // add (duplicate, limit) uses no like.
  const client = await request.server.pool.connect();
  try {
    await client.query('begin');
    const counted = await client.query(CONSUME_LIKE_SQL, [userId, utcDay(), limit]);
    if (counted.rowCount === 0) throw likeLimitReached();
    const entryId = crypto.randomUUID();
    const [inserted] = (await client.query<{ createdAt: Date }>(INSERT_ENTRY_SQL, [entryId, userId, profileId])).rows;
    const [liked] = (await client.query<{ matched: boolean }>(LIKED_BACK_SQL, [userId, profileId])).rows;
    if (!inserted || !liked) throw new Error('the wishlist insert returned no row');
    await client.query('commit');
    reply.status(201);
    return { entry: { id: entryId, profile: toProfile(profile), createdAt: inserted.createdAt.toISOString() }, matched: liked.matched };
  } catch (err) {
    await client.query('rollback');
    if (sqlState(err) === UNIQUE_VIOLATION) throw new ApiError(409, 'Already in wishlist', 'ALREADY_IN_WISHLIST');
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw new ApiError(404, 'Profile not found', 'NOT_FOUND');
    throw err;
  } finally {
    client.release();
  }
};

export const getWishlist: Handler<'getWishlist'> = async (request) => {
  const entries = await request.em.find(
    WishlistEntry,
    { userId: request.params.userId, profile: { discoverable: true } },
    { populate: ['profile'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return {
    wishlist: entries.map((entry) => ({ id: entry.id, profile: toProfile(entry.profile), createdAt: entry.createdAt.toISOString() })),
  };
};

export const removeFromWishlist: Handler<'removeFromWishlist'> = async (request, reply) => {
  const { userId, profileId } = request.params;
  // The like it used stays used: removing is no way around the daily cap.
  const removed = await request.em.nativeDelete(WishlistEntry, { userId, profile: profileId });
  if (removed === 0) throw new ApiError(404, 'Not in your wishlist', 'NOT_FOUND');
  return reply.status(204).send();
};

async function likesUsed(request: FastifyRequest, userId: string, day: string) {
  const usage = await request.em.findOne(DailyLikes, { userId, day });
  return usage?.used ?? 0;
}

export const checkLikeLimit: Handler<'checkLikeLimit'> = async (request) => {
  const { userId } = request.params;
  const limit = await dailyLikeLimit(request, userId);
  const used = await likesUsed(request, userId, utcDay());
  if (limit !== null && used >= limit) throw likeLimitReached();
  return { used, limit, remaining: limit === null ? null : limit - used };
};

export const getLikesUsedToday: Handler<'getLikesUsedToday'> = async (request) => {
  const day = utcDay();
  return { used: await likesUsed(request, request.params.userId, day), day };
};

export const listMatches: Handler<'listMatches'> = async (request) => {
  const { rows } = await request.server.pool.query<ProfileRow & { matchId: string; matchedAt: Date }>(MATCHES_SQL, [
    sessionUser(request),
  ]);
  return { matches: rows.map((row) => ({ id: row.matchId, profile: toProfile(row), matchedAt: row.matchedAt.toISOString() })) };
};
