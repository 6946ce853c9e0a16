import { ApiError, type Handlers } from '@wishlist/service-kit';
import { accountRepository } from '../core/account-repository.ts';
import type { Mailer } from '../core/mailer.ts';

/**
 * The e-mail digest of unread messages, which matching decides and identity mails (it has the addresses and the
 * mailer). Nobody is mailed on behalf of an account that is going or banned.
 */
export function messageDigestHandlers(mailer: Mailer) {
  return {
    async sendMessageDigest(request, reply) {
      const account = await accountRepository(request.em).findById(request.params.userId);
      if (!account || account.deletingSince || account.bannedAt) throw new ApiError('ACCOUNT_NOT_FOUND');
      try {
        await mailer.sendMessageDigest(account, request.body);
      } catch (err) {
        request.log.error({ err }, 'the message digest could not be mailed');
        throw new ApiError('MAIL_UNAVAILABLE');
      }
      return reply.status(204).send();
    },
  } satisfies Handlers;
}
