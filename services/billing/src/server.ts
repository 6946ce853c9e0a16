import { loadConfig, runServer } from '@wishlist/service-kit';
import { billingConfig, buildBillingApp } from './app.ts';

const config = loadConfig(billingConfig);
await runServer(() => buildBillingApp(config), { host: config.HOST, port: config.PORT });
