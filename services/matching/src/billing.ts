import { ApiError, serviceClient } from '@wishlist/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KnownTier } from './entities.ts';
import { REMEMBER_TIER_SQL } from './sql.ts';

/** Billing's internal operations, as matching uses them. */
export interface Billing {
  client: ReturnType<typeof serviceClient>;
  timeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
  }
}

/** The cap of a user billing has never told us about while it cannot be reached: every account starts free. */
const FREE_DAILY_LIKES = 10;

export function registerBilling(app: FastifyInstance, options: { url: string; token: string; timeoutMs: number }) {
  app.decorate('billing', { client: serviceClient(options.url, options.token), timeoutMs: options.timeoutMs });
}

/**
 * Today's like cap for a user (null: unlimited), from the tier billing reports. The answer is remembered, so
 * while billing cannot be reached the last known tier still applies (and the log says so).
 */
export async function dailyLikeLimit(request: FastifyRequest, userId: string): Promise<number | null> {
  const { client, timeoutMs } = request.server.billing;
  let reported;
  try {
    const { data, response } = await client.GET('/internal/users/{userId}/tier', {
      params: { path: { userId } },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!data) throw new Error(`billing answered ${response.status}`);
    reported = data;
  } catch (err) {
    const known = await request.em.findOne(KnownTier, userId);
    request.log.warn(
      { err, userId, knownTier: known?.tier ?? null },
      known ? 'billing cannot be reached: applying the last known tier' : 'billing cannot be reached and no tier is known: applying free',
    );
    return known ? (known.dailyLikeLimit ?? null) : FREE_DAILY_LIKES;
  }
  await request.server.pool.query(REMEMBER_TIER_SQL, [userId, reported.tier, reported.dailyLikeLimit]);
  return reported.dailyLikeLimit;
}

/**
 * The canonical URL of a file this user uploaded to our store, of the given kind. Anything else is refused:
 * a URL elsewhere, someone else's upload, a video offered as a photo.
 */
export async function ownUpload(request: FastifyRequest, userId: string, url: string, kind: 'photo' | 'video'): Promise<string> {
  const { client, timeoutMs } = request.server.billing;
  let answer;
  try {
    answer = await client.POST('/internal/objects/lookup', {
      body: { userId, objectURL: url },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    request.log.warn({ err }, 'billing cannot be reached to check an upload');
    throw uploadsUnavailable();
  }
  const { data, response } = answer;
  if (response.status === 404) throw new ApiError(400, `That ${kind} is not one of your uploads. Upload it first.`, 'NOT_YOUR_UPLOAD');
  if (!data) {
    request.log.warn({ status: response.status }, 'billing could not check an upload');
    throw uploadsUnavailable();
  }
  if (data.kind !== kind) throw new ApiError(400, `That upload is a ${data.kind}, not a ${kind}.`, 'WRONG_KIND_OF_UPLOAD');
  return data.objectURL;
}

const uploadsUnavailable = () =>
  new ApiError(503, 'Your uploads cannot be checked right now. Please try again.', 'UPLOADS_UNAVAILABLE');
