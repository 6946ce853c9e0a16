import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account, ContactMessage, VerificationCode } from './entities.ts';

/** A row as stored, for the data download. */
type Row = Record<string, unknown>;

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

    /** From now on the account cannot sign in; it is deleted once every service has deleted its data. */
    async markDeleting(account: Account) {
      account.deletingSince ??= new Date();
      await em.flush();
    },

    /** Accounts whose deletion is not finished, oldest first. */
    deleting: (limit: number) => em.find(Account, { deletingSince: { $ne: null } }, { orderBy: { deletingSince: 'asc' }, limit }),

    /**
     * The account and what identity keeps about its person: codes sent to the address, messages sent from it, reset
     * links, and in demo mode the mails to it in the demo mailbox.
     */
    deleteForGood: (account: Account) =>
      em.transactional(async (tx) => {
        await tx.nativeDelete(VerificationCode, { contact: account.email });
        await tx.execute('delete from identity.demo_mails where recipient = ?', [account.email]);
        await tx.nativeDelete(ContactMessage, { email: account.email });
        // Reset links go with the account (on delete cascade).
        await tx.nativeDelete(Account, { id: account.id });
      }),

    /** What identity keeps about the account's person, for the data download (never a hash). */
    async exportOf(account: Account) {
      const [contactMessages, verificationCodes, passwordResets] = await Promise.all([
        em.execute<Row[]>('select id, name, email, subject, category, message, created_at from identity.contact_messages where email = ? order by created_at', [account.email]),
        em.execute<Row[]>('select contact, sent_at, expires_at, verified_at from identity.verification_codes where contact = ?', [account.email]),
        em.execute<Row[]>('select created_at, expires_at, used_at from identity.password_resets where account_id = ? order by created_at', [account.id]),
      ]);
      return { contactMessages, verificationCodes, passwordResets };
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
