import { buildServiceApp, type ServiceDefinition } from '@wishlist/service-kit';
import { identityConfig, type IdentityConfig } from './config.ts';
import { sendContactMessage } from './contact.ts';
import { entities } from './entities.ts';

export { identityConfig };

/** Identity: accounts, verification codes, sessions and contact messages. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  database: { schema: 'identity', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
  handlers: () => ({ sendContactMessage }),
};

export const buildIdentityApp = (config: IdentityConfig) => buildServiceApp(identityService, config);
