import { buildServiceApp, runHourly, runPeriodically, type ServiceDefinition } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { accountDeletion, type AccountDeletion } from './account-data/deletion.ts';
import { accountDataHandlers } from './account-data/handlers.ts';
import { accountSettingsHandlers } from './account-settings/handlers.ts';
import { billingClient, type BillingClient } from './billing-client.ts';
import { identityDatabase } from './database.ts';
import { identityConfig, type IdentityConfig } from './config.ts';
import { contactHandlers } from './contact/handlers.ts';
import { currentPasswordCheck, type ConfirmCurrentPassword } from './core/current-password.ts';
import { demoMailbox, type DemoMailbox } from './core/demo-mailbox-repository.ts';
import { createMailer, type Mailer } from './core/mailer.ts';
import { emailBanHasher, type EmailBanHasher } from './core/restrictions.ts';
import { messageDigestHandlers } from './mail/digest.ts';
import { statementOfReasonsHandlers } from './mail/statement.ts';
import { demoMailboxHandlers } from './mail/handlers.ts';
import { moderatorAlertHandlers } from './mail/moderator-alert.ts';
import { matchingClient, type MatchingClient } from './matching-client.ts';
import { moderationHandlers } from './moderation/handlers.ts';
import { passwordHandlers } from './password/handlers.ts';
import { passwordResetRepository } from './password/reset-repository.ts';
import { identityQuotas } from './quotas.ts';
import { sessionHandlers } from './sessions/handlers.ts';
import { signupHandlers } from './signup/handlers.ts';
import { signupRepository } from './signup/repository.ts';

export { identityConfig };

/** What lives as long as the app, built once by `identityPlugins`: the handlers are given it. */
export interface IdentityParts {
  /** Demo mode (no SMTP_URL): mails go to the demo mailbox page instead of being sent. */
  demoMode: boolean;
  /** In demo mode, where the mails go; null when they are sent. */
  mailbox: DemoMailbox | null;
  mailer: Mailer;
  matching: MatchingClient;
  billing: BillingClient;
  deletion: AccountDeletion;
  confirmCurrentPassword: ConfirmCurrentPassword;
  hashBannedEmail: EmailBanHasher;
}

declare module 'fastify' {
  interface FastifyInstance {
    identityParts: IdentityParts;
  }
}

/**
 * Identity: accounts, signup, sessions, passwords, a person's data, contact messages, mail, and the roles and
 * restrictions moderation sets (README.md). `plugins` builds what lives as long as the app and registers every
 * timer; `handlers` only returns the handlers.
 */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  database: identityDatabase,
  rateLimits: identityQuotas,
  plugins: identityPlugins,
  handlers: (app, config) => identityHandlers(app.identityParts, app, config),
};

function identityHandlers(parts: IdentityParts, app: FastifyInstance, config: IdentityConfig) {
  const { mailer, matching, billing, deletion, confirmCurrentPassword, hashBannedEmail } = parts;
  const passwordHashCost = config.PASSWORD_HASH_COST;
  return {
    ...signupHandlers({
      mailer,
      demoMode: parts.demoMode,
      secret: config.SESSION_SECRET,
      matching,
      passwordHashCost,
      hashBannedEmail,
    }),
    ...sessionHandlers({ matching, passwordHashCost }),
    ...passwordHandlers({ mailer, passwordHashCost, pool: app.pool, confirmCurrentPassword }),
    ...accountDataHandlers({ matching, billing, deletion, pool: app.pool, confirmCurrentPassword }),
    ...accountSettingsHandlers(),
    ...demoMailboxHandlers(parts.mailbox),
    ...messageDigestHandlers(mailer),
    ...statementOfReasonsHandlers(mailer),
    ...moderatorAlertHandlers(mailer),
    ...contactHandlers(),
    ...moderationHandlers({ pool: app.pool, hashBannedEmail, mailer }),
  };
}

/** Builds the clients, the mailer and the account deletion once, and registers identity's timers. */
function identityPlugins(app: FastifyInstance, config: IdentityConfig) {
  const demoMode = !config.SMTP_URL;
  const mailbox = demoMailbox(app.db);
  const matching = matchingClient(config);
  const billing = billingClient(config);
  const retryEveryMs = config.ACCOUNT_DELETION_RETRY_SECONDS * 1000;
  const deletion = accountDeletion({ matching, billing, pool: app.pool, rateLimits: identityQuotas, retryEveryMs });
  app.decorate('identityParts', {
    demoMode,
    mailbox: demoMode ? mailbox : null,
    mailer: createMailer(config, mailbox),
    matching,
    billing,
    deletion,
    confirmCurrentPassword: currentPasswordCheck(app, config.PASSWORD_HASH_COST),
    hashBannedEmail: emailBanHasher(config.SESSION_SECRET),
  });

  // Deliberate wherever it runs (production refuses it without ALLOW_DEMO_CODES): information, not a warning.
  if (demoMode)
    app.log.info('Demo mode: no SMTP_URL, so mails go to the demo mailbox page (/mailbox) instead of being sent');
  runHourly(app, 'purging used-up verification codes', () => signupRepository(app.orm.em.fork()).purgeUsedUp());
  runHourly(app, 'purging old password reset links', () => passwordResetRepository(app.orm.em.fork()).purgeOld());
  if (demoMode) runHourly(app, 'purging old demo mails', () => mailbox.purgeOld());
  runPeriodically(app, 'finishing account deletions', retryEveryMs, () =>
    deletion.retryPending(app.orm.em.fork(), app.log),
  );
}

export const buildIdentityApp = (config: IdentityConfig) => buildServiceApp(identityService, config);
