import type { Handlers } from '@wishlist/service-kit';
import { userDataRepository } from './user-data-repository.ts';

/** A person's data in matching, for identity: deleted when their account is, read for their data download. */
export function userDataHandlers() {
  return {
    async deleteMatchingUserData(request) {
      return { rows: await userDataRepository(request.em).delete(request.params.userId) };
    },

    async exportMatchingUserData(request) {
      return userDataRepository(request.em).export(request.params.userId);
    },
  } satisfies Handlers;
}
