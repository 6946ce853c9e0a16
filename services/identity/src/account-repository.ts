import { raw, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { Account, VerificationCode } from './entities.ts';

export type Registration = Pick<Account, 'username' | 'email' | 'passwordHash'>;
/** Why an account was not made: no verified address to use up, or a unique field already taken. */
export type RegistrationRefusal = 'NOT_VERIFIED' | 'EMAIL_TAKEN' | 'USERNAME_TAKEN';

/** Accounts: who signs in with which username, email and password. */
export function accountRepository(em: EntityManager) {
  return {
    /** Usernames are unique regardless of case. */
    findByUsername: (username: string) => em.findOne(Account, { [raw('lower(username)')]: username.trim().toLowerCase() }),

    findById: (id: string) => em.findOne(Account, id),

    /** Emails are stored lowercased (normalizeEmail). */
    findByEmail: (email: string) => em.findOne(Account, { email }),

    async changePasswordHash(account: Account, passwordHash: string) {
      account.passwordHash = passwordHash;
      await em.flush();
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
          const used = await tx.nativeDelete(VerificationCode, { contact: registration.email, verifiedAt: { $gt: verifiedSince } });
          if (used === 0) return 'NOT_VERIFIED';
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
