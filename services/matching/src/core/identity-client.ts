import { ApiError, serviceClient, type ServiceClient } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import type { FastifyBaseLogger } from 'fastify';

export type Role = components['schemas']['Role'];
export type AccountRestriction = components['schemas']['AccountRestriction'];
type MessageDigest = components['schemas']['MessageDigest'];
type StatementMail = components['schemas']['StatementMail'];

/** Longer than identity's own SMTP timeouts, so a slow mail server is not taken for a failure and mailed twice. */
const DIGEST_TIMEOUT_MS = 15_000;

const identityUnavailable = () => new ApiError('SERVICE_UNAVAILABLE');

/** Bans and suspensions, imposed and lifted (an appeal reversed them). */
function restrictions(identity: ServiceClient) {
  return {
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

    /** Lifts a ban or suspension (an appeal reversed it). 503 when identity cannot do it. */
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

/**
 * Has identity mail the person the statement of reasons of a decision. A failure is logged: the statement stays in
 * the app (`listStatements`), and the decision stands.
 */
function statementMail(mail: ServiceClient) {
  return {
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
  };
}

/** Identity's internal operations, as matching uses them: roles (moderation/guard.ts), restrictions, digests. */
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
    /** The account's role; an account identity does not know is a member. 503 when identity cannot tell. */
    async roleOf(log: FastifyBaseLogger, userId: string): Promise<Role> {
      const answer = await identity.call((api) =>
        api.GET('/internal/identity/users/{userId}/role', { params: { path: { userId } } }),
      );
      if (answer.ok) return answer.data.role;
      if (answer.status === 404) return 'member';
      log.error({ status: answer.status, err: answer.error }, 'identity cannot tell a role');
      throw identityUnavailable();
    },

    ...restrictions(identity),

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

    ...statementMail(mail),
  };
}

export type IdentityClient = ReturnType<typeof identityClient>;
