import { buildServiceApp, type ServiceDefinition } from '@wishlist/service-kit';
import { billingConfig, type BillingConfig } from './config.ts';
import { entities } from './entities.ts';
import { listSubscriptionPlans } from './plans.ts';

export { billingConfig };

/** Billing: plans, subscriptions, payments and uploads. */
export const billingService: ServiceDefinition<BillingConfig> = {
  name: 'billing',
  database: { schema: 'billing', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
  handlers: () => ({ listSubscriptionPlans }),
};

export const buildBillingApp = (config: BillingConfig) => buildServiceApp(billingService, config);
