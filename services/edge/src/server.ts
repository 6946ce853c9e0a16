import { loadConfig, runServer } from '@wishlist/service-kit';
import { buildEdgeApp, edgeConfig } from './app.ts';

const config = loadConfig(edgeConfig);
await runServer(() => buildEdgeApp(config), { host: config.HOST, port: config.PORT });
