import { buildServiceApp, runHourly, runPeriodically, type RateLimitRule, type RateLimits, type ServiceDefinition } from '@wishlist/service-kit';
import { accountDeletion } from './account-deletion.ts';
import { accountExportHandlers } from './account-export.ts';
import { accountHandlers } from './accounts.ts';
import { billingClient } from './billing-client.ts';
import { identityConfig, type IdentityConfig } from './config.ts';
import { contactHandlers } from './contact.ts';
import { currentPasswordCheck } from './current-password.ts';
import { entities } from './entities.ts';
import { isKnownDevice } from './known-device.ts';
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
  // Keyed so that a stranger cannot lock the owner out: 10 tries per username from one address, and an
  // account-wide 50 (against guessing from many addresses) that the owner's known device passes.
  login: [
    { name: 'login-by-ip', max: 100, timeWindow: '15 minutes', per: 'ip' },
    { name: 'login-by-username-and-ip', max: 10, timeWindow: '15 minutes', per: { bodyField: 'username', andAddress: true } },
    { name: 'login-by-username', max: 50, timeWindow: '15 minutes', per: { bodyField: 'username' }, exempt: isKnownDevice },
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
    if (!config.SMTP_URL) app.log.warn('Demo mode: no SMTP_URL, so verification codes are answered by the send call instead of mailed');
    runHourly(app, 'purging used-up verification codes', () => verificationRepository(app.orm.em.fork()).purgeUsedUp());
    runHourly(app, 'purging old password reset links', () => passwordResetRepository(app.orm.em.fork()).purgeOld());
  },
  handlers: (app, config) => {
    const [mailer, matching, billing] = [createMailer(config), matchingClient(config), billingClient(config)];
    const passwordHashCost = config.PASSWORD_HASH_COST;
    const confirmCurrentPassword = currentPasswordCheck(app, passwordHashCost);
    const deletion = accountDeletion({ matching, billing, pool: app.pool, rateLimits, confirmCurrentPassword });
    runPeriodically(app, 'finishing account deletions', config.ACCOUNT_DELETION_RETRY_SECONDS * 1000, () =>
      deletion.retryPending(app.orm.em.fork(), app.log),
    );
    return {
      ...verificationHandlers({ mailer, secret: config.SESSION_SECRET }),
      ...accountHandlers({ matching, passwordHashCost, pool: app.pool, confirmCurrentPassword }),
      ...passwordResetHandlers({ mailer, appUrl: config.APP_URL, passwordHashCost, pool: app.pool }),
      ...deletion.handlers,
      ...accountExportHandlers({ matching, billing, confirmCurrentPassword }),
      ...contactHandlers(),
    };
  },
};

export const buildIdentityApp = (config: IdentityConfig) => buildServiceApp(identityService, config);
