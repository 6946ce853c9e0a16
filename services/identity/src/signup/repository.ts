import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@wishlist/service-kit';
import { Account, VerificationCode } from '../core/entities.ts';

export type SentCode = Pick<VerificationCode, 'contact' | 'codeHash' | 'sentAt' | 'expiresAt'>;
export type Registration = Pick<Account, 'username' | 'email' | 'passwordHash'>;
/** Why an account was not made (the contract's code): no verified address to use up, or a unique field already taken. */
export type RegistrationRefusal = 'EMAIL_NOT_VERIFIED' | 'EMAIL_TAKEN' | 'USERNAME_TAKEN';

/**
 * Signing up: the latest code sent to each address, its tries and whether the address was verified with it; and
 * the account made from a verified address.
 */
export function signupRepository(em: EntityManager) {
  return {
    /** A new code replaces the previous one, with a fresh count of tries and no verification yet. */
    async replaceCode(code: SentCode) {
      await em.upsert(VerificationCode, { ...code, wrongTries: 0, verifiedAt: null });
    },

    /**
     * Runs `attempt` on the address's code (null when none was sent) under a row lock, so concurrent tries count
     * one after another and no burst gets past the limit; what `attempt` changes on the code is saved.
     */
    withLockedCode: <T>(contact: string, attempt: (code: VerificationCode | null) => T) =>
      em.transactional(async (tx) =>
        attempt(await tx.findOne(VerificationCode, contact, { lockMode: LockMode.PESSIMISTIC_WRITE })),
      ),

    /** Addresses of people who never signed up are not kept: a code row goes once it cannot be used any more. */
    async purgeUsedUp() {
      await sql`delete from identity.verification_codes where expires_at < now() - interval '30 minutes'`.execute(
        em.getKysely(),
      );
    },

    /**
     * One transaction: the address's verification (made after `verifiedSince`) is used up, the account inserted,
     * and `beforeCommit` runs with it (matching creates the profile). If anything fails, everything rolls back:
     * no account without a profile.
     */
    async register<T extends object>(
      registration: Registration,
      verifiedSince: Date,
      beforeCommit: (account: Account) => Promise<T>,
    ): Promise<T | RegistrationRefusal> {
      try {
        return await em.transactional(async (tx) => {
          const used = await tx.nativeDelete(VerificationCode, {
            contact: registration.email,
            verifiedAt: { $gt: verifiedSince },
          });
          if (used === 0) return 'EMAIL_NOT_VERIFIED';
          const account = tx.create(Account, registration);
          await tx.flush();
          return beforeCommit(account);
        });
      } catch (err) {
        if (!(err instanceof UniqueConstraintViolationException)) throw err;
        return (err as { constraint?: string }).constraint === 'accounts_email_key' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN';
      }
    },
  };
}
