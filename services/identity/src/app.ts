import { buildServiceApp, runHourly, type RateLimits, type ServiceDefinition } from '@wishlist/service-kit';
import { accountHandlers } from './accounts.ts';
import { identityConfig, type IdentityConfig } from './config.ts';
import { contactHandlers } from './contact.ts';
import { entities } from './entities.ts';
import { isKnownDevice } from './known-device.ts';
import { createMailer } from './mailer.ts';
import { matchingClient } from './matching-client.ts';
import { verificationRepository } from './verification-repository.ts';
import { verificationHandlers } from './verification.ts';

export { identityConfig };

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
  sendContactMessage: [{ name: 'contact-by-ip', max: 10, timeWindow: '1 hour', per: 'ip' }],
};

/** Identity: accounts, verification codes, sessions and contact messages. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  database: { schema: 'identity', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
  rateLimits,
  plugins: (app, config) => {
    if (!config.SMTP_URL) app.log.warn('Demo mode: no SMTP_URL, so verification codes are answered by the send call instead of mailed');
    runHourly(app, 'purging used-up verification codes', () => verificationRepository(app.orm.em.fork()).purgeUsedUp());
  },
  handlers: (_app, config) => ({
    ...verificationHandlers({ mailer: createMailer(config), secret: config.SESSION_SECRET }),
    ...accountHandlers({ matching: matchingClient(config), passwordHashCost: config.PASSWORD_HASH_COST }),
    ...contactHandlers(),
  }),
};

export const buildIdentityApp = (config: IdentityConfig) => buildServiceApp(identityService, config);
