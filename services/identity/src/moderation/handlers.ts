import { ApiError, endSessionsOf, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import { accountRepository } from '../core/account-repository.ts';
import type { Mailer } from '../core/mailer.ts';
import { restrictionRepository, type Restriction } from '../core/restriction-repository.ts';
import { actingRole, type EmailBanHasher } from '../core/restrictions.ts';
import { adminAddresses, roleChanges } from './repository.ts';

export interface ModerationDeps {
  /** The session store's pool: a restriction ends every session of the account. */
  pool: Pool;
  hashBannedEmail: EmailBanHasher;
  mailer: Mailer;
}

/**
 * What matching's moderation asks of identity: who may moderate (and who may be acted on), the bans and suspensions
 * it decides and the lifts, and the admins' mail about a burst of them; and the role changes the console shows admins.
 */
export function moderationHandlers({ pool, hashBannedEmail, mailer }: ModerationDeps) {
  return {
    async getAccountRole(request) {
      const account = await accountRepository(request.em).findById(request.params.userId);
      if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
      return { role: actingRole(account), granted: account.role };
    },

    async listRoleChanges(request) {
      const viewer = await accountRepository(request.em).findById(sessionUser(request));
      if (!viewer || actingRole(viewer) !== 'admin') throw new ApiError('ADMINS_ONLY');
      const changes = await roleChanges(request.em);
      return { changes: changes.map((change) => ({ ...change, at: new Date(change.at).toISOString() })) };
    },

    async liftRestriction(request, reply) {
      const account = await accountRepository(request.em).findById(request.params.userId);
      if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
      await restrictionRepository(request.em).lift(account, hashBannedEmail(account.email));
      return reply.status(204).send();
    },

    async mailModerationAlert(request, reply) {
      const admins = await adminAddresses(request.em);
      try {
        for (const admin of admins) await mailer.sendBurstAlert(admin, request.body);
      } catch (err) {
        request.log.error({ err }, 'a burst alert could not be mailed');
        throw new ApiError('MAIL_UNAVAILABLE');
      }
      return reply.status(204).send();
    },

    async restrictAccount(request, reply) {
      const { kind, until } = request.body;
      const restriction = toRestriction(kind, until);
      const account = await accountRepository(request.em).findById(request.params.userId);
      if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
      await restrictionRepository(request.em).restrict(account, restriction, hashBannedEmail(account.email));
      // Every device is signed out, and so every event stream ends (the kit's sessions_ended notification); each is
      // told why. Sessions exist only while no earlier restriction holds, so this one is what holds them out.
      await endSessionsOf(
        pool,
        account.id,
        restriction.kind === 'ban'
          ? { code: 'ACCOUNT_BANNED' }
          : { code: 'ACCOUNT_SUSPENDED', until: restriction.until },
      );
      return reply.status(204).send();
    },
  } satisfies Handlers;
}

function toRestriction(kind: 'ban' | 'suspend', until: string | null): Restriction {
  if (kind === 'ban') {
    if (until !== null) throw new ApiError('BAN_WITH_END');
    return { kind, until };
  }
  const end = until === null ? null : new Date(until);
  if (!end || end <= new Date()) throw new ApiError('SUSPENSION_WITHOUT_END');
  return { kind, until: end };
}
