import { forgetUserQuotas, type Handlers } from '@wishlist/service-kit';
import { matchingQuotas } from '../core/quotas.ts';
import { userDataRepository } from './repository.ts';

/** A person's data in matching, for identity: deleted when their account is, read for their data download. */
export function userDataHandlers() {
  return {
    async deleteMatchingUserData(request) {
      const rows = await userDataRepository(request.em).delete(request.params.userId);
      await forgetUserQuotas(request.server.pool, matchingQuotas, request.params.userId);
      return { rows };
    },

    async exportMatchingUserData(request) {
      return userDataRepository(request.em).export(request.params.userId);
    },
  } satisfies Handlers;
}
