import { createHash, randomBytes } from 'node:crypto';
import { ApiError, endSessionsOf, startSession, type Handlers } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import { accountRepository } from '../core/account-repository.ts';
import type { ConfirmCurrentPassword } from '../core/current-password.ts';
import type { Mailer } from '../core/mailer.ts';
import { hashPassword } from '../core/password-hashing.ts';
import { personalWords, refuseWeakPassword } from '../core/password-strength.ts';
import { passwordResetRepository } from './reset-repository.ts';

export const RESET_VALID_MINUTES = 30;
/** The app's screen that takes a reset link's token (shell: /reset-password). */
const RESET_PATH = '/reset-password';

// 256 random bits: the hash needs no salt or slowness to keep a leaked table from giving links away.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface PasswordDeps {
  /** SMTP, or the demo mailbox in demo mode: the link only ever goes to the account's address, never in the answer. */
  mailer: Mailer;
  /** scrypt's cost for new hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /** The session store's pool: a new password ends the account's other sessions. */
  pool: Pool;
  confirmCurrentPassword: ConfirmCurrentPassword;
}

/** A password changed by its signed-in owner, or reset through a link mailed to the account's address. */
export function passwordHandlers({ mailer, passwordHashCost: cost, pool, confirmCurrentPassword }: PasswordDeps) {
  return {
    async changePassword(request, reply) {
      const { currentPassword, newPassword } = request.body;
      const account = await confirmCurrentPassword(request, reply, currentPassword);
      refuseWeakPassword(newPassword, personalWords(account.username, account.email));
      await accountRepository(request.em).changePasswordHash(account, await hashPassword(newPassword, cost));
      // Whoever else holds a session of the account (perhaps someone who knew the old password) is signed out on
      // every device; this browser goes on under a new session id.
      await endSessionsOf(pool, account.id, { code: 'SIGNED_OUT_ELSEWHERE' }, request.session.sessionId);
      await startSession(request, account.id);
      return reply.status(204).send();
    },

    // The same work and the same answer for every username: nobody learns whether an account exists. The answer
    // does not wait for the mail, so its time does not tell either.
    async requestPasswordReset(request, reply) {
      const token = randomBytes(32).toString('base64url');
      const owner = await passwordResetRepository(request.em).issue(
        request.body.username,
        hashToken(token),
        RESET_VALID_MINUTES,
      );
      if (owner) {
        mailer
          .sendPasswordResetLink(owner, `${RESET_PATH}?token=${token}`, RESET_VALID_MINUTES)
          .catch((err: unknown) => {
            request.log.error({ err }, 'the password reset mail could not be sent');
          });
      }
      reply.status(202);
      return { expiresInSeconds: RESET_VALID_MINUTES * 60 };
    },

    async checkPasswordReset(request, reply) {
      const refusal = await passwordResetRepository(request.em).check(hashToken(request.body.token));
      if (refusal) throw new ApiError(refusal);
      return reply.status(204).send();
    },

    async confirmPasswordReset(request, reply) {
      const { token, password } = request.body;
      const outcome = await passwordResetRepository(request.em).redeem(hashToken(token), async (account) => {
        // A weak password is refused with the link still unused, so the person can try another.
        refuseWeakPassword(password, personalWords(account.username, account.email));
        account.passwordHash = await hashPassword(password, cost);
        return { accountId: account.id };
      });
      if (typeof outcome === 'string') throw new ApiError(outcome);
      // Whoever held a session of the account (perhaps the person who took it over) is signed out everywhere.
      await endSessionsOf(pool, outcome.accountId, { code: 'SIGNED_OUT_ELSEWHERE' });
      return reply.status(204).send();
    },
  } satisfies Handlers;
}
