import { serviceClient } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from './config.ts';

/** Matching's internal operations, as billing uses them. */
export interface MatchingClient {
  /** Today's used likes of a user, as matching counts them. */
  likesToday(userId: string, log: FastifyBaseLogger): Promise<number>;
}

/**
 * Matching owns likes. The count is only shown to the user — matching enforces the cap itself — so when
 * matching cannot answer, the subscription is still served, with 0 likes used, and a warning is logged.
 */
export function matchingClient(
  config: Pick<BillingConfig, 'MATCHING_URL' | 'SERVICE_TOKEN' | 'MATCHING_TIMEOUT_MS'>,
): MatchingClient {
  const matching = serviceClient({
    baseUrl: config.MATCHING_URL,
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
  };
}
