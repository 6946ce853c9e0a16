import { ApiError, serviceClient } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '@wishlist/contract/schema';
import type { BillingConfig } from './config.ts';

type ScoredPhoto = components['schemas']['ScoredPhoto'];
type EvidenceView = components['schemas']['EvidenceView'];

/** Matching's internal operations, as billing uses them. */
export interface MatchingClient {
  /** Today's used likes of a user, as matching counts them. */
  likesToday(userId: string, log: FastifyBaseLogger): Promise<number>;
  /** Tells matching of a photo scored above NSFW_THRESHOLD; false when it did not take it (to be tried again). */
  flagUploadedPhoto(flag: ScoredPhoto, log: FastifyBaseLogger): Promise<boolean>;
  /** Tells matching of a photo scored at or under it; false when it did not take it (to be tried again). */
  clearUploadedPhoto(clear: ScoredPhoto, log: FastifyBaseLogger): Promise<boolean>;
  /** Whether a flagged photo may be served to `viewerId`; false when matching cannot tell (logged). */
  photoShownTo(objectURL: string, viewerId: string, log: FastifyBaseLogger): Promise<boolean>;
  /**
   * Asks matching whether the viewer is a moderator and has it write the view of a report's evidence in its access
   * log: 'recorded', 'not-a-moderator' or 'no-such-report'. 503 when matching cannot say (nothing unaudited is served).
   */
  recordEvidenceView(
    view: EvidenceView,
    log: FastifyBaseLogger,
  ): Promise<'recorded' | 'not-a-moderator' | 'no-such-report'>;
  /**
   * Matching's adults-only question (docs/spec.md §5): whether the user's own profile is discoverable (a first name
   * and an 18+ birth date). Throws 503 PROFILES_UNAVAILABLE when matching cannot answer: nothing is sold unasked.
   */
  isAdultMember(userId: string, log: FastifyBaseLogger): Promise<boolean>;
}

/**
 * Matching owns likes. The count is only shown to the user — matching enforces the cap itself — so when
 * matching cannot answer, the subscription is still served, with 0 likes used, and a warning is logged.
 */
export function matchingClient(
  config: Pick<BillingConfig, 'MATCHING_URL' | 'SERVICE_TOKEN' | 'MATCHING_TIMEOUT_MS'>,
): MatchingClient {
  const matching = serviceClient({
    urls: config.MATCHING_URL,
    serviceToken: config.SERVICE_TOKEN,
    timeoutMs: config.MATCHING_TIMEOUT_MS,
  });
  return {
    async likesToday(userId, log) {
      const answer = await matching.call((api) =>
        api.GET('/internal/likes/{userId}/today', { params: { path: { userId } } }),
      );
      if (answer.ok) return answer.data.used;
      log.warn({ status: answer.status, err: answer.error }, "matching did not answer today's likes; showing 0");
      return 0;
    },
    async flagUploadedPhoto(flag, log) {
      const answer = await matching.call((api) => api.POST('/internal/matching/photos/flagged', { body: flag }));
      // 204 has no body, which the client reports as no data.
      if (answer.ok || answer.status === 204) return true;
      log.warn(
        { status: answer.status, err: answer.error },
        'matching did not take a flagged photo; trying again later',
      );
      return false;
    },
    async clearUploadedPhoto(clear, log) {
      const answer = await matching.call((api) => api.POST('/internal/matching/photos/cleared', { body: clear }));
      if (answer.ok || answer.status === 204) return true;
      log.warn({ status: answer.status, err: answer.error }, 'matching did not take a clear photo; trying again later');
      return false;
    },
    async photoShownTo(objectURL, viewerId, log) {
      const answer = await matching.call((api) =>
        api.GET('/internal/matching/photos/access', { params: { query: { objectURL, viewerId } } }),
      );
      if (answer.ok) return answer.data.shown;
      log.warn({ status: answer.status, err: answer.error }, 'matching cannot tell who may see a held photo');
      return false;
    },
    async recordEvidenceView(view, log) {
      const answer = await matching.call((api) => api.POST('/internal/matching/evidence-views', { body: view }));
      if (answer.ok || answer.status === 204) return 'recorded';
      if (answer.status === 403) return 'not-a-moderator';
      if (answer.status === 404) return 'no-such-report';
      log.error({ status: answer.status, err: answer.error }, 'matching could not write an evidence view');
      throw new ApiError('SERVICE_UNAVAILABLE');
    },
    async isAdultMember(userId, log) {
      const answer = await matching.call((api) =>
        api.GET('/internal/profiles/{userId}', { params: { path: { userId } } }),
      );
      if (answer.ok) return answer.data.profile.discoverable;
      if (answer.status === 404) return false;
      log.warn({ status: answer.status, err: answer.error }, 'matching did not say whether the user is an adult');
      throw new ApiError('PROFILES_UNAVAILABLE');
    },
  };
}
