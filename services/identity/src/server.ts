import { loadConfig, runServer } from '@wishlist/service-kit';
import { buildIdentityApp, identityConfig } from './app.ts';

const config = loadConfig(identityConfig);
await runServer(() => buildIdentityApp(config), { host: config.HOST, port: config.PORT });
