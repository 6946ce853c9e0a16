import { ApiError, serviceClient } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { knownTierRepository } from './known-tier-repository.ts';

/** The cap of a user billing has never told us about while it cannot be reached: every account starts free. */
const FREE_DAILY_LIKES = 10;

const uploadsUnavailable = () =>
  new ApiError(503, 'Your uploads cannot be checked right now. Please try again.', 'UPLOADS_UNAVAILABLE');

/** Billing's internal operations, as matching uses them; every call gives up after `timeoutMs`. */
export function billingClient(options: { url: string; token: string; timeoutMs: number }) {
  const client = serviceClient(options.url, options.token);
  const timeout = () => AbortSignal.timeout(options.timeoutMs);
  return {
    /**
     * Today's like cap for a user (null: unlimited), from the tier billing reports. The answer is remembered, so
     * while billing cannot be reached the last known tier still applies (and the log says so).
     */
    async dailyLikeLimit(
      userId: string,
      { knownTiers, log }: { knownTiers: ReturnType<typeof knownTierRepository>; log: FastifyBaseLogger },
    ): Promise<number | null> {
      let reported;
      try {
        const { data, response } = await client.GET('/internal/users/{userId}/tier', { params: { path: { userId } }, signal: timeout() });
        if (!data) throw new Error(`billing answered ${response.status}`);
        reported = data;
      } catch (err) {
        const known = await knownTiers.find(userId);
        log.warn(
          { err, userId, knownTier: known?.tier ?? null },
          known ? 'billing cannot be reached: applying the last known tier' : 'billing cannot be reached and no tier is known: applying free',
        );
        return known ? (known.dailyLikeLimit ?? null) : FREE_DAILY_LIKES;
      }
      await knownTiers.remember(userId, reported.tier, reported.dailyLikeLimit);
      return reported.dailyLikeLimit;
    },

    /**
     * The canonical URL of a file this user uploaded to our store, of the given kind. Anything else is refused:
     * a URL elsewhere, someone else's upload, a video offered as a photo.
     */
    async ownUpload(userId: string, url: string, kind: 'photo' | 'video', log: FastifyBaseLogger): Promise<string> {
      let answer;
      try {
        answer = await client.POST('/internal/objects/lookup', { body: { userId, objectURL: url }, signal: timeout() });
      } catch (err) {
        log.warn({ err }, 'billing cannot be reached to check an upload');
        throw uploadsUnavailable();
      }
      const { data, response } = answer;
      if (response.status === 404) throw new ApiError(400, `That ${kind} is not one of your uploads. Upload it first.`, 'NOT_YOUR_UPLOAD');
      if (!data) {
        log.warn({ status: response.status }, 'billing could not check an upload');
        throw uploadsUnavailable();
      }
      if (data.kind !== kind) throw new ApiError(400, `That upload is a ${data.kind}, not a ${kind}.`, 'WRONG_KIND_OF_UPLOAD');
      return data.objectURL;
    },
  };
}

export type BillingClient = ReturnType<typeof billingClient>;
