import { ApiError, serviceClient, type Language } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import type { FastifyBaseLogger } from 'fastify';

export type Role = components['schemas']['Role'];
export type AccountRole = components['schemas']['AccountRole'];
type BurstAlert = components['schemas']['BurstAlert'];
export type AccountRestriction = components['schemas']['AccountRestriction'];
type MessageDigest = components['schemas']['MessageDigest'];
type StatementMail = components['schemas']['StatementMail'];
type ModeratorAlert = components['schemas']['ModeratorAlert'];

/** Longer than identity's own SMTP timeouts, so a slow mail server is not taken for a failure and mailed twice. */
const DIGEST_TIMEOUT_MS = 15_000;

const identityUnavailable = () => new ApiError('SERVICE_UNAVAILABLE');

/** Identity's internal operations, as matching uses them: roles, restrictions and lifts, the receivers' languages,
 * digests, burst and hold alerts, statements of reasons. */
export function identityClient(config: { IDENTITY_URL: string[]; SERVICE_TOKEN: string; IDENTITY_TIMEOUT_MS: number }) {
  const identity = serviceClient({
    urls: config.IDENTITY_URL,
    serviceToken: config.SERVICE_TOKEN,
    timeoutMs: config.IDENTITY_TIMEOUT_MS,
  });
  const mail = serviceClient({
    urls: config.IDENTITY_URL,
    serviceToken: config.SERVICE_TOKEN,
    timeoutMs: DIGEST_TIMEOUT_MS,
  });

  return {
    ...mailCalls(mail),
    ...pushCalls(identity),
    /**
     * The role the account acts with and the one it was given (which decides who may act on it); an account
     * identity does not know is a member. 503 when identity cannot tell.
     */
    async roleOf(log: FastifyBaseLogger, userId: string): Promise<AccountRole> {
      const answer = await identity.call((api) =>
        api.GET('/internal/identity/users/{userId}/role', { params: { path: { userId } } }),
      );
      if (answer.ok) return answer.data;
      if (answer.status === 404) return { role: 'member', granted: 'member' };
      log.error({ status: answer.status, err: answer.error }, 'identity cannot tell a role');
      throw identityUnavailable();
    },

    /**
     * Bans or suspends the account: identity ends its sessions (so its event streams) and refuses its sign-in. A
     * person without an account (a demo person) has nothing to restrict there. 503 when identity cannot do it.
     */
    async restrict(log: FastifyBaseLogger, userId: string, restriction: AccountRestriction): Promise<void> {
      const answer = await identity.call((api) =>
        api.PUT('/internal/identity/users/{userId}/restriction', { params: { path: { userId } }, body: restriction }),
      );
      // A 204 carries no data, which the kit's client reports as not ok: its status says it was done.
      if (answer.ok || answer.status === 204 || answer.status === 404) return;
      log.error({ status: answer.status, err: answer.error }, 'identity could not restrict an account');
      throw identityUnavailable();
    },

    /** Lifts the account's ban or suspension (an admin's lift). 503 when identity cannot do it. */
    async lift(log: FastifyBaseLogger, userId: string): Promise<void> {
      const answer = await identity.call((api) =>
        api.DELETE('/internal/identity/users/{userId}/restriction', { params: { path: { userId } } }),
      );
      if (answer.ok || answer.status === 204 || answer.status === 404) return;
      log.error({ status: answer.status, err: answer.error }, 'identity could not lift a restriction');
      throw identityUnavailable();
    },
  };
}

/** What the push sender asks identity. */
function pushCalls(identity: ReturnType<typeof serviceClient>) {
  return {
    /**
     * The languages the accounts of `userIds` chose for their pushes; one that chose none is left out. When identity
     * cannot tell, none (logged): the pushes go in English rather than not at all.
     */
    async languagesOf(log: FastifyBaseLogger, userIds: string[]): Promise<Record<string, Language>> {
      if (userIds.length === 0) return {};
      const answer = await identity.call((api) => api.POST('/internal/identity/languages', { body: { userIds } }));
      if (answer.ok) return answer.data.languages;
      log.warn({ status: answer.status, err: answer.error }, "identity cannot tell the receivers' languages");
      return {};
    },
  };
}

/** The calls that have identity send mail, with the mail timeout. */
function mailCalls(mail: ReturnType<typeof serviceClient>) {
  return {
    /**
     * Has identity mail the person the statement of reasons of a decision. A failure is logged: the statement stays
     * in the app (`listStatements`), and the decision stands.
     */
    async sendStatement(log: FastifyBaseLogger, userId: string, statement: StatementMail): Promise<void> {
      const answer = await mail.call((api) =>
        api.POST('/internal/identity/users/{userId}/statement-of-reasons', {
          params: { path: { userId } },
          body: statement,
        }),
      );
      if (answer.ok || answer.status === 204 || answer.status === 404) return;
      log.warn({ status: answer.status, err: answer.error }, 'identity could not mail a statement of reasons');
    },

    /** Has identity mail every admin a burst alert; answers whether it went (the console shows it either way). */
    async mailBurstAlert(log: FastifyBaseLogger, alert: BurstAlert): Promise<boolean> {
      const answer = await mail.call((api) => api.POST('/internal/identity/moderation-alerts', { body: alert }));
      if (answer.ok || answer.status === 204) return true;
      log.error({ status: answer.status, err: answer.error }, 'identity could not mail a burst alert to the admins');
      return false;
    },

    /**
     * Has identity mail the person their digest. Answers whether it went; an account identity has no more (a demo
     * person, a deletion under way, a ban) counts as done, so the person is not asked about again for a day.
     */
    async sendMessageDigest(log: FastifyBaseLogger, userId: string, digest: MessageDigest): Promise<boolean> {
      const answer = await mail.call((api) =>
        api.POST('/internal/identity/users/{userId}/message-digest', { params: { path: { userId } }, body: digest }),
      );
      if (answer.ok || answer.status === 204 || answer.status === 404) return true;
      log.warn({ status: answer.status, err: answer.error }, 'identity could not mail a digest; next run tries again');
      return false;
    },

    /** Has identity mail every moderator and admin that someone is on an automatic hold. Answers whether it went. */
    async alertModerators(log: FastifyBaseLogger, alert: ModeratorAlert): Promise<boolean> {
      const answer = await mail.call((api) => api.POST('/internal/identity/moderators/alerts', { body: alert }));
      if (answer.ok || answer.status === 204) return true;
      log.warn({ status: answer.status, err: answer.error }, 'identity could not alert the moderators; trying again');
      return false;
    },
  };
}

export type IdentityClient = ReturnType<typeof identityClient>;
