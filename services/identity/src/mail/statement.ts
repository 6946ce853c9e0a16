import { ApiError, type Handlers } from '@wishlist/service-kit';
import { accountRepository } from '../core/account-repository.ts';
import type { Mailer } from '../core/mailer.ts';

/**
 * The statement of reasons of a moderation decision, which matching decides and identity mails. Banned and suspended
 * people are mailed too: they can no longer sign in to read it.
 */
export function statementOfReasonsHandlers(mailer: Mailer) {
  return {
    async sendStatementOfReasons(request, reply) {
      const account = await accountRepository(request.em).findById(request.params.userId);
      if (!account || account.deletingSince) throw new ApiError('ACCOUNT_NOT_FOUND');
      try {
        await mailer.sendStatementOfReasons(account, request.body);
      } catch (err) {
        request.log.error({ err }, 'a statement of reasons could not be mailed');
        throw new ApiError('MAIL_UNAVAILABLE');
      }
      return reply.status(204).send();
    },
  } satisfies Handlers;
}
