import { buildServiceApp, runHourly, type RateLimits, type ServiceDefinition } from '@wishlist/service-kit';
import { accountHandlers } from './accounts.ts';
import { identityConfig, type IdentityConfig } from './config.ts';
import { sendContactMessage } from './contact.ts';
import { entities } from './entities.ts';
import { createMailer } from './mailer.ts';
import { matchingClient } from './matching-client.ts';
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
  login: [
    { name: 'login-by-ip', max: 100, timeWindow: '15 minutes', per: 'ip' },
    { name: 'login-by-username', max: 10, timeWindow: '15 minutes', per: { bodyField: 'username' } },
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
    // Addresses of people who never signed up are not kept: a code row goes once it cannot be used any more.
    runHourly(app, 'purging used-up verification codes', () =>
      app.pool.query(`delete from identity.verification_codes where expires_at < now() - interval '30 minutes'`),
    );
  },
  handlers: (_app, config) => {
    const mailer = createMailer(config);
    const matching = matchingClient(config);
    return { ...verificationHandlers(config, mailer), ...accountHandlers(config, matching), sendContactMessage };
  },
};

export const buildIdentityApp = (config: IdentityConfig) => buildServiceApp(identityService, config);
