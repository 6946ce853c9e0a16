import { endSessionsOf, forgetRateLimitCounters, type RateLimits } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import type { BillingClient } from '../billing-client.ts';
import type { Account } from '../core/entities.ts';
import type { MatchingClient } from '../matching-client.ts';
import { accountDataRepository } from './repository.ts';

/** How many unfinished deletions one retry round takes on. */
const RETRY_BATCH = 50;

export interface AccountDeletionDeps {
  matching: MatchingClient;
  billing: BillingClient;
  /** The session store's and rate limits' pool: the account's sessions and counters go too. */
  pool: Pool;
  /** Identity's rate limits: their counters about the person go too. */
  rateLimits: RateLimits;
  /** How often the unfinished deletions are taken up again (app.ts's timer). */
  retryEveryMs: number;
}

/**
 * Deleting an account (spec: "Delete my account") once it is marked and its sessions ended (deleteAccount in
 * handlers.ts): each service deletes its own data through its internal operation, matching first (from then on
 * nobody sees the person); identity deletes the account last. A step that fails is retried (the marked account is
 * the pending work, taken up by app.ts's timer) until all are done; every step may run again.
 */
export function accountDeletion({ matching, billing, pool, rateLimits, retryEveryMs }: AccountDeletionDeps) {
  const services = { matching, billing };

  /** Runs every step; answers whether the account is gone for good. */
  async function finish(em: EntityManager, account: Account, log: FastifyBaseLogger): Promise<boolean> {
    let complete = true;
    for (const [name, service] of Object.entries(services)) {
      const answer = await service.deleteUserData(account.id);
      if (!answer.ok) {
        log.warn(
          { account: account.id, status: answer.status, err: answer.error },
          `${name} could not delete the data of a deleted account; retrying later`,
        );
        complete = false;
      }
    }
    if (!complete) return false;
    await accountDataRepository(em).deleteForGood(account);
    await endSessionsOf(pool, account.id, { code: 'SIGNED_OUT_ELSEWHERE' });
    await forgetRateLimitCounters(pool, rateLimits, [account.username, account.email]);
    return true;
  }

  /**
   * One round over the deletions a service failed part-way. One that began within the last interval is still its
   * request's own: taken up here too, each service was asked twice at once, and the request read the second answer.
   */
  async function retryPending(em: EntityManager, log: FastifyBaseLogger) {
    const startedBefore = new Date(Date.now() - retryEveryMs);
    for (const account of await accountDataRepository(em).deleting(RETRY_BATCH, startedBefore))
      await finish(em, account, log);
  }

  return { finish, retryPending };
}

export type AccountDeletion = ReturnType<typeof accountDeletion>;
