import { loadConfig, runServer } from '@wishlist/service-kit';
import { buildMatchingApp, matchingConfig } from './app.ts';

const config = loadConfig(matchingConfig);
await runServer(() => buildMatchingApp(config), { host: config.HOST, port: config.PORT });
