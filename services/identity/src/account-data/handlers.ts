import { ApiError, endSession, endSessionsOf, type Handlers, type ServiceAnswer } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import type { BillingClient } from '../billing-client.ts';
import type { ConfirmCurrentPassword } from '../core/current-password.ts';
import type { MatchingClient } from '../matching-client.ts';
import type { AccountDeletion } from './deletion.ts';
import { accountDataRepository } from './repository.ts';

export interface AccountDataDeps {
  matching: MatchingClient;
  billing: BillingClient;
  deletion: AccountDeletion;
  /** The session store's pool: a deleted account's sessions end on every device. */
  pool: Pool;
  confirmCurrentPassword: ConfirmCurrentPassword;
}

/** A person's data, for the account's password: deleted with the account, or downloaded as one JSON file. */
export function accountDataHandlers({ matching, billing, deletion, pool, confirmCurrentPassword }: AccountDataDeps) {
  return {
    // First the account is marked and its sessions end, so it can no longer be used; then every service deletes
    // its data (deletion.ts): 204 when all is gone, 202 when a service failed and the deletion goes on later.
    async deleteAccount(request, reply) {
      const { username, password } = request.body;
      const account = await confirmCurrentPassword(request, reply, password);
      if (username.trim().toLowerCase() !== account.username.toLowerCase()) {
        throw new ApiError('USERNAME_MISMATCH');
      }
      await accountDataRepository(request.em).markDeleting(account);
      await endSessionsOf(pool, account.id, { code: 'SIGNED_OUT_ELSEWHERE' }, request.session.sessionId);
      await endSession(request, reply);
      const gone = await deletion.finish(request.em, account, request.log);
      return reply.status(gone ? 204 : 202).send();
    },

    // "Download my data": identity's own rows and each service's.
    async exportAccountData(request, reply) {
      const account = await confirmCurrentPassword(request, reply, request.body.password);
      const [identity, fromMatching, fromBilling] = await Promise.all([
        accountDataRepository(request.em).exportOf(account),
        matching.exportUserData(account.id),
        billing.exportUserData(account.id),
      ]);
      const sections = <T>(answer: ServiceAnswer<T>, service: string) => {
        if (answer.ok) return answer.data;
        request.log.error({ status: answer.status, err: answer.error }, `${service} could not export a person's data`);
        throw new ApiError('EXPORT_UNAVAILABLE');
      };
      // One document of named sections: identity's, then matching's, then billing's (the contract's AccountExport).
      const body = {
        exportedAt: new Date().toISOString(),
        ...identity,
        ...sections(fromMatching, 'matching'),
        ...sections(fromBilling, 'billing'),
      };
      reply.header('content-disposition', `attachment; filename="wishlist-data-${account.username}.json"`);
      return body;
    },
  } satisfies Handlers;
}
