import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@wishlist/service-kit';
import { Account } from './entities.ts';
import type { Recipient } from './mailer.ts';

/** Accounts: who signs in with which username, email and password. */
export function accountRepository(em: EntityManager) {
  return {
    /** Usernames are unique regardless of case. */
    findByUsername: (username: string) =>
      em.findOne(Account, { [raw('lower(username)')]: username.trim().toLowerCase() }),

    findById: (id: string) => em.findOne(Account, id),

    /** Emails are stored lowercased (normalizeEmail). */
    findByEmail: (email: string) => em.findOne(Account, { email }),

    /** The moderators and admins who act as such now (not banned, suspended or going), as mails reach them. */
    async moderators(now: Date): Promise<Recipient[]> {
      const accounts = await em.find(Account, {
        role: { $in: ['moderator', 'admin'] },
        bannedAt: null,
        deletingSince: null,
        $or: [{ suspendedUntil: null }, { suspendedUntil: { $lte: now } }],
      });
      return accounts.map(({ email, language }) => ({ email, language }));
    },

    /** The chosen languages of those of `ids` that chose one. */
    async languagesOf(ids: string[]): Promise<Record<string, Language>> {
      const accounts = await em.find(Account, { id: { $in: ids }, language: { $ne: null } });
      return Object.fromEntries(accounts.map((account) => [account.id, account.language as Language]));
    },

    async setLanguage(account: Account, language: Language) {
      account.language = language;
      await em.flush();
    },

    async changePasswordHash(account: Account, passwordHash: string) {
      account.passwordHash = passwordHash;
      await em.flush();
    },
  };
}
