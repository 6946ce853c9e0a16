import { buildServiceApp, runHourly, runPeriodically, type ServiceDefinition } from '@wishlist/service-kit';
import { accountDeletion } from './account-data/deletion.ts';
import { accountDataHandlers } from './account-data/handlers.ts';
import { Account } from './accounts/entities.ts';
import { billingClient } from './billing-client.ts';
import { identityConfig, type IdentityConfig } from './config.ts';
import { ContactMessage } from './contact/entities.ts';
import { contactHandlers } from './contact/handlers.ts';
import { demoMailbox } from './mail/demo-mailbox.ts';
import { messageDigestHandlers } from './mail/digest.ts';
import { demoMailboxHandlers } from './mail/handlers.ts';
import { createMailer } from './mail/mailer.ts';
import { matchingClient } from './matching-client.ts';
import { moderationHandlers } from './moderation/handlers.ts';
import { emailBanHasher } from './moderation/restrictions.ts';
import { currentPasswordCheck } from './password/current-password.ts';
import { passwordHandlers } from './password/handlers.ts';
import { passwordResetRepository } from './password/reset-repository.ts';
import { identityQuotas } from './quotas.ts';
import { sessionHandlers } from './sessions/handlers.ts';
import { VerificationCode } from './signup/entities.ts';
import { signupHandlers } from './signup/handlers.ts';
import { signupRepository } from './signup/repository.ts';

export { identityConfig };

/**
 * Identity: accounts, signup, sessions, passwords, a person's data, contact messages, mail, and the roles and
 * restrictions moderation sets (README.md).
 * Everything the handlers use is built here once, and every timer is registered here.
 */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  database: {
    schema: 'identity',
    entities: [Account, VerificationCode, ContactMessage],
    migrationsPath: new URL('./migrations', import.meta.url).pathname,
  },
  rateLimits: identityQuotas,
  handlers: (app, config) => {
    const demoMode = !config.SMTP_URL;
    const mailbox = demoMailbox(app.pool);
    const mailer = createMailer(config, mailbox);
    const matching = matchingClient(config);
    const billing = billingClient(config);
    const passwordHashCost = config.PASSWORD_HASH_COST;
    const confirmCurrentPassword = currentPasswordCheck(app, passwordHashCost);
    const hashBannedEmail = emailBanHasher(config.SESSION_SECRET);
    const retryEveryMs = config.ACCOUNT_DELETION_RETRY_SECONDS * 1000;
    const deletion = accountDeletion({ matching, billing, pool: app.pool, rateLimits: identityQuotas, retryEveryMs });

    // Deliberate wherever it runs (production refuses it without ALLOW_DEMO_CODES): information, not a warning.
    if (demoMode)
      app.log.info('Demo mode: no SMTP_URL, so mails go to the demo mailbox page (/mailbox) instead of being sent');
    runHourly(app, 'purging used-up verification codes', () => signupRepository(app.orm.em.fork()).purgeUsedUp());
    runHourly(app, 'purging old password reset links', () => passwordResetRepository(app.orm.em.fork()).purgeOld());
    if (demoMode) runHourly(app, 'purging old demo mails', () => mailbox.purgeOld());
    runPeriodically(app, 'finishing account deletions', retryEveryMs, () =>
      deletion.retryPending(app.orm.em.fork(), app.log),
    );

    return {
      ...signupHandlers({
        mailer,
        demoMode,
        secret: config.SESSION_SECRET,
        matching,
        passwordHashCost,
        hashBannedEmail,
      }),
      ...sessionHandlers({ matching, passwordHashCost }),
      ...passwordHandlers({ mailer, passwordHashCost, pool: app.pool, confirmCurrentPassword }),
      ...accountDataHandlers({ matching, billing, deletion, pool: app.pool, confirmCurrentPassword }),
      ...demoMailboxHandlers(demoMode ? mailbox : null),
      ...messageDigestHandlers(mailer),
      ...contactHandlers(),
      ...moderationHandlers({ pool: app.pool, hashBannedEmail }),
    };
  },
};

export const buildIdentityApp = (config: IdentityConfig) => buildServiceApp(identityService, config);
