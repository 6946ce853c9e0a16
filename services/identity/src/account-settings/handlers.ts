import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { accountRepository } from '../core/account-repository.ts';
import type { Account } from '../core/entities.ts';

const settingsOf = (account: Account) => (account.language ? { language: account.language } : {});

/**
 * The account's own settings: the language of the person's mails and pushes (none chosen: English), and matching's
 * question, before it sends pushes, of which language each receiver chose.
 */
export function accountSettingsHandlers() {
  return {
    async getAccountSettings(request) {
      const account = await accountRepository(request.em).findById(sessionUser(request));
      if (!account) throw new ApiError('UNAUTHENTICATED');
      return settingsOf(account);
    },

    async updateAccountSettings(request) {
      const accounts = accountRepository(request.em);
      const account = await accounts.findById(sessionUser(request));
      if (!account) throw new ApiError('UNAUTHENTICATED');
      await accounts.setLanguage(account, request.body.language);
      return settingsOf(account);
    },

    async getAccountLanguages(request) {
      return { languages: await accountRepository(request.em).languagesOf(request.body.userIds) };
    },
  } satisfies Handlers;
}
