import { buildServiceApp, runHourly, runPeriodically, type RateLimitRule, type RateLimits, type ServiceDefinition } from '@wishlist/service-kit';
import { accountDeletion } from './account-deletion.ts';
import { accountExportHandlers } from './account-export.ts';
import { accountHandlers } from './accounts.ts';
import { billingClient } from './billing-client.ts';
import { identityConfig, type IdentityConfig } from './config.ts';
import { contactHandlers } from './contact.ts';
import { currentPasswordCheck } from './current-password.ts';
import { entities } from './entities.ts';
import { signsInOnKnownDevice } from './known-device.ts';
import { demoMailbox, demoMailboxHandlers } from './demo-mailbox.ts';
import { createMailer } from './mailer.ts';
import { matchingClient } from './matching-client.ts';
import { passwordResetRepository } from './password-reset-repository.ts';
import { passwordResetHandlers } from './password-reset.ts';
import { verificationRepository } from './verification-repository.ts';
import { verificationHandlers } from './verification.ts';

export { identityConfig };

/**
 * The current password asked again (change it, delete the account, download the data): one counter per address for
 * the three operations; each session also has its own few tries (current-password.ts).
 */
const currentPasswordByIp: RateLimitRule = { name: 'current-password-by-ip', max: 30, timeWindow: '15 minutes', per: 'ip' };

/**
 * Per network address the limits leave room for the many people behind one carrier NAT (mobile networks) and
 * only stop bulk abuse; per username and per email address they stop guessing and mail bombing aimed at one person.
 */
const rateLimits: RateLimits = {
  sendVerification: [
    { name: 'send-code-by-ip', max: 100, timeWindow: '1 hour', per: 'ip' },
    { name: 'send-code-by-contact', max: 3, timeWindow: '15 minutes', per: { bodyField: 'contact' } },
  ],
  verifyCode: [{ name: 'verify-code-by-ip', max: 100, timeWindow: '15 minutes', per: 'ip' }],
  register: [{ name: 'register-by-ip', max: 100, timeWindow: '1 hour', per: 'ip' }],
  // Sign-in is limited so that nobody can turn a limit against others (docs/architecture.md, "Sessions and the
  // edges of a request"). A browser the account signed in on before (its known-device cookie) is held only by the
  // limit of its own: a stranger, who cannot have that cookie, can never lock the owner out, neither by guessing
  // the username nor by flooding a shared address. Other browsers: a short window per address (a carrier NAT
  // flooded by one client lets new-device sign-ins through again five minutes after the flood stops), 10 tries per
  // username from one address, and 50 per username from anywhere against guessing spread over many addresses.
  login: [
    { name: 'login-by-ip', max: 40, timeWindow: '5 minutes', per: 'ip', exempt: signsInOnKnownDevice },
    { name: 'login-by-username-and-ip', max: 10, timeWindow: '15 minutes', per: { bodyField: 'username', andAddress: true }, exempt: signsInOnKnownDevice },
    { name: 'login-by-username', max: 50, timeWindow: '15 minutes', per: { bodyField: 'username' }, exempt: signsInOnKnownDevice },
    // A stolen device cookie is no licence to guess: known devices share a limit of their own per account.
    { name: 'login-by-known-device', max: 20, timeWindow: '15 minutes', per: { bodyField: 'username' }, exempt: (request) => !signsInOnKnownDevice(request) },
  ],
  // A reset link goes to the account's own address, so the limits only stop mail bombing and bulk probing.
  requestPasswordReset: [
    { name: 'reset-by-ip', max: 20, timeWindow: '1 hour', per: 'ip' },
    { name: 'reset-by-username', max: 5, timeWindow: '1 hour', per: { bodyField: 'username' } },
  ],
  confirmPasswordReset: [{ name: 'reset-confirm-by-ip', max: 20, timeWindow: '1 hour', per: 'ip' }],
  changePassword: [currentPasswordByIp],
  deleteAccount: [currentPasswordByIp],
  exportAccountData: [currentPasswordByIp],
  sendContactMessage: [{ name: 'contact-by-ip', max: 10, timeWindow: '1 hour', per: 'ip' }],
};

/** Identity: accounts (their password resets and deletion), verification codes, sessions and contact messages. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  database: { schema: 'identity', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
  rateLimits,
  plugins: (app, config) => {
    if (!config.SMTP_URL) app.log.warn('Demo mode: no SMTP_URL, so mails go to the demo mailbox page (/mailbox) instead of being sent');
    runHourly(app, 'purging used-up verification codes', () => verificationRepository(app.orm.em.fork()).purgeUsedUp());
    runHourly(app, 'purging old password reset links', () => passwordResetRepository(app.orm.em.fork()).purgeOld());
    if (!config.SMTP_URL) runHourly(app, 'purging old demo mails', () => demoMailbox(app.pool).purgeOld());
  },
  handlers: (app, config) => {
    const mailbox = demoMailbox(app.pool);
    const [mailer, matching, billing] = [createMailer(config, mailbox), matchingClient(config), billingClient(config)];
    const passwordHashCost = config.PASSWORD_HASH_COST;
    const confirmCurrentPassword = currentPasswordCheck(app, passwordHashCost);
    const deletion = accountDeletion({ matching, billing, pool: app.pool, rateLimits, confirmCurrentPassword });
    runPeriodically(app, 'finishing account deletions', config.ACCOUNT_DELETION_RETRY_SECONDS * 1000, () =>
      deletion.retryPending(app.orm.em.fork(), app.log),
    );
    return {
      ...verificationHandlers({ mailer, secret: config.SESSION_SECRET }),
      ...accountHandlers({ matching, passwordHashCost, pool: app.pool, confirmCurrentPassword }),
      ...passwordResetHandlers({ mailer, passwordHashCost, pool: app.pool }),
      ...demoMailboxHandlers(config.SMTP_URL ? null : mailbox),
      ...deletion.handlers,
      ...accountExportHandlers({ matching, billing, confirmCurrentPassword }),
      ...contactHandlers(),
    };
  },
};

export const buildIdentityApp = (config: IdentityConfig) => buildServiceApp(identityService, config);
