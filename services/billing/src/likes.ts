import { serviceClient, type BaseConfig } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';

/** Today's used likes of a user, as matching counts them. */
export type LikesToday = (userId: string, log: FastifyBaseLogger) => Promise<number>;

const TIMEOUT_MS = 2000;

/**
 * Asks matching (which owns likes). The count is only shown to the user — matching enforces the cap itself —
 * so when matching cannot answer, the subscription is still served, with 0 likes used, and a warning is logged.
 */
export function likesFromMatching(config: BaseConfig): LikesToday {
  const matching = serviceClient(config.MATCHING_URL, config.SERVICE_TOKEN);
  return async (userId, log) => {
    try {
      const { data, response } = await matching.GET('/internal/likes/{userId}/today', {
        params: { path: { userId } },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (data) return data.used;
      log.warn({ status: response.status }, 'matching did not answer today\'s likes; showing 0');
    } catch (err) {
      log.warn({ err }, 'matching is unreachable; showing 0 likes used today');
    }
    return 0;
  };
}
