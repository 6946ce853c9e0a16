import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from './entities.ts';

/** Accounts: who signs in with which username, email and password. */
export function accountRepository(em: EntityManager) {
  return {
    /** Usernames are unique regardless of case. */
    findByUsername: (username: string) =>
      em.findOne(Account, { [raw('lower(username)')]: username.trim().toLowerCase() }),

    findById: (id: string) => em.findOne(Account, id),

    /** Emails are stored lowercased (normalizeEmail). */
    findByEmail: (email: string) => em.findOne(Account, { email }),

    /** The addresses of the moderators and admins who act as such now (not banned, suspended or going). */
    async moderatorEmails(now: Date): Promise<string[]> {
      const accounts = await em.find(Account, {
        role: { $in: ['moderator', 'admin'] },
        bannedAt: null,
        deletingSince: null,
        $or: [{ suspendedUntil: null }, { suspendedUntil: { $lte: now } }],
      });
      return accounts.map((account) => account.email);
    },

    async changePasswordHash(account: Account, passwordHash: string) {
      account.passwordHash = passwordHash;
      await em.flush();
    },
  };
}
