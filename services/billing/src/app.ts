import { ApiError, buildServiceApp, runHourly, type Handlers, type ServiceDefinition } from '@wishlist/service-kit';
import fastifyRawBody from 'fastify-raw-body';
import { billingConfig, type BillingConfig } from './config.ts';
import { entitlementHandlers } from './entitlements.ts';
import { entities } from './entities.ts';
import { matchingClient } from './matching-client.ts';
import { subscriptionHandlers, type PaymentDeps } from './payments.ts';
import { planHandlers } from './plans.ts';
import { billingQuotas } from './quotas.ts';
import { stripeClient, stripeConfigured, stripePayments } from './stripe-payments.ts';
import { testPaymentHandlers, testTransport } from './test-payments.ts';
import { objectStore, sweepUnusedUploads, uploadHandlers } from './uploads.ts';
import { userDataHandlers } from './user-data.ts';

export { billingConfig };
export { personTables } from './user-data-repository.ts';
export { billingQuotas } from './quotas.ts';

export interface BillingOptions {
  /** The clock (tests move it to see periods end). */
  now?: () => Date;
}

const WEBHOOK_PATH = '/api/stripe/webhook';
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const stripeOffHandlers = {
  async receiveStripeWebhook() {
    throw new ApiError(404, 'Stripe is not configured: this server runs the test-payment mode.', 'STRIPE_OFF');
  },
} satisfies Handlers;

/** Billing: plans, subscriptions, payments (Stripe or the test-payment mode) and uploads. */
export function billingService(options: BillingOptions = {}): ServiceDefinition<BillingConfig> {
  const now = options.now ?? (() => new Date());
  return {
    name: 'billing',
    database: { schema: 'billing', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
    rateLimits: billingQuotas,
    plugins: async (app) => {
      // Stripe signs the body's exact bytes: keep them for the webhook.
      await app.register(fastifyRawBody, { routes: [WEBHOOK_PATH], runFirst: true });
      // A Stripe event (an invoice with many lines) can outgrow the services' 64 KiB body limit; refusing it
      // would have Stripe retry it for days.
      app.addHook('onRoute', (route) => {
        if (route.url === WEBHOOK_PATH) route.bodyLimit = WEBHOOK_BODY_LIMIT_BYTES;
      });
    },
    handlers: (app, config) => {
      const store = objectStore(config);
      app.addHook('onClose', async () => store.s3.destroy());
      runHourly(app, 'sweeping unused uploads', () => sweepUnusedUploads(app.orm.em.fork(), store, now(), config.UNUSED_UPLOAD_HOURS));
      const stripe = stripeConfigured(config) ? stripePayments(config, stripeClient(config), app.log, now) : null;
      const deps: PaymentDeps = { transport: stripe?.transport ?? testTransport, now, matching: matchingClient(config) };
      return {
        ...planHandlers(),
        ...entitlementHandlers(),
        ...subscriptionHandlers(deps),
        ...testPaymentHandlers(deps),
        ...(stripe?.handlers ?? stripeOffHandlers),
        ...uploadHandlers({ store, now }),
        ...userDataHandlers({ transport: deps.transport, store }),
      };
    },
  };
}

export const buildBillingApp = (config: BillingConfig, options?: BillingOptions) => buildServiceApp(billingService(options), config);
