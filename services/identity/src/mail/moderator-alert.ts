import { ApiError, type Handlers } from '@wishlist/service-kit';
import { accountRepository } from '../core/account-repository.ts';
import type { Mailer } from '../core/mailer.ts';

/**
 * Matching's alert that reports put someone on an automatic hold: identity has the moderators' addresses and the
 * mailer. Every moderator and admin acting as such is mailed; when the mail server refuses one, matching tries again.
 */
export function moderatorAlertHandlers(mailer: Mailer) {
  return {
    async alertModerators(request, reply) {
      const moderators = await accountRepository(request.em).moderators(new Date());
      try {
        for (const moderator of moderators) await mailer.sendModeratorAlert(moderator, request.body);
      } catch (err) {
        request.log.error({ err }, 'moderators could not be mailed an alert');
        throw new ApiError('MAIL_UNAVAILABLE');
      }
      return reply.status(204).send();
    },
  } satisfies Handlers;
}
