import { buildServiceApp, runHourly, runPeriodically, type ServiceDefinition } from '@wishlist/service-kit';
import fastifyRawBody from 'fastify-raw-body';
import { billingConfig, type BillingConfig } from './config.ts';
import { EntitlementChange } from './entitlements/entities.ts';
import { entitlementHandlers } from './entitlements/handlers.ts';
import { matchingClient } from './matching-client.ts';
import { TestPayment } from './payments/entities.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { stripeAccount, stripeConfigured } from './payments/stripe-client.ts';
import { stripeTransport } from './payments/stripe-transport.ts';
import { testTransport } from './payments/test-transport.ts';
import { Plan } from './plans/entities.ts';
import { planHandlers } from './plans/handlers.ts';
import { billingQuotas } from './quotas.ts';
import { Subscription, SubscriptionTransition } from './subscriptions/entities.ts';
import { subscriptionHandlers } from './subscriptions/handlers.ts';
import { Upload } from './uploads/entities.ts';
import { evidenceHandlers } from './uploads/evidence.ts';
import { uploadHandlers } from './uploads/handlers.ts';
import { nudityScorer } from './uploads/nudity.ts';
import { objectStore } from './uploads/object-store.ts';
import { sweepUnusedUploads } from './uploads/sweep.ts';
import { photoTriage } from './uploads/triage.ts';
import { userDataHandlers } from './user-data/handlers.ts';

export { billingConfig };
export { personTables } from './user-data/repository.ts';
export { billingQuotas } from './quotas.ts';

export interface BillingOptions {
  /** The clock (tests move it to see periods end). */
  now?: () => Date;
}

const WEBHOOK_PATH = '/api/stripe/webhook';
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Billing: plans, subscriptions, payments (Stripe or the test-payment mode) and uploads (README.md). Everything
 * the handlers use is built here once, and every hook and timer is registered here.
 */
export function billingService(options: BillingOptions = {}): ServiceDefinition<BillingConfig> {
  const now = options.now ?? (() => new Date());
  return {
    name: 'billing',
    database: {
      schema: 'billing',
      entities: [Plan, EntitlementChange, Subscription, SubscriptionTransition, TestPayment, Upload],
      migrationsPath: new URL('./migrations', import.meta.url).pathname,
    },
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
      const matching = matchingClient(config);
      const stripe = stripeConfigured(config) ? stripeAccount(config, app.log) : null;
      const transport = stripe ? stripeTransport(stripe) : testTransport;

      app.addHook('onClose', async () => store.s3.destroy());
      runHourly(app, 'sweeping unused uploads', () =>
        sweepUnusedUploads(app.orm.em.fork(), store, now(), config.UNUSED_UPLOAD_HOURS),
      );
      // The model's thread starts with the first photo to score, never at start-up.
      const triage = config.PHOTO_TRIAGE
        ? photoTriage({
            em: () => app.orm.em.fork(),
            store,
            scorer: nudityScorer(),
            matching,
            threshold: config.NSFW_THRESHOLD,
            now,
            log: app.log,
          })
        : null;
      if (triage) {
        runPeriodically(app, 'photo triage', config.PHOTO_TRIAGE_INTERVAL_MS, triage.run);
        app.addHook('onClose', triage.close);
      }

      return {
        ...planHandlers(),
        ...entitlementHandlers(),
        ...subscriptionHandlers({ transport, now, matching }),
        ...paymentHandlers({ transport, now, matching, stripe }),
        ...uploadHandlers({ store, now, photoStored: triage?.run }),
        ...evidenceHandlers({ store, serviceToken: config.SERVICE_TOKEN }),
        ...userDataHandlers({ transport, store }),
      };
    },
  };
}

export const buildBillingApp = (config: BillingConfig, options?: BillingOptions) =>
  buildServiceApp(billingService(options), config);
