import type { FastifyBaseLogger } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IdentityClient } from '../core/identity-client.ts';
import { emailDigestRepository } from './repository.ts';
import { unsubscribePath } from './unsubscribe-link.ts';

/** The most people one run mails; the rest wait for the next run. */
const PER_RUN = 200;

interface DigestJobDeps {
  /** The run's own unit of work. */
  em: EntityManager;
  identity: IdentityClient;
  /** Signs the unsubscribe links. */
  serviceToken: string;
  log: FastifyBaseLogger;
}

/**
 * One run of the e-mail digest (spec §1): everyone with messages unread for 12 hours that no push told them of gets
 * one mail, through identity, at most once a day. A person identity cannot mail now is tried again next run.
 */
export async function sendEmailDigests({ em, identity, serviceToken, log }: DigestJobDeps): Promise<number> {
  const digests = emailDigestRepository(em);
  let sent = 0;
  for (const digest of await digests.due(PER_RUN)) {
    const mailed = await digests.sendOnce(digest, () =>
      identity.sendMessageDigest(log, digest.userId, {
        unreadMessages: digest.unreadMessages,
        senders: digest.senders,
        unsubscribePath: unsubscribePath(digest.userId, serviceToken),
      }),
    );
    if (mailed) sent += 1;
  }
  if (sent > 0) log.info({ sent }, 'e-mail digests sent');
  return sent;
}
