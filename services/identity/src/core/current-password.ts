import { ApiError, refuseOverLimit, sessionUser } from '@wishlist/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRepository } from './account-repository.ts';
import type { Account } from './entities.ts';
import { verifyPassword } from './password-hashing.ts';

/**
 * Tries at the current password per session. Only someone holding a signed-in cookie reaches these operations,
 * and a stolen cookie is one session: counting per session stops guessing without letting a thief lock the owner's
 * other devices out. (Every try counts, in the rate limits' own counter table.)
 */
export const CURRENT_PASSWORD_TRIES = { max: 5, timeWindow: '15 minutes' } as const;

/**
 * Asks the signed-in person for their password again before a sensitive step (changing it, deleting the account,
 * downloading the data: ASVS 5.0 level 1). Answers the account once `password` is proved to be its password.
 */
export function currentPasswordCheck(app: Pick<FastifyInstance, 'createRateLimit'>, cost: number) {
  const triesOfSession = app.createRateLimit({
    ...CURRENT_PASSWORD_TRIES,
    keyGenerator: (request) => `current-password-by-session:${request.session.sessionId}`,
  });

  return async function confirmCurrentPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ): Promise<Account> {
    const account = await accountRepository(request.em).findById(sessionUser(request));
    if (!account || account.deletingSince) throw new ApiError('UNAUTHENTICATED');
    const tries = await triesOfSession(request);
    if (!tries.isAllowed && tries.isExceeded) refuseOverLimit(reply, tries.ttlInSeconds);
    if (!(await verifyPassword(password, account.passwordHash, cost)).matches) throw new ApiError('WRONG_PASSWORD');
    return account;
  };
}

export type ConfirmCurrentPassword = ReturnType<typeof currentPasswordCheck>;
