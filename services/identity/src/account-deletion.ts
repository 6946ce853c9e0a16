import { ApiError, endSession, endSessionsOf, forgetRateLimitCounters, type Handlers, type RateLimits } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { accountRepository } from './account-repository.ts';
import type { BillingClient } from './billing-client.ts';
import type { ConfirmCurrentPassword } from './current-password.ts';
import type { Account } from './entities.ts';
import type { MatchingClient } from './matching-client.ts';

/** How many unfinished deletions one retry round takes on. */
const RETRY_BATCH = 50;

export interface AccountDeletionDeps {
  matching: MatchingClient;
  billing: BillingClient;
  pool: Pool;
  /** Identity's rate limits: their counters about the person go too. */
  rateLimits: RateLimits;
  confirmCurrentPassword: ConfirmCurrentPassword;
}

/**
 * Deleting an account (spec: "Delete my account"). First the account is marked and its sessions end, so it can
 * no longer be used; then each service deletes its own data through its internal operation, matching first (from
 * then on nobody sees the person); identity deletes the account last. A step that fails is retried (the marked
 * account is the pending work) until all are done; every step may run again.
 */
export function accountDeletion({ matching, billing, pool, rateLimits, confirmCurrentPassword }: AccountDeletionDeps) {
  const services = { matching, billing };

  /** Runs every step; answers whether the account is gone for good. */
  async function finish(em: EntityManager, account: Account, log: FastifyBaseLogger): Promise<boolean> {
    let complete = true;
    for (const [name, service] of Object.entries(services)) {
      const answer = await service.deleteUserData(account.id);
      if (!answer.ok) {
        log.warn({ account: account.id, status: answer.status, err: answer.error }, `${name} could not delete the data of a deleted account; retrying later`);
        complete = false;
      }
    }
    if (!complete) return false;
    await accountRepository(em).deleteForGood(account);
    await endSessionsOf(pool, account.id);
    await forgetRateLimitCounters(pool, rateLimits, [account.username, account.email]);
    return true;
  }

  return {
    /** One round over the deletions a service failed part-way. */
    async retryPending(em: EntityManager, log: FastifyBaseLogger) {
      for (const account of await accountRepository(em).deleting(RETRY_BATCH)) await finish(em, account, log);
    },

    handlers: {
      async deleteAccount(request, reply) {
        const { username, password } = request.body;
        const account = await confirmCurrentPassword(request, reply, password);
        if (username.trim().toLowerCase() !== account.username.toLowerCase()) {
          throw new ApiError(400, 'Type your username exactly to confirm.', 'USERNAME_MISMATCH');
        }
        await accountRepository(request.em).markDeleting(account);
        await endSessionsOf(pool, account.id);
        await endSession(request, reply);
        const gone = await finish(request.em, account, request.log);
        return reply.status(gone ? 204 : 202).send();
      },
    } satisfies Handlers,
  };
}
