import { forgetUserQuotas, type Handlers } from '@wishlist/service-kit';
import type { BillingClient } from '../core/billing-client.ts';
import { matchingQuotas } from '../core/quotas.ts';
import { userDataRepository } from './repository.ts';

/**
 * A person's data in matching, for identity: deleted when their account is (their conversation partners first keep
 * what a report would need, a photo frozen by billing among it), read for their data download.
 */
export function userDataHandlers(billing: BillingClient) {
  return {
    async deleteMatchingUserData(request) {
      const data = userDataRepository(request.em);
      const { userId } = request.params;
      // Before the profile goes (a failure answers 503: identity retries the deletion, which may run again).
      const photo = await data.photoToFreeze(userId);
      const frozenPhoto = photo ? await billing.freeze(request.log, photo) : null;
      const rows = await data.delete(userId, frozenPhoto);
      await forgetUserQuotas(request.server.pool, matchingQuotas, request.params.userId);
      return { rows };
    },

    async exportMatchingUserData(request) {
      return userDataRepository(request.em).export(request.params.userId);
    },
  } satisfies Handlers;
}
